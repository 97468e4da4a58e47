import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isAllowed } from '@portal/domain/permissions';
import { roleMatrix } from '@portal/domain/role-matrix';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { rangeToDateTimes } from '../../../components/date-range-filter/date-range-param';
import { StatusBadge } from '../../../components/status-badge';
import { withKeptParams } from '../../../lib/query-params';
import { useAdsSets } from '../api/get-ads-sets';
import { useListColumns } from '../hooks/use-list-columns';
import { useListParams } from '../hooks/use-list-params';
import { useRelatedAccountSwitch } from '../hooks/use-related-account-switch';
import { useRowActions } from '../hooks/use-row-actions';
import { listKeyFor } from '../utils/columns';
import { campaignListPath, editPath } from '../utils/destinations';
import { type RowAction, type RowActionViewer, rowActionsFor } from '../utils/row-actions';
import { adSetListRow, type ListRow } from '../utils/rows';
import { ColumnSettingsButton } from './column-settings-button';
import { CountryFilter } from './country-filter';
import { ListDateRange, ListTable } from './list-parts';

export type AdSetPageProps = {
  campaignId: string | null;
  viewer: RowActionViewer;
  currentCompanyId: string | null;
  useAdvancedUi: boolean;
  onSwitchCompany: (companyId: string, path: string) => Promise<string | null>;
  /** Opens an ad set's SKU performance (product campaigns; features/sponsor-sku-report, by the route). */
  onSkuPerformance?: (row: ListRow) => void;
  /** Opens an ad set's sales download (flag download_campaign_sales); absent: no menu entry. */
  onDownloadSales?: (row: ListRow) => void;
};

const allowAll = () => true;

/**
 * /sponsor/adset/{cid}: the campaign's ad sets with their own date range and country. A campaign
 * of another account the user may act for switches to that account (relatedAccount).
 */
export function AdSetPage({
  campaignId,
  viewer,
  currentCompanyId,
  useAdvancedUi,
  onSwitchCompany,
  onSkuPerformance,
  onDownloadSales,
}: AdSetPageProps) {
  const { t } = useTranslation('sponsor');
  const navigate = useNavigate();
  const location = useLocation();
  const [params, set] = useListParams();
  const related = useRelatedAccountSwitch({ campaignId, currentCompanyId, onSwitchCompany });
  const { campaign } = related;

  const dates = rangeToDateTimes(params.range, params.timeZone);
  const [{ data, error, fetching }, reexecute] = useAdsSets(
    {
      page: params.page,
      campaignId: campaignId ?? '',
      catalogId: params.country,
      startDate: dates.startDate,
      endDate: dates.endDate,
      // Sorted by any column, metrics included, over the whole list on the server (issue 13).
      sortBy: params.sort?.column ?? null,
      direction: params.sort?.direction ?? null,
    },
    !campaign,
  );
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const adType = campaign?.adType === 'BANNER' ? 'BANNER' : 'PRODUCT';
  const columns = useListColumns(listKeyFor(adType, 'adSet'), allowAll);
  const currency = campaign?.supplier?.walletCurrency ?? null;
  const rowActions = useRowActions({
    level: 'adSet',
    campaignId: campaignId ?? undefined,
    useAdvancedUi,
    currentCompanyId,
    logRowId: params.logActivityAdsSetId,
    setLogRowId: (id) => set.setLogActivity('logActivityAdsSetId', id),
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
      return rowActions.onAction(row, action);
    },
  };
  const list = data?.adsSets;
  const rows = useMemo(
    () => (list?.objects ?? []).map((adSet) => adSetListRow(adSet, currency)),
    [list, currency],
  );
  // The toggle and the budget cell: the matrix rows of the operations they run.
  const canEdit = isAllowed(roleMatrix.changeAdSetRunningStatus, viewer);
  // Back to the list with the date, country, filters and sort it was left with (kept in the address: reloads too).
  const back = campaignListPath(location.search, adType);

  if (!campaignId || (related.isMissing && !related.isCheckingRelated && !related.relatedCompanyId)) {
    return (
      <Stack gap="md">
        <Anchor component={Link} to={back}>
          <Group gap={4}>
            <IconArrowLeft size={16} />
            {t('adSets.back')}
          </Group>
        </Anchor>
        <Text c="dimmed">{t('adSets.notFound')}</Text>
      </Stack>
    );
  }
  if (!campaign) return <CenteredLoader />;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={back} w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {t('adSets.back')}
        </Group>
      </Anchor>
      <Group gap="sm">
        <Title order={1}>{campaign.name}</Title>
        {/* The reason a campaign does not deliver or completed, as its row in the campaign list says it. */}
        <StatusBadge
          kind="campaign"
          status={campaign.status}
          effectiveStatus={campaign.adsetSet[0]?.effectiveStatus}
        />
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={3}>{t('adSets.title')}</Title>
            <Group gap="sm">
              <CountryFilter value={params.country} onChange={set.setCountry} />
              <ListDateRange params={params} onChange={set.setRange} />
              <ColumnSettingsButton columns={columns} />
            </Group>
          </Group>
          <ListTable
            query={{ data, error, fetching }}
            rows={rows}
            list={list}
            timeZone={params.timeZone}
            onPageChange={set.setPage}
            emptyText={t('adSets.empty')}
            subject="adSet"
            columns={columns.visible}
            sort={params.sort}
            onSort={set.setSort}
            canEdit={canEdit}
            actionsFor={(row) =>
              rowActionsFor(viewer, row.status, {
                adType: onSkuPerformance ? adType : null,
                salesDownload: Boolean(onDownloadSales),
              }).filter((action) => action !== 'duplicate' && action !== 'copy')
            }
            onRowClick={() => navigate(withKeptParams(editPath(campaign.id, useAdvancedUi), location.search))}
            actions={actions}
          />
        </Stack>
      </Paper>
      {actions.dialogs}
    </Stack>
  );
}
