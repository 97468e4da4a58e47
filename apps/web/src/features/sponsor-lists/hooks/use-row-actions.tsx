import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useFormatMoney } from '../../../components/money';
import { lazyDialog, OnDemandDialog } from '../../../lib/lazy-dialog';
import { withKeptParams } from '../../../lib/query-params';
import { useChangeAdSetRunningStatus } from '../api/change-ad-set-running-status';
import { useCopySponsorCampaign } from '../api/copy-sponsor-campaign';
import { useDuplicateSponsorCampaign } from '../api/duplicate-sponsor-campaign';
import { type HistoryObjectType, useActivityHistory } from '../api/get-activity-history';
import { useCompatibleSuppliers } from '../api/get-compatible-suppliers';
import { useRemoveAdSet } from '../api/remove-ad-set';
import { useUpdateAdsetBudget } from '../api/update-adset-budget';
import type { BudgetChange, BudgetSaveResult } from '../components/budget-dialog';
import { copiedPath, detailPath, editPath } from '../utils/destinations';
import { firstError } from '../utils/messages';
import type { RowAction } from '../utils/row-actions';
import type { ListRow } from '../utils/rows';

export type RowActionsOptions = {
  level: 'campaign' | 'adSet';
  /** The campaign of an ad-set page (ad-set rows edit their campaign). */
  campaignId?: string;
  useAdvancedUi: boolean;
  currentCompanyId: string | null;
  /** The activity log's row id from the address (logActivityCampaignId / logActivityAdsSetId). */
  logRowId: string | null;
  setLogRowId: (id: string | null) => void;
  /** Opens `path` acting for another company (the copy landed in another supplier's account). */
  onSwitchCompany: (companyId: string, path: string) => Promise<string | null>;
  refresh: () => void;
  /** The list's report zone: the activity log's zone when it opens from the address, before a row is known. */
  timeZone: string;
};

// The row actions' dialogs load when one first opens (lib/lazy-dialog.tsx): a list page shows none at first.
const ActivityLogDialog = lazyDialog(
  async () => (await import('../components/activity-log-dialog')).ActivityLogDialog,
);
const RemoveDialog = lazyDialog(async () => (await import('../components/remove-dialog')).RemoveDialog);
const CopyToSupplierDialog = lazyDialog(
  async () => (await import('../components/copy-to-supplier-dialog')).CopyToSupplierDialog,
);

