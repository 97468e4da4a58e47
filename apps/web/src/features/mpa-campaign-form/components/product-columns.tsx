import { Checkbox } from '@mantine/core';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Money } from '../../../components/money';
import type { MetaProductRow } from '../api/meta-product-fields';

const column = createColumnHelper<MetaProductRow>();

/** Name, Price and Stock (spec 3 §2.2), with a tick for tables whose rows toggle selected. */
export function productColumns(
  t: TFunction,
  fallbackCurrency: string | null,
  selected?: ReadonlyMap<string, MetaProductRow>,
): ColumnDef<MetaProductRow, unknown>[] {
  const columns: ColumnDef<MetaProductRow, unknown>[] = [
    column.accessor('name', { id: 'name', header: t('mpaForm:products.name') }) as ColumnDef<
      MetaProductRow,
      unknown
    >,
    column.display({
      id: 'price',
      header: t('mpaForm:products.price'),
      meta: { align: 'right' },
      cell: ({ row }) => (
        <Money amount={row.original.price} currency={row.original.currency || fallbackCurrency} />
      ),
    }),
    column.accessor('inventory', {
      id: 'inventory',
      header: t('mpaForm:products.stock'),
      meta: { align: 'right' },
    }) as ColumnDef<MetaProductRow, unknown>,
  ];
  if (!selected) return columns;
  const tick = column.display({
    id: 'selected',
    header: '',
    meta: { width: 40 },
    cell: ({ row }) => (
      <Checkbox
        readOnly
        tabIndex={-1}
        checked={selected.has(row.original.sku)}
        aria-label={row.original.name}
        style={{ pointerEvents: 'none' }}
      />
    ),
  });
  return [tick, ...columns];
}
