import {
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  Modal,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { Money } from '../../../components/money';
import {
  type MatchedFilterVariables,
  useProductsMatchedFilterQuery,
} from '../api/get-products-matched-filter';

/** Spec 2 §9: the product selector shows 12 products per page. */
export const SELECTOR_PAGE_SIZE = 12;

export type ProductSelectorProps = {
  opened: boolean;
  onClose: () => void;
  filter: MatchedFilterVariables;
  /** The catalog's currency code: prices are in it. */
  currency: string | null;
  selected: string[];
  onApply: (skus: string[]) => void;
};

/** Pick individual products among those matching the filter; the picks become the ad's SKUs. */
export function ProductSelector({
  opened,
  onClose,
  filter,
  currency,
  selected,
  onApply,
}: ProductSelectorProps) {
  const { t } = useTranslation('sponsorContent');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Set<string>>(new Set(selected));
  const [{ data, fetching }] = useProductsMatchedFilterQuery(filter, {
    limit: SELECTOR_PAGE_SIZE,
    offset: (page - 1) * SELECTOR_PAGE_SIZE,
    pause: !opened,
  });
  const result = data?.productsMatchedFilter;
  const numPages = Math.max(1, Math.ceil((result?.totalCount ?? 0) / SELECTOR_PAGE_SIZE));
  const toggle = (sku: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(sku)) next.delete(sku);
      else next.add(sku);
      return next;
    });

  return (
    <Modal opened={opened} onClose={onClose} title={t('selector.title')} size="xl">
      {!result && fetching ? (
        <CenteredLoader />
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {(result?.objects ?? []).map((product) => (
              <Card key={product.sku} withBorder padding="xs">
                <Image src={product.image} alt="" h={96} fit="contain" />
                <Text size="xs" lineClamp={2} mt={4}>
                  {product.name}
                </Text>
                <Text size="xs" c="dimmed">
                  <Money amount={product.price} currency={currency} />
                </Text>
                <Checkbox
                  mt={4}
                  size="xs"
                  label={product.sku}
                  checked={picked.has(product.sku)}
                  onChange={() => toggle(product.sku)}
                />
              </Card>
            ))}
          </SimpleGrid>
          {numPages > 1 ? <Pagination size="sm" total={numPages} value={page} onChange={setPage} /> : null}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('selector.picked', { count: picked.size })}
            </Text>
            <Group>
              <Button variant="default" onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              <Button
                onClick={() => {
                  onApply([...picked]);
                  onClose();
                }}
              >
                {t('selector.apply')}
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
