import { Group, Paper, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDayRange } from '@portal/domain/date-range-presets';
import { isAllowed } from '@portal/domain/permissions';
import { roleMatrix } from '@portal/domain/role-matrix';
import { type AdSetStatus, adSetStatuses } from '@portal/domain/sponsor-campaign-form';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { rangeToDateTimes } from '../../../components/date-range-filter/date-range-param';
import { useSponsorCampaignStatuses } from '../api/get-sponsor-campaign-statuses';
import { useSponsorCampaigns } from '../api/get-sponsor-campaigns';
import { useListColumns } from '../hooks/use-list-columns';
import { useListParams } from '../hooks/use-list-params';
import { linkedCampaignId, useRelatedAccountSwitch } from '../hooks/use-related-account-switch';
import { useRowActions } from '../hooks/use-row-actions';
import { listKeyFor } from '../utils/columns';
import { adSetPagePath } from '../utils/destinations';
import { type RowAction, type RowActionViewer, rowActionsFor } from '../utils/row-actions';
import { campaignListRow, type ListRow } from '../utils/rows';
import { CampaignSearch } from './campaign-search';
import { ColumnSettingsButton } from './column-settings-button';
import { CountryFilter } from './country-filter';
import { ListDateRange, ListTable } from './list-parts';
import { StatusFilter } from './status-filter';

export type CampaignListProps = {
  viewer: RowActionViewer;
  currentCompanyId: string | null;
  useAdvancedUi: boolean;
  /** Export control for the list's current filters (features/exports, composed by the route). */
  renderExport?: (params: Record<string, unknown>) => ReactNode;
  onSwitchCompany: (companyId: string, path: string) => Promise<string | null>;
  /** Bumped by the header's refresh icon. */
  refreshKey?: number;
  /** Opens the SKU performance dialog of a product campaign (features/sponsor-sku-report, composed by the route). */
  onSkuPerformance?: (row: ListRow) => void;
  /** Opens the campaign sales download (flag download_campaign_sales); absent: no menu entry. */
  onDownloadSales?: (row: ListRow) => void;
  /** Opens the diagnostics dialog (features/sponsor-diagnostics; staff, flag); absent: no menu entry. */
  onDiagnose?: (row: ListRow) => void;
};

const showSwitchFailure = (message: string) => notifications.show({ color: 'red', message });

/** A status from the address, only when it is one the server knows. */
function knownStatus(value: string | null): AdSetStatus | null {
  return value !== null && (adSetStatuses as readonly string[]).includes(value)
    ? (value as AdSetStatus)
    : null;
}

