import { Stack, Title } from '@mantine/core';
import { numberFormat } from '@portal/domain/intl-formats';
import { conv, withHalo } from '@portal/domain/sponsor-metrics';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatChartValue } from '../../../components/chart/chart-data';
import { DataTable } from '../../../components/data-table/data-table';
import { Money } from '../../../components/money';
import type { DashboardSummaryRow } from '../api/get-dashboard-summaries';
import { type DashboardAdType, micros } from '../utils/dashboard-metrics';
import { type SummaryKind, summaryRowName } from '../utils/summary-names';
import { ShowAllButton } from './show-all-button';

const column = createColumnHelper<DashboardSummaryRow>();
type MoneyField = 'costs' | 'cpc' | 'cpm' | 'click7Sales';
type CountField = 'impressions' | 'clicks' | 'itemsSold';
type PercentField = 'ctr' | 'roas';

export type SummaryTableProps = {
  title: string;
  /** The first column's header: platform, banner type, country or search term. */
  nameHeader: string;
  kind: SummaryKind;
  adType: DashboardAdType;
  rows: readonly DashboardSummaryRow[];
  isLoading: boolean;
  showHalo: boolean;
  /**
   * The server sent only the first rows of more (the search terms' first 100): `note` says so under the table
   * beside `showAll`, which asks for every row; sorting and paging here then cover them all.
   */
  cut?: { note: string; showAll: string; onShowAll: () => void } | null;
  testId: string;
};

/** A summary table of the dashboard (spec 2 §2): one row per group with its figures, sorted here. */
export function SummaryTable(props: SummaryTableProps) {
  const { title, nameHeader, kind, adType, rows, isLoading, showHalo, cut, testId } = props;
  const { t, i18n } = useTranslation('sponsorDashboard');
  const locale = i18n.language;
  const columns = useMemo(() => {
    const money = (id: MoneyField, header: string) =>
      column.accessor((row) => Number(row[id]), {
        id,
        header,
        meta: { align: 'right' },
        cell: (c) => <Money amount={c.row.original[id]} currency={c.row.original.currency} />,
      });
    const count = (id: CountField, header: string) =>
      column.accessor(id, {
        header,
        meta: { align: 'right' },
        cell: (c) => numberFormat(locale).format(c.getValue()),
      });
    const percent = (id: PercentField, header: string) =>
      column.accessor(id, {
        header,
        meta: { align: 'right' },
        cell: (c) => formatChartValue(c.getValue(), 'percent', locale),
      });
    const list: ColumnDef<DashboardSummaryRow, number | string>[] = [
      column.accessor((row) => summaryRowName(row, kind, t('unknown')), {
        id: 'name',
        header: nameHeader,
        meta: { sticky: 'left' },
      }),
      count('impressions', t('metrics.impressions')),
      count('clicks', t('metrics.clicks')),
      percent('ctr', t('metrics.ctr')),
      money('costs', t('metrics.costs')),
      adType === 'BANNER' ? money('cpm', t('metrics.cpm')) : money('cpc', t('metrics.cpc')),
      money('click7Sales', t('metrics.sales')),
      count('itemsSold', t('metrics.itemsSold')),
      // Items sold per click, as the Direct conversion card computes it per bucket (decision 0207).
      column.accessor((row) => conv(row.itemsSold, row.clicks), {
        id: 'conversion',
        header: t('metrics.conversion'),
        meta: { align: 'right' },
        cell: (c) => formatChartValue(c.getValue(), 'percent', locale),
      }),
      percent('roas', t('metrics.roas')),
      ...(showHalo
        ? [
            // Direct plus halo, as the Halo sales card (decision 0207).
            column.accessor((row) => Number(row.click7Sales) + Number(row.haloSales), {
              id: 'haloSales',
              header: t('metrics.haloSales'),
              meta: { align: 'right' },
              cell: (c) => (
                <Money
                  amount={withHalo(micros(c.row.original.click7Sales), micros(c.row.original.haloSales))}
                  currency={c.row.original.currency}
                />
              ),
            }),
          ]
        : []),
    ];
    return list;
  }, [kind, nameHeader, adType, showHalo, locale, t]);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <DataTable
        data={rows}
        columns={columns}
        getRowId={(row) => row.key || '(empty)'}
        label={title}
        isLoading={isLoading}
        emptyText={t('ranked.empty')}
        clientSort
        clientPageSize={10}
        totalText={cut?.note}
        totalAction={cut ? <ShowAllButton label={cut.showAll} onClick={cut.onShowAll} /> : undefined}
        minWidth={900}
        testId={testId}
      />
    </Stack>
  );
}
