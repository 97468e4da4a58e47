import { Drawer, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { type MatchingProductsVariables, useMatchingProducts } from '../api/get-matching-products';
import { useCursorPages } from '../hooks/use-cursor-pages';
import { CursorPager } from './cursor-pager';
import { productColumns } from './product-columns';

/** Spec 3 §9: the preview drawer is 377 px wide and shows 10 products a page. */
export const SKUS_PREVIEW_WIDTH = 377;
const PREVIEW_PAGE_SIZE = 10;

export type SkusPreviewDrawerProps = {
  opened: boolean;
  onClose: () => void;
  filter: MatchingProductsVariables;
  currency: string | null;
};

/** "SKUs preview": the products the filter matches, previous/next by paging tokens; a row opens the product. */
export function SkusPreviewDrawer({ opened, onClose, filter, currency }: SkusPreviewDrawerProps) {
  const { t } = useTranslation('mpaForm');
  const pages = useCursorPages(JSON.stringify(filter));
  const [{ data, fetching, error }] = useMatchingProducts({ ...filter, pageToken: pages.cursor }, !opened);
  const result = data?.getMatchingProducts;
  const columns = useMemo(() => productColumns(t, currency), [t, currency]);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={SKUS_PREVIEW_WIDTH}
      title={t('preview.title')}
    >
      <Stack gap="xs">
        <ErrorBanner lines={errorLines({ error })} />
        <DataTable
          label={t('preview.title')}
          data={result?.products ?? []}
          columns={columns}
          getRowId={(row) => row.sku}
          isLoading={fetching && !result}
          emptyText={t('products.none')}
          onRowClick={(row) => window.open(row.url, '_blank', 'noopener,noreferrer')}
        />
        <CursorPager
          page={pages.page}
          numPages={Math.ceil((result?.totalCount ?? 0) / PREVIEW_PAGE_SIZE)}
          hasPrevious={pages.page > 1}
          nextToken={result?.paging.nextPage}
          onPrevious={pages.previous}
          onNext={pages.next}
        />
      </Stack>
    </Drawer>
  );
}