/** Spec 2 §2 "Campaign list": product or banner campaigns with filters, columns, sorting and row actions. */
export function CampaignList({
  viewer,
  currentCompanyId,
  useAdvancedUi,
  renderExport,
  onSwitchCompany,
  refreshKey = 0,
  onSkuPerformance,
  onDownloadSales,
  onDiagnose,
}: CampaignListProps) {
  const { t } = useTranslation('sponsor');
  const navigate = useNavigate();
  const location = useLocation();
  const [params, set] = useListParams();
  // The toggle and the budget cell: the matrix rows of the operations they run.
  const canEdit = isAllowed(roleMatrix.changeAdSetRunningStatus, viewer);
  const dates = rangeToDateTimes(params.range, params.timeZone);
  const variables = {
    page: params.page,
    sortBy: params.sort?.column ?? null,
    direction: params.sort?.direction ?? null,
    filters: { campaignName: params.name || null, status: knownStatus(params.status) },
    ventureId: params.country,
    brand: params.brandId,
    startDate: dates.startDate,
    endDate: dates.endDate,
    adType: params.adType,
  };
  const [{ data, error, fetching }, reexecute] = useSponsorCampaigns(variables);
  const [statuses] = useSponsorCampaignStatuses(params.adType);
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the header's refresh is pressed.
  useEffect(() => {
    if (refreshKey > 0) refresh();
  }, [refreshKey]);

  const allowed = useCallback((id: string) => (id === 'brand' ? !params.brandId : true), [params.brandId]);
  // Only staff ever see the supplier column: the gear does not offer it to others (issue 12).
  const offered = useCallback((id: string) => id !== 'supplier' || viewer.isStaff, [viewer.isStaff]);
  const columns = useListColumns(listKeyFor(params.adType, 'campaign'), allowed, offered);
  // A log or diagnostics link to a campaign of another account the user may act for switches there.
  const related = useRelatedAccountSwitch({
    campaignId: linkedCampaignId(new URLSearchParams(location.search)),
    currentCompanyId,
    onSwitchCompany,
    onSwitchFailed: showSwitchFailure,
  });
  const isLeaving = related.isSwitching || related.isCheckingRelated;
  const rowActions = useRowActions({
    level: 'campaign',
    useAdvancedUi,
    currentCompanyId,
    logRowId: isLeaving ? null : params.logActivityCampaignId,
    setLogRowId: (id) => set.setLogActivity('logActivityCampaignId', id),
    onSwitchCompany,
    refresh,
    timeZone: params.timeZone,
  });
  // The report entries open dialogs of another feature, which the route composes.
  const actions = {
    ...rowActions,
    onAction: (row: ListRow, action: RowAction) => {
      if (action === 'skuPerformance') return onSkuPerformance?.(row);
      if (action === 'downloadSales') return onDownloadSales?.(row);
      if (action === 'diagnose') return onDiagnose?.(row);
      return rowActions.onAction(row, action);
    },
  };
  const list = data?.sponsorCampaigns;
  const rows = useMemo(() => (list?.objects ?? []).map(campaignListRow), [list]);
  // The range as the filter writes it (yyyy/MM/dd – yyyy/MM/dd, decision 0181).
  const rangeText =
    params.range.start && params.range.end ? formatDayRange(params.range) : t('dateRange.presets.lifetime');

  return (
    <Stack gap="md">
      <SegmentedControl
        w="fit-content"
        value={params.adType}
        onChange={(value) => set.setAdType(value === 'BANNER' ? 'BANNER' : 'PRODUCT')}
        data={[
          { value: 'PRODUCT', label: t('adType.PRODUCT') },
          { value: 'BANNER', label: t('adType.BANNER') },
        ]}
      />
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group justify="space-between" align="center">
            <Group gap={6}>
              <Title order={3}>{t('list.title', { range: rangeText })}</Title>
              <Tooltip label={t('list.titleTip')} multiline w={280} withArrow>
                <IconInfoCircle size={18} aria-label={t('list.titleTip')} />
              </Tooltip>
            </Group>
            <Group gap="sm">
              <ListDateRange params={params} onChange={set.setRange} />
              {renderExport?.({
                adType: params.adType,
                startDate: dates.startDate,
                endDate: dates.endDate,
                status: params.status,
                campaignName: params.name || null,
                brand: params.brandId,
                ventureId: params.country,
              })}
              <ColumnSettingsButton columns={columns} />
            </Group>
          </Group>
          <Group gap="sm">
            <CampaignSearch value={params.name} onChange={set.setName} />
            <StatusFilter
              statuses={statuses.data?.sponsorCampaignStatuses ?? []}
              value={params.status}
              onChange={set.setStatus}
            />
            <CountryFilter value={params.country} onChange={set.setCountry} />
          </Group>
          <ListTable
            query={{ data, error, fetching }}
            rows={rows}
            list={list}
            timeZone={params.timeZone}
            onPageChange={set.setPage}
            emptyText={
              <Stack align="center" gap={4}>
                <Text fw={500} c="var(--mantine-color-text)">
                  {t('list.empty')}
                </Text>
                <Text size="sm">{t('list.emptyHint')}</Text>
              </Stack>
            }
            columns={columns.visible}
            sort={params.sort}
            onSort={set.setSort}
            canEdit={canEdit}
            actionsFor={(row) =>
              rowActionsFor(viewer, row.adSet?.status ?? row.status, {
                adType: onSkuPerformance ? params.adType : null,
                salesDownload: Boolean(onDownloadSales && row.adSet),
                diagnose: Boolean(onDiagnose),
              })
            }
            rowHref={(row) => adSetPagePath(row.id, location.search)}
            onRowClick={(row) => navigate(adSetPagePath(row.id, location.search))}
            actions={actions}
          />
        </Stack>
      </Paper>
      {actions.dialogs}
    </Stack>
  );
}
