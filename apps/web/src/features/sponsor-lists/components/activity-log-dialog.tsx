import { Modal } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime, formatDay } from '../utils/format';

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
  onClose: () => void;
};

const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Date fields are shown as dates (spec 2 §3 "History entry"); everything else as recorded. */
function displayValue(value: string | null, locale: string): string {
  if (value === null || value === '') return '-';
  return isoDate.test(value) ? formatDay(value, locale) : value;
}

type LogRow = { entry: HistoryEntry; change: HistoryChange; key: string };
const column = createColumnHelper<LogRow>();

/** Spec 2 §2: the changes of a campaign, ad set or ad, newest first; 'no activity data' when empty. */
export function ActivityLogDialog({ opened, title, entries, isLoading, onClose }: ActivityLogDialogProps) {
  const { t, i18n } = useTranslation('sponsor');
  const locale = i18n.language;
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
        cell: (c) => formatDateTime(c.getValue(), locale),
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
      column.accessor((row) => row.change.field ?? '-', { id: 'field', header: t('activityLog.field') }),
      column.accessor((row) => displayValue(row.change.old, locale), {
        id: 'old',
        header: t('activityLog.old'),
      }),
      column.accessor((row) => displayValue(row.change.new, locale), {
        id: 'new',
        header: t('activityLog.new'),
      }),
    ],
    [t, locale],
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
