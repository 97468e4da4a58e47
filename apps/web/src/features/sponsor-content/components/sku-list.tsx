import { ActionIcon, Image, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { Money } from '../../../components/money';
import { type SkuProduct, useProductDetailsQuery } from '../api/get-product-details';

/** Spec 2 §9: the chosen SKUs are listed 6 per page. */
export const SKU_LIST_PAGE_SIZE = 6;

export type SkuListProps = {
  skus: string[];
  catalogId: string | null;
  /** The catalog's currency code: product prices are in it. */
  currencyCode: string | null;
  onRemove?: (sku: string) => void;
};

/** A chosen SKU and, once loaded, the catalog's product behind it. */
type SkuRow = { sku: string; product: SkuProduct | undefined };

const column = createColumnHelper<SkuRow>();

function useSkuColumns(currencyCode: string | null, onRemove: SkuListProps['onRemove']) {
  const { t } = useTranslation('sponsorContent');
  return useMemo(
    () => [
      column.display({
        id: 'image',
        cell: ({ row }) => (
          <Image src={row.original.product?.image} alt="" w={40} h={40} fit="contain" radius="sm" />
        ),
        meta: { width: 56 },
      }),
      column.display({
        id: 'product',
        cell: ({ row }) => (
          <>
            <Text size="sm" lineClamp={1}>
              {row.original.product?.name ?? row.original.sku}
            </Text>
            <Text size="xs" c="dimmed">
              {row.original.sku}
            </Text>
          </>
        ),
      }),
      column.display({
        id: 'price',
        cell: ({ row }) => (
          <Text size="sm">
            <Money amount={row.original.product?.price} currency={currencyCode} />
          </Text>
        ),
        meta: { align: 'right' },
      }),
      ...(onRemove
        ? [
            column.display({
              id: 'remove',
              cell: ({ row }) => (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('skus.remove', { sku: row.original.sku })}
                  onClick={() => onRemove(row.original.sku)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              ),
              meta: { width: 40 },
            }),
          ]
        : []),
    ],
    [currencyCode, onRemove, t],
  );
}

/**
 * The chosen SKUs with their picture, name and price, on the one DataTable without a header row. The list
 * pages itself (not the table's client paging): only the page in view asks the catalog for its products.
 */
export function SkuList({ skus, catalogId, currencyCode, onRemove }: SkuListProps) {
  const { t } = useTranslation('sponsorContent');
  const [page, setPage] = useState(1);
  const columns = useSkuColumns(currencyCode, onRemove);
  const numPages = Math.max(1, Math.ceil(skus.length / SKU_LIST_PAGE_SIZE));
  const current = Math.min(page, numPages);
  const shown = skus.slice((current - 1) * SKU_LIST_PAGE_SIZE, current * SKU_LIST_PAGE_SIZE);
  const [{ data }] = useProductDetailsQuery(shown, catalogId);
  const details = new Map((data?.productDetails ?? []).map((product) => [product.sku, product]));
  const rows: SkuRow[] = shown.map((sku) => ({ sku, product: details.get(sku) }));

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
      <DataTable
        data={rows}
        columns={columns}
        getRowId={(row) => row.sku}
        label={t('skus.listLabel')}
        hideHeader
        serverPaging={{ page: current, numPages, onChange: setPage }}
      />
    </Stack>
  );
}
