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

/** A brand, seller, category, segment or catalog a value holds, named by the server (decision 0266). */
export type HistoryRef = { id: string; name: string | null; code: string | null; deleted: boolean };

export type HistoryChange = {
  actionType: string;
  objectType: string;
  field: string | null;
  old: string | null;
  new: string | null;
  /** The ids `old` / `new` hold, by name; null (or absent) when the field holds no ids. */
  oldRefs?: readonly HistoryRef[] | null;
  newRefs?: readonly HistoryRef[] | null;
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
  /** The currency of the ad set's catalog: the product price filter is recorded in it. */
  catalogCurrency?: MoneyCurrency | null;
  /** The zone of the campaign's catalog: the log's times and recorded days are read in it (decisions 0171, 0181). */
  timeZone: string;
  onClose: () => void;
};

const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Fields the log records as decimal text of a wallet amount (record-history's money fields). */
const moneyFields = new Set(['budgetTotal', 'budgetDaily', 'budgetDailyTotal', 'bidWalletCurrency']);
/** The product price filter: decimal text in the catalog's currency (shown as recorded without it). */
const catalogMoneyFields = new Set(['productMinPrice', 'productMaxPrice']);
/** Fields whose values are codes with a label of their own (`activityLog.values.<field>.<code>`). */
const codedFields = new Set(['runningStatus', 'budgetType', 'scheduleType', 'bidType', 'goal', 'gender']);

type ValueContext = {
  t: TFunction<'sponsor'>;
  timeZone: string;
  money: ReturnType<typeof useFormatMoney>;
  currency: MoneyCurrency | null | undefined;
  catalogCurrency: MoneyCurrency | null | undefined;
  catalogName: (catalog: { code: string; name?: string | null }) => string;
};

/** A key in words: `DESKTOP_HOME` → "Desktop home", `removedAt` → "Removed at". */
function humanize(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A recorded field in words: its label (`activityLog.fields.<field>`), a banner placement's field as
 * "Desktop home banner — landing URL"; a field without a label in words rather than as its key.
 */
export function fieldLabel(field: string | null, t: TFunction<'sponsor'>): string {
  if (!field) return '-';
  const placement = /^placements\.([A-Za-z0-9_]+)\.(\w+)$/.exec(field);
  if (placement) {
    const [, code, part] = placement as unknown as [string, string, string];
    return t('activityLog.placementField', {
      placement: t(`activityLog.placements.${code}`, { defaultValue: humanize(code) }),
      field: t(`activityLog.placementFields.${part}`, { defaultValue: humanize(part).toLowerCase() }),
    });
  }
  return t(`activityLog.fields.${field}`, { defaultValue: humanize(field) });
}

/** Ids by their names: a catalog as its country in the reader's language, a deleted one says so. */
function refsText(refs: readonly HistoryRef[], context: ValueContext): string {
  return refs
    .map((ref) => {
      if (ref.deleted || ref.name === null) return context.t('activityLog.deletedRef', { id: ref.id });
      return ref.code ? context.catalogName({ code: ref.code, name: ref.name }) : ref.name;
    })
    .join(', ');
}

/**
 * A recorded value in words (spec 2 §3 "History entry", issue 12): dates as dates, money in the wallet
 * currency (the product price filter in the catalog's), statuses and other codes by their labels, brands,
 * sellers, categories, segments and catalogs by the names the server gives; anything else as recorded.
 */
export function displayValue(
  field: string | null,
  value: string | null,
  context: ValueContext,
  refs?: readonly HistoryRef[] | null,
): string {
  const { t, timeZone } = context;
  if (value === null || value === '') return '-';
  if (refs && refs.length > 0) return refsText(refs, context);
  if (field && moneyFields.has(field)) return context.money(value, context.currency, '-');
  if (field && catalogMoneyFields.has(field))
    return context.catalogCurrency ? context.money(value, context.catalogCurrency, '-') : value;
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
  catalogCurrency,
  timeZone,
  onClose,
}: ActivityLogDialogProps) {
  const { t } = useTranslation('sponsor');
  const money = useFormatMoney();
  const nameOf = useCatalogName();
  const context = useMemo<ValueContext>(
    () => ({ t, timeZone, money, currency, catalogCurrency, catalogName: nameOf }),
    [t, timeZone, money, currency, catalogCurrency, nameOf],
  );
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
      column.accessor((row) => fieldLabel(row.change.field, t), {
        id: 'field',
        header: t('activityLog.field'),
      }),
      column.accessor((row) => displayValue(row.change.field, row.change.old, context, row.change.oldRefs), {
        id: 'old',
        header: t('activityLog.old'),
      }),
      column.accessor((row) => displayValue(row.change.field, row.change.new, context, row.change.newRefs), {
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
