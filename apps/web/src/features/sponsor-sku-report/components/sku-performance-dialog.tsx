import { ActionIcon, Alert, Group, Modal, Stack, Tooltip, useMantineTheme } from '@mantine/core';
import type { DayRange } from '@portal/domain/date-range-presets';
import { numberFormat } from '@portal/domain/intl-formats';
import { IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { TableSort } from '../../../components/data-table/types';
import { DateRangeFilter } from '../../../components/date-range-filter/date-range-filter';
import { rangeToDateTimes } from '../../../components/date-range-filter/date-range-param';
import { ErrorBanner } from '../../../components/error-banner';
import { translatedErrorLines } from '../../../lib/form-errors';
import { type SkuRow, useSkusReport } from '../api/get-skus-report';
import { useReportDays } from '../hooks/use-report-days';
import { defaultSkuRange } from '../utils/default-range';
import { PRICE_HISTORY_HEIGHT, PriceHistoryPanel } from './price-history-panel';
import { skuColumns } from './sku-columns';

/** The product campaign a dialog reports on: its catalog's zone and its start (the report range start). */
export type SkuPerformanceTarget = {
  campaignId: string;
  /** One ad set of the campaign (a row of the ad-set page); absent: the whole campaign. */
  adSetId?: string | null;
  name: string;
  timeZone: string;
  startDate: string | null;
};

export type SkuPerformanceDialogProps = {
  target: SkuPerformanceTarget;
  onClose: () => void;
  /** Flag show_price_history: a row opens its price chart. */
  showPriceHistory: boolean;
  /** Flag additional_sku_performance_metrics. */
  additionalMetrics: boolean;
  /** The export of the table's figures (flag download_sku_performance_report; features/exports, by the route). */
  renderExport?: (params: Record<string, unknown>) => ReactNode;
};

/**
 * Spec 2 §2 "SKU performance dialog" (90vw): every advertised SKU of a product campaign with its figures
 * for its own range (the last 7 days, or from the campaign's start), refresh and export; a row opens its
 * price history. 5,000 rows scroll in the shared table's virtual list; a campaign with more SKUs than the
 * one page holds (the server's 5,000) says so, and that its export has them all.
 */
export function SkuPerformanceDialog({
  target,
  onClose,
  showPriceHistory,
  additionalMetrics,
  renderExport,
}: SkuPerformanceDialogProps) {
  const { t, i18n } = useTranslation('sponsorSkuReport');
  const theme = useMantineTheme();
  const { timeZone } = target;
  const [range, setRange] = useState<DayRange>(() => defaultSkuRange(new Date(), timeZone, target.startDate));
  const [sort, setSort] = useState<TableSort>(null);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  // Every preset, "Lifetime" too: its days run from the report range start to today (the chart needs both ends).
  const days = useReportDays(range, timeZone, target.startDate);
  const dates = days ? rangeToDateTimes(days, timeZone) : null;
  const [{ data, error, fetching }, reexecute] = useSkusReport(
    dates
      ? {
          campaignId: target.campaignId,
          adSetId: target.adSetId ?? null,
          startDate: dates.startDate,
          endDate: dates.endDate,
          sortBy: sort?.column ?? null,
          direction: sort?.direction ?? null,
        }
      : null,
  );
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const page = data?.skusReport;
  const currency = page?.currency ?? null;
  const columns = useMemo(
    () =>
      skuColumns({
        t,
        locale: i18n.language,
        theme,
        currency,
        expandedId: showPriceHistory ? expandedId : undefined,
        additionalMetrics,
      }),
    [t, i18n.language, theme, currency, showPriceHistory, expandedId, additionalMetrics],
  );
  const expandedRow = useMemo(
    () =>
      showPriceHistory && days?.start && days.end && dates
        ? {
            id: expandedId,
            height: PRICE_HISTORY_HEIGHT,
            render: (row: SkuRow) => (
              <PriceHistoryPanel
                sku={row.sku}
                campaignId={target.campaignId}
                adSetId={target.adSetId ?? null}
                fromDate={days.start!}
                toDate={days.end!}
                startDate={dates.startDate}
                endDate={dates.endDate}
                currency={currency}
              />
            ),
          }
        : undefined,
    [showPriceHistory, expandedId, days, dates, target.campaignId, target.adSetId, currency],
  );
  const shown = page?.objects.length ?? 0;
  const numbers = numberFormat(i18n.language);
  const partial =
    page && page.totalCount > shown
      ? t(renderExport ? 'partialExport' : 'partial', {
          shown: numbers.format(shown),
          total: numbers.format(page.totalCount),
        })
      : null;
  const errors = error ? translatedErrorLines({ error }, (key, values) => t(key, values) as string) : [];
  return (
    <Modal opened onClose={onClose} title={t('title', { name: target.name })} size="90vw" centered>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <DateRangeFilter
            value={range}
            onChange={setRange}
            timeZone={timeZone}
            emptyText={t('common:dateRange.presets.lifetime')}
          />
          <Group gap="sm" align="flex-end">
            <Tooltip label={t('refresh')}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('refresh')}
                onClick={refresh}
                loading={fetching}
              >
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
            {dates
              ? renderExport?.({
                  campaignId: target.campaignId,
                  adSetId: target.adSetId ?? null,
                  startDate: dates.startDate,
                  endDate: dates.endDate,
                  sortBy: sort?.column ?? null,
                  direction: sort?.direction ?? null,
                })
              : null}
          </Group>
        </Group>
        {errors.length ? <ErrorBanner lines={errors} /> : null}
        {partial ? (
          <Alert color="yellow" variant="light" data-testid="sku-table-partial">
            {partial}
          </Alert>
        ) : null}
        <DataTable
          data={page?.objects ?? []}
          columns={columns}
          getRowId={(row) => row.id}
          label={t('titlePlain')}
          emptyText={t('empty')}
          isLoading={fetching && !data}
          serverSort={{ sort, onChange: setSort }}
          onRowClick={
            showPriceHistory ? (row) => setExpandedId((open) => (open === row.id ? null : row.id)) : undefined
          }
          expandedRow={expandedRow}
          minWidth={1400}
          rowAttributes={(row) => ({ 'data-sku': row.sku })}
          recycleRows
          testId="sku-table"
        />
      </Stack>
    </Modal>
  );
}

export default SkuPerformanceDialog;
