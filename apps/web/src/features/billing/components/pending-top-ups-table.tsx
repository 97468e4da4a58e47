import { Button, Group } from '@mantine/core';
import { formatDateTime } from '@portal/domain/day-format';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyableReference } from '../../../components/copyable-reference';
import { DataTable } from '../../../components/data-table/data-table';
import { Money } from '../../../components/money';
import type { PendingTopUp } from '../api/get-pending-top-ups';

export type PendingTopUpsTableProps = {
  rows: readonly PendingTopUp[];
  isLoading: boolean;
  /** The staff user's profile zone (decision 0171: a billing list is read in its reader's calendar). */
  timeZone: string;
  onOpen: (kind: 'paid' | 'failed', row: PendingTopUp) => void;
};

const column = createColumnHelper<PendingTopUp>();

/** Staff: the open top-up requests, each with Mark paid and Mark failed. */
export function PendingTopUpsTable({ rows, isLoading, timeZone, onOpen }: PendingTopUpsTableProps) {
  const { t } = useTranslation('billing');
  const columns = useMemo(() => {
    return [
      column.accessor((row) => row.topUp.dateCreated, {
        id: 'date',
        header: t('staff.pending.date'),
        // yyyy/MM/dd HH:mm, as every date of the portal (decision 0181).
        cell: (c) => formatDateTime(c.getValue(), timeZone),
      }),
      column.accessor('companyName', { header: t('staff.pending.company') }),
      // What the customer quotes with the transfer: staff match the bank's lines to requests by it.
      column.accessor((row) => row.topUp.reference, {
        id: 'reference',
        header: t('staff.pending.reference'),
        cell: (c) => (
          <CopyableReference
            reference={c.getValue()}
            copyLabel={t('staff.pending.copyReference', { reference: c.getValue() })}
            copiedLabel={t('staff.pending.referenceCopied', { reference: c.getValue() })}
          />
        ),
      }),
      column.accessor((row) => row.topUp.type, {
        id: 'method',
        header: t('staff.pending.method'),
        cell: (c) => t(`staff.pending.type.${c.getValue()}`),
      }),
      column.accessor((row) => row.topUp.amount, {
        id: 'amount',
        header: t('staff.pending.amount'),
        meta: { align: 'right' },
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.topUp.currency} />,
      }),
      column.accessor((row) => row.topUp.total, {
        id: 'total',
        header: t('staff.pending.total'),
        meta: { align: 'right' },
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.topUp.currency} />,
      }),
      column.accessor((row) => row.requestedByEmail ?? '—', {
        id: 'requestedBy',
        header: t('staff.pending.requestedBy'),
      }),
      column.display({
        id: 'actions',
        header: '',
        cell: ({ row: { original: row } }) => (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button
              size="xs"
              onClick={() => onOpen('paid', row)}
              aria-label={t('staff.pending.markPaidFor', { id: row.topUp.id })}
            >
              {t('staff.pending.markPaid')}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => onOpen('failed', row)}
              aria-label={t('staff.pending.markFailedFor', { id: row.topUp.id })}
            >
              {t('staff.pending.markFailed')}
            </Button>
          </Group>
        ),
      }),
    ];
  }, [t, timeZone, onOpen]);
  return (
    <DataTable
      data={rows}
      columns={columns}
      getRowId={(row) => row.topUp.id}
      emptyText={t('staff.pending.none')}
      isLoading={isLoading}
      rowAttributes={() => ({ 'data-testid': 'pending-top-up-row' })}
      minWidth={840}
      striped
    />
  );
}
