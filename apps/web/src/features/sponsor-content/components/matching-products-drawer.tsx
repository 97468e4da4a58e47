import { Drawer, Group, Image, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { useRenderExport } from '../../../components/export-slot';
import { Money } from '../../../components/money';
import {
  type MatchedFilterVariables,
  useProductsMatchedFilterQuery,
} from '../api/get-products-matched-filter';

/** Spec 2 §2/§9: the SKU preview drawer, 377 px wide, 8 products per page. */
export const PREVIEW_PAGE_SIZE = 8;
export const PREVIEW_DRAWER_WIDTH = 377;

export type MatchingProductsDrawerProps = {
  opened: boolean;
  onClose: () => void;
  filter: MatchedFilterVariables;
  /** The catalog's currency code: prices are in it. */
  currency: string | null;
};

export function MatchingProductsDrawer({ opened, onClose, filter, currency }: MatchingProductsDrawerProps) {
  const { t } = useTranslation('sponsorContent');
  const renderExport = useRenderExport();
  const [page, setPage] = useState(1);
  const [{ data, fetching, error }] = useProductsMatchedFilterQuery(filter, {
    limit: PREVIEW_PAGE_SIZE,
    offset: (page - 1) * PREVIEW_PAGE_SIZE,
    pause: !opened,
  });
  const result = data?.productsMatchedFilter;
  const numPages = Math.max(1, Math.ceil((result?.totalCount ?? 0) / PREVIEW_PAGE_SIZE));

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={PREVIEW_DRAWER_WIDTH}
      title={t('preview.title', { count: result?.totalCount ?? 0 })}
    >
      {!result && fetching ? (
        <CenteredLoader />
      ) : error && !result ? (
        <Text c="red" size="sm">
          {t('preview.error')}
        </Text>
      ) : (
        <Stack gap="sm">
          {/* Spec 2 §7: every matching SKU as CSV, through the export requests. */}
          {result && result.totalCount > 0
            ? renderExport?.('MATCHING_SKUS', filter, t('preview.export'))
            : null}
          {(result?.objects ?? []).map((product) => (
            <Group key={product.sku} wrap="nowrap" gap="sm">
              <Image src={product.image} alt="" w={48} h={48} fit="contain" radius="sm" />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" lineClamp={1}>
                  {product.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {product.sku} · <Money amount={product.price} currency={currency} /> ·{' '}
                  {t('preview.quantity', { count: product.quantity })}
                </Text>
              </Stack>
            </Group>
          ))}
          {numPages > 1 ? <Pagination size="sm" total={numPages} value={page} onChange={setPage} /> : null}
        </Stack>
      )}
    </Drawer>
  );
}
