import { Modal } from '@mantine/core';
import { formatDateTime, formatDay } from '@portal/domain/day-format';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { type MoneyCurrency, useFormatMoney } from '../../../components/money';
import { StatusBadge } from '../../../components/status-badge';
import { useCatalogName } from '../../../lib/country-name';
import { useAllCatalogs } from '../api/get-all-catalogs';

export type HistoryChange = {
  actionType: string;
  objectType: string;
  field: string | null;
  old: string | null;
  new: string | null;
};
export type HistoryEntry = {
  updatedBy: string | null;
  updatedDate: string;
  changes: readonly HistoryChange[];
};

export type ActivityLogDialogProps = {
  opened: boolean;
  title: string;
  entries: readonly HistoryEntry[] | null;
  isLoading: boolean;
  /** The wallet currency of the campaign the log is of: budgets, bids and prices are shown in it. */
  currency?: MoneyCurrency | null;
  /** The zone of the campaign's catalog: the log's times and recorded days are read in it (decisions 0171, 0181). */
  timeZone: string;
  onClose: () => void;
};

const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Fields the log records as decimal text of a wallet amount (record-history's money fields). The product
 * price filter (`productMinPrice`, `productMaxPrice`) is in the catalog's currency, which the log does not
 * carry: it stays as recorded rather than shown in the wrong currency.
 */
const moneyFields = new Set(['budgetTotal', 'budgetDaily', 'budgetDailyTotal', 'bidWalletCurrency']);
/** Fields whose values are codes with a label of their own (`activityLog.values.<field>.<code>`). */
const codedFields = new Set(['runningStatus', 'budgetType', 'scheduleType', 'bidType', 'goal', 'gender']);

type ValueContext = {
  t: TFunction<'sponsor'>;
  timeZone: string;
  money: ReturnType<typeof useFormatMoney>;
  currency: MoneyCurrency | null | undefined;
  catalogName: (id: string) => string | undefined;
};

/**
 * A recorded value in words (spec 2 §3 "History entry", issue 12): dates as dates, money in the wallet
 * currency, statuses and other codes by their labels, the catalog by its name; anything else as recorded.
 */
export function displayValue(field: string | null, value: string | null, context: ValueContext): string {
  const { t, timeZone } = context;
  if (value === null || value === '') return '-';
  if (field && moneyFields.has(field)) return context.money(value, context.currency, '-');
  if (field === 'catalogId') return context.catalogName(value) ?? value;
  if (field === 'status') return t(`status.${value}`, { defaultValue: value });
  if (field === 'adType') return t(`adType.${value}`, { defaultValue: value });
  if (field && codedFields.has(field))
    return t(`activityLog.values.${field}.${value}`, { defaultValue: value });
  if (value === 'true' || value === 'false') return t(`activityLog.values.boolean.${value}`);
  return isoDate.test(value) ? formatDay(value, timeZone, '-') : value;
}

type LogRow = { entry: HistoryEntry; change: HistoryChange; key: string };
const column = createColumnHelper<LogRow>();

/** Spec 2 §2: the changes of a campaign, ad set or ad, newest first; 'no activity data' when empty. */
export function ActivityLogDialog({
  opened,
  title,
  entries,
  isLoading,
  currency,
  timeZone,
  onClose,
}: ActivityLogDialogProps) {
  const { t } = useTranslation('sponsor');
  const money = useFormatMoney();
  const [catalogs] = useAllCatalogs();
  const catalogList = catalogs.data?.allCatalogs;
  const nameOf = useCatalogName();
  const context = useMemo<ValueContext>(() => {
    const names = new Map((catalogList ?? []).map((catalog) => [String(catalog.id), nameOf(catalog)]));
    return { t, timeZone, money, currency, catalogName: (id) => names.get(id) };
  }, [t, timeZone, money, currency, catalogList, nameOf]);
  const rows = useMemo(
    () =>
      (entries ?? []).flatMap((entry, entryIndex) =>
        entry.changes.map((change, changeIndex) => ({ entry, change, key: `${entryIndex}-${changeIndex}` })),
      ),
    [entries],
  );
  const columns = useMemo(
    () => [
      column.accessor((row) => row.entry.updatedDate, {
        id: 'date',
        header: t('activityLog.date'),
        // One line: the date and time never wrap (issue 12: four lines in a narrow column).
        cell: (c) => (
          <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.getValue(), timeZone, '-')}</span>
        ),
      }),
      column.accessor((row) => row.entry.updatedBy ?? '-', { id: 'user', header: t('activityLog.user') }),
      column.accessor((row) => row.change.actionType, {
        id: 'action',
        header: t('activityLog.action'),
        cell: (c) => <StatusBadge kind="change" status={c.getValue()} />,
      }),
      column.accessor((row) => row.change.objectType, {
        id: 'object',
        header: t('activityLog.object'),
        cell: (c) => t(`activityLog.objects.${c.getValue()}`, { defaultValue: c.getValue() }),
      }),
      column.accessor((row) => row.change.field ?? '-', {
        id: 'field',
        header: t('activityLog.field'),
        cell: (c) => t(`activityLog.fields.${c.getValue()}`, { defaultValue: c.getValue() }),
      }),
      column.accessor((row) => displayValue(row.change.field, row.change.old, context), {
        id: 'old',
        header: t('activityLog.old'),
      }),
      column.accessor((row) => displayValue(row.change.field, row.change.new, context), {
        id: 'new',
        header: t('activityLog.new'),
      }),
    ],
    [t, timeZone, context],
  );
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" centered>
      <DataTable
        data={rows}
        columns={columns}
        getRowId={(row) => row.key}
        emptyText={t('activityLog.empty')}
        isLoading={isLoading}
        minWidth={640}
        striped
        testId="activity-log"
      />
    </Modal>
  );
}