/** Spec 2 §2 row actions of the campaign and ad-set lists: mutations, navigation and their dialogs. */
export function useRowActions(options: RowActionsOptions) {
  const {
    level,
    campaignId,
    useAdvancedUi,
    currentCompanyId,
    logRowId,
    setLogRowId,
    onSwitchCompany,
    refresh,
    timeZone: reportTimeZone,
  } = options;
  const { t } = useTranslation('sponsor');
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  const location = useLocation();
  const go = useCallback(
    (path: string) => navigate(withKeptParams(path, location.search)),
    [navigate, location],
  );
  const [, changeRunningStatus] = useChangeAdSetRunningStatus();
  const [, updateBudget] = useUpdateAdsetBudget();
  const [, removeAdSet] = useRemoveAdSet();
  const [, duplicate] = useDuplicateSponsorCampaign();
  const [, copyCampaign] = useCopySponsorCampaign();
  const [removing, setRemoving] = useState<ListRow | null>(null);
  const [copying, setCopying] = useState<ListRow | null>(null);
  const [logName, setLogName] = useState<string | null>(null);
  const [logCurrency, setLogCurrency] = useState<ListRow['currency']>(null);
  // The log's times and days are its campaign's catalog's (decision 0171), as the list's schedule column.
  const [logTimeZone, setLogTimeZone] = useState<string | null>(null);

  const logObjectType: HistoryObjectType = level === 'campaign' ? 'CAMPAIGN' : 'AD_SET';
  const [history] = useActivityHistory(logRowId ? { objectType: logObjectType, objectId: logRowId } : null);
  // What the log is of comes with it (decision 0266): a dialog opened from the address alone (a reload, a
  // shared link) is titled, priced and dated as one opened from its row. The row's are shown until it answers.
  const answered = history.data?.activityLog;
  const log = answered && answered.objectId === logRowId ? answered : null;
  const logTitleName = log?.name ?? logName;
  const [suppliers] = useCompatibleSuppliers(copying?.id ?? null);
  const campaignOf = (row: ListRow) => (level === 'campaign' ? row.id : (campaignId ?? row.id));

  const fail = (message: string) => notifications.show({ color: 'red', message });

  const onToggle = async (row: ListRow, runningStatus: 'STARTED' | 'PAUSED') => {
    if (!row.adSet) return;
    const result = await changeRunningStatus({ id: row.adSet.id, runningStatus });
    const error = firstError(t, {
      errors: result.data?.changeAdSetRunningStatus.errors,
      error: result.error,
    });
    if (error) fail(error);
    else refresh();
  };

  const onSaveBudget = async (row: ListRow, change: BudgetChange): Promise<BudgetSaveResult> => {
    if (!row.adSet) return { ok: false };
    const result = await updateBudget({
      id: row.adSet.id,
      budget: change.budget,
      budgetDaily: change.budgetDaily,
    });
    const payload = result.data?.updateAdsetBudget;
    // The server's minimum (configuration) in the wallet currency, not "at least 2000" (issue 12).
    const formatMin = (min: string) => formatMoney(min, row.currency, min);
    const error = firstError(t, { errors: payload?.errors, error: result.error }, formatMin);
    if (error || !payload?.ok) return { ok: false, error: error ?? t('budget.failed') };
    notifications.show({ color: 'green', message: t('budget.updated') });
    refresh();
    return { ok: true };
  };

  const onAction = async (row: ListRow, action: RowAction) => {
    switch (action) {
      case 'edit':
      case 'review':
        return go(editPath(campaignOf(row), useAdvancedUi));
      case 'detail':
        return go(detailPath(campaignOf(row)));
      case 'activityLog':
        setLogName(row.name);
        setLogCurrency(row.currency);
        setLogTimeZone(row.adSet?.catalog?.timeZone ?? null);
        return setLogRowId(row.id);
      case 'remove':
        return setRemoving(row);
      case 'copy':
        return setCopying(row);
      case 'duplicate': {
        const result = await duplicate({ id: campaignOf(row) });
        const payload = result.data?.duplicateSponsorCampaign;
        const error = firstError(t, { errors: payload?.errors, error: result.error });
        if (error || !payload?.campaign) return fail(error ?? t('duplicate.failed'));
        notifications.show({ color: 'green', message: t('duplicate.done') });
        return go(detailPath(payload.campaign.id));
      }
    }
  };

  const confirmRemove = async () => {
    if (!removing?.adSet) return t('remove.failed');
    const result = await removeAdSet({ id: removing.adSet.id });
    const error = firstError(t, { errors: result.data?.removeAdSet.errors, error: result.error });
    if (error) return error;
    notifications.show({ color: 'green', message: t('remove.done', { name: removing.name }) });
    refresh();
    return null;
  };

  const copy = async (supplierId: string) => {
    if (!copying) return null;
    const result = await copyCampaign({ campaignId: campaignOf(copying), targetSupplierId: supplierId });
    const payload = result.data?.copySponsorCampaign;
    const error = firstError(t, { errors: payload?.errors, error: result.error });
    if (error || !payload?.campaign) return error ?? t('copy.failed');
    const copied = payload.campaign;
    const path = copiedPath(copied.id);
    if (copied.supplier && copied.supplier.id !== currentCompanyId)
      return onSwitchCompany(copied.supplier.id, path);
    setCopying(null);
    go(path);
    return null;
  };

  const dialogs = (
    <>
      <OnDemandDialog
        dialog={ActivityLogDialog}
        opened={logRowId !== null}
        title={logTitleName ? t('activityLog.titleFor', { name: logTitleName }) : t('activityLog.title')}
        entries={log?.entries ?? (history.data ? [] : null)}
        currency={log?.walletCurrency ?? logCurrency}
        catalogCurrency={log?.catalog?.currencyCode ?? null}
        timeZone={log?.catalog?.timeZone ?? logTimeZone ?? reportTimeZone}
        isLoading={history.fetching && !history.data}
        onClose={() => {
          setLogRowId(null);
          setLogName(null);
          setLogCurrency(null);
          setLogTimeZone(null);
        }}
      />
      <OnDemandDialog
        dialog={RemoveDialog}
        opened={removing !== null}
        name={removing?.name ?? ''}
        onClose={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
      <OnDemandDialog
        dialog={CopyToSupplierDialog}
        opened={copying !== null}
        campaignName={copying?.name ?? ''}
        suppliers={suppliers.data?.sponsorCampaignCompatibleSuppliers ?? null}
        isLoading={suppliers.fetching}
        onClose={() => setCopying(null)}
        onCopy={copy}
      />
    </>
  );

  return { onAction, onToggle, onSaveBudget, dialogs };
}
