import { Alert, Box, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { formatDay } from '@portal/domain/day-format';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTimeSeriesChart } from '../../../components/chart/lazy-time-series-chart';
import { DataTable } from '../../../components/data-table/data-table';
import { Money } from '../../../components/money';
import {
  type HaloAttributedSkuRow,
  useHaloAttributedSkus,
  useSkuPriceHistory,
} from '../api/get-sku-price-history';
import { historyChart } from '../utils/history-series';

const haloHelper = createColumnHelper<HaloAttributedSkuRow>();

/** The halo SKUs' table: its header and four rows (Mantine's default row height, measured in Chromium). */
const HALO_HEIGHT = 200;
/** The height an opened row reserves in the SKU table (its virtual list needs it before drawing). */
export const PRICE_HISTORY_HEIGHT = 540;

export type PriceHistoryPanelProps = {
  sku: string;
  campaignId: string;
  adSetId: string | null;
  /** The dialog's days (catalog calendar) and the same range as instants. */
  fromDate: string;
  toDate: string;
  startDate: string | null;
  endDate: string | null;
  /** The wallet currency of the halo sales. */
  currency: string | null;
};

/**
 * A SKU row opened (flag show_price_history): its price-history chart (spec 2 §2, §3) and the SKUs bought
 * after its ads (halo), for the dialog's range.
 */
export function PriceHistoryPanel(props: PriceHistoryPanelProps) {
  const { t } = useTranslation('sponsorSkuReport');
  const [history] = useSkuPriceHistory({
    sku: props.sku,
    campaignId: props.campaignId,
    adSetId: props.adSetId,
    fromDate: props.fromDate,
    toDate: props.toDate,
  });
  const [halo] = useHaloAttributedSkus({
    sku: props.sku,
    campaignId: props.campaignId,
    adSetId: props.adSetId,
    startDate: props.startDate,
    endDate: props.endDate,
  });
  const data = history.data?.skuPriceHistory;
  const chart = useMemo(
    () => (data ? historyChart(data.points, data.timeZone, (key) => t(`chart.${key}`)) : null),
    [data, t],
  );
  const haloRows = halo.data?.reportHaloAttributedSku ?? [];
  const haloColumns = useMemo(
    () => [
      haloHelper.accessor('sku', {
        header: t('halo.sku'),
        cell: ({ row }) =>
          row.original.name ? `${row.original.name} (${row.original.sku})` : row.original.sku,
      }),
      haloHelper.accessor((row) => Number(row.sales), {
        id: 'sales',
        header: t('halo.sales'),
        cell: ({ row }) => <Money amount={row.original.sales} currency={props.currency} />,
        meta: { align: 'right' },
      }),
      haloHelper.accessor('quantity', { header: t('halo.quantity'), meta: { align: 'right' } }),
    ],
    [t, props.currency],
  );
  return (
    <Box h={PRICE_HISTORY_HEIGHT - 24} data-testid="price-history" style={{ overflow: 'hidden' }}>
      <Stack gap="xs">
        {history.error ? <Alert color="red">{t('chart.failed')}</Alert> : null}
        {data && chart ? (
          <>
            <Group gap="md">
              {data.interval === 'WEEK' ? (
                <Text size="xs" c="dimmed">
                  {t('chart.weekly')}
                </Text>
              ) : null}
              {data.priceChangedAt ? (
                <Text size="xs" c="dimmed">
                  {t('chart.priceChanged', { day: formatDay(data.priceChangedAt, data.timeZone) })}
                </Text>
              ) : null}
            </Group>
            <LazyTimeSeriesChart
              x={chart.x}
              series={chart.series}
              label={t('chart.label', { sku: props.sku })}
              timeZone={data.timeZone}
              granularity="day"
              currency={data.priceCurrency}
              height={260}
              emptyText={t('chart.empty')}
            />
          </>
        ) : history.fetching ? (
          <Text size="sm" c="dimmed" h={280}>
            {t('chart.loading')}
          </Text>
        ) : null}
        <Text size="sm" fw={500}>
          {t('halo.title')}
        </Text>
        {/* Four rows in view, then it scrolls (120 px showed one row of two: QA walk 19). */}
        <ScrollArea h={HALO_HEIGHT} data-testid="halo-skus">
          <DataTable
            data={haloRows}
            columns={haloColumns}
            getRowId={(row) => row.sku}
            label={t('halo.title')}
            emptyText={t('halo.empty')}
            isLoading={halo.fetching && !halo.data}
            clientSort
          />
        </ScrollArea>
      </Stack>
    </Box>
  );
}
