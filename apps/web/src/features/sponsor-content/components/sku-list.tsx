import { ActionIcon, Group, Image, Pagination, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductDetailsQuery } from '../api/get-product-details';
import { formatPrice } from '../lib/format-price';

/** Spec 2 §9: the chosen SKUs are listed 6 per page. */
export const SKU_LIST_PAGE_SIZE = 6;

export type SkuListProps = {
  skus: string[];
  catalogId: string | null;
  currencySymbol: string;
  onRemove?: (sku: string) => void;
};

export function SkuList({ skus, catalogId, currencySymbol, onRemove }: SkuListProps) {
  const { t } = useTranslation('sponsorContent');
  const [page, setPage] = useState(1);
  const numPages = Math.max(1, Math.ceil(skus.length / SKU_LIST_PAGE_SIZE));
  const current = Math.min(page, numPages);
  const shown = skus.slice((current - 1) * SKU_LIST_PAGE_SIZE, current * SKU_LIST_PAGE_SIZE);
  const [{ data }] = useProductDetailsQuery(shown, catalogId);
  const details = new Map((data?.productDetails ?? []).map((product) => [product.sku, product]));

  if (skus.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('skus.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('skus.selected', { count: skus.length })}
      </Text>
      <Table aria-label={t('skus.listLabel')} verticalSpacing={4}>
        <Table.Tbody>
          {shown.map((sku) => {
            const product = details.get(sku);
            return (
              <Table.Tr key={sku}>
                <Table.Td w={56}>
                  <Image src={product?.image} alt="" w={40} h={40} fit="contain" radius="sm" />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={1}>
                    {product?.name ?? sku}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {sku}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{product ? formatPrice(currencySymbol, product.price) : ''}</Text>
                </Table.Td>
                {onRemove ? (
                  <Table.Td w={40}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('skus.remove', { sku })}
                      onClick={() => onRemove(sku)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {numPages > 1 ? (
        <Group justify="flex-end">
          <Pagination size="sm" total={numPages} value={current} onChange={setPage} />
        </Group>
      ) : null}
    </Stack>
  );
}
