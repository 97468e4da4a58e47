import type { MantineTheme } from '@mantine/core';
import { parseDecimalToMicros } from '@portal/domain/money';
import { withHalo } from '@portal/domain/sponsor-metrics';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { moneyTextFormatter } from '../../../components/money';
import { actionIconLook, plainChevrons } from '../../../components/plain-action-icon';
import { plainStatusBadges } from '../../../components/status-badge';
import type { SkuRow } from '../api/get-skus-report';
import { SkuProductCell } from './sku-product-cell';

const helper = createColumnHelper<SkuRow>();

export type SkuColumnOptions = {
  t: TFunction<'sponsorSkuReport'>;
  locale: string;
  /** The Mantine theme: the status badges and the open/close control are drawn as plain elements from it. */
  theme: MantineTheme;
  currency: string | null;
  /** The price-history chart (flag show_price_history): rows open and close. */
  expandedId: string | null | undefined;
  /** Flag additional_sku_performance_metrics: purchases and the figures with halo added (spec 2 §9). */
  additionalMetrics: boolean;
};

const micros = (value: string | null | undefined) => parseDecimalToMicros(value ?? '0') ?? 0n;

/**
 * The open/close column's real width: the control (ActionIcon's default size, 28 px) and the cell's padding
 * either side. Exact, as the product column sticks that far from the left edge after it.
 */
export const EXPAND_COLUMN_WIDTH =
  'calc(1.75rem * var(--mantine-scale) + 2 * var(--table-horizontal-spacing, var(--mantine-spacing-xs)))';

/** The SKU table's columns (spec 2 §3 "SKU report row"); metric headers sort on the server, most first. */
// biome-ignore lint/suspicious/noExplicitAny: TanStack's own column arrays mix value types this way.
export function skuColumns(options: SkuColumnOptions): ColumnDef<SkuRow, any>[] {
  const { t, locale, theme, currency, expandedId } = options;
  // One formatter each for the whole table (5,000 rows), not one per cell; the same for the status badges and
  // the open/close control's look, drawn as plain elements (rows mount at every scroll step, issue 14).
  const moneyText = moneyTextFormatter(currency, locale);
  const counts = new Intl.NumberFormat(locale);
  const percents = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const count = (value: number) => counts.format(value);
  const percent = (value: number) => `${percents.format(value)}%`;
  const statusBadge = plainStatusBadges('skuStock', theme, t);
  const metric = (id: keyof SkuRow & string, render: (row: SkuRow) => ReactNode) =>
    helper.accessor((row) => row[id], {
      id,
      header: t(`columns.${id}`),
      cell: ({ row }) => render(row.original),
      enableSorting: true,
      sortDescFirst: true,
      meta: { align: 'right', sortKey: id },
    });
  const money = (id: 'cpc' | 'click7Sales' | 'haloSales' | 'costs') =>
    metric(id, (row) => moneyText(row[id]));
  // biome-ignore lint/suspicious/noExplicitAny: as the return type.
  const columns: ColumnDef<SkuRow, any>[] = [];
  if (expandedId !== undefined) {
    const expandLook = actionIconLook(theme, { variant: 'subtle', color: 'gray' });
    columns.push(
      helper.display({
        id: 'expand',
        header: '',
        // A subtle gray ActionIcon as a plain button (no click of its own: the row opens and closes). It stays in
        // view at the left, before the product, while the wide table scrolls sideways: an opened row can always
        // be closed.
        cell: ({ row }) => {
          const open = row.original.id === expandedId;
          return (
            <button
              type="button"
              {...expandLook}
              aria-expanded={open}
              aria-label={t(open ? 'collapse' : 'expand', { sku: row.original.sku })}
            >
              {open ? plainChevrons.down : plainChevrons.right}
            </button>
          );
        },
        meta: { width: EXPAND_COLUMN_WIDTH, sticky: 'left' },
      }),
    );
  }
  columns.push(
    helper.accessor('sku', {
      id: 'sku',
      header: t('columns.product'),
      enableSorting: true,
      cell: ({ row }) => (
        <SkuProductCell
          image={row.original.image}
          name={row.original.name}
          sku={row.original.sku}
          link={row.original.link}
        />
      ),
      meta: { sticky: 'left', minWidth: 220, sortKey: 'sku' },
    }),
    metric('impressions', (row) => count(row.impressions)),
    metric('clicks', (row) => count(row.clicks)),
    money('cpc'),
    metric('ctr', (row) => percent(row.ctr)),
    metric('conv', (row) => percent(row.conv)),
    money('click7Sales'),
    money('haloSales'),
    money('costs'),
    metric('roas', (row) => percent(row.roas)),
    metric('itemsSold', (row) => count(row.itemsSold)),
    metric('haloItemsSold', (row) => count(row.haloItemsSold)),
  );
  if (options.additionalMetrics)
    columns.push(
      metric('purchases', (row) => count(row.purchases)),
      helper.display({
        id: 'totalSales',
        header: t('columns.totalSales'),
        cell: ({ row }) =>
          moneyText(withHalo(micros(row.original.click7Sales), micros(row.original.haloSales))),
        meta: { align: 'right' },
      }),
      helper.display({
        id: 'totalItemsSold',
        header: t('columns.totalItemsSold'),
        cell: ({ row }) => count(withHalo(row.original.itemsSold, row.original.haloItemsSold)),
        meta: { align: 'right' },
      }),
    );
  columns.push(
    helper.display({
      id: 'availableSizes',
      header: t('columns.availableSizes'),
      cell: ({ row }) => row.original.availableSizes.join(', ') || '—',
    }),
    helper.accessor('status', {
      id: 'status',
      header: t('columns.status'),
      enableSorting: true,
      cell: ({ row }) => statusBadge(row.original.status),
      meta: { sortKey: 'status' },
    }),
  );
  return columns;
}
