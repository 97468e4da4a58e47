import { Badge, Button, Group } from '@mantine/core';
import { formatDateTime } from '@portal/domain/day-format';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyableReference } from '../../../components/copyable-reference';
import { DataTable } from '../../../components/data-table/data-table';
import { Money } from '../../../components/money';
import type { PendingMpaTopUp, PendingMpaTopUpPage } from '../api/get-pending-mpa-top-ups';

export type MpaTopUpAction = 'approve' | 'complete' | 'fail';

export type PendingMpaTopUpsTableProps = {
  list: PendingMpaTopUpPage | undefined;
  isLoading: boolean;
  /** The staff user's profile zone (decision 0171). */
  timeZone: string;
  /** A row's action is under way: its buttons wait. */
  busyId: string | null;
  onAction: (action: MpaTopUpAction, row: PendingMpaTopUp) => void;
  onPageChange: (page: number) => void;
};

const column = createColumnHelper<PendingMpaTopUp>();

/** Staff: the open Meta wire transfers; Approve while REQUESTING, Complete and Fail while REQUESTING or APPROVED. */
export function PendingMpaTopUpsTable(props: PendingMpaTopUpsTableProps) {
  const { list, isLoading, timeZone, busyId, onAction, onPageChange } = props;
  const { t } = useTranslation('mpaCredits');
  const columns = useMemo(
    () => [
      column.accessor('companyName', { header: t('staff.company') }),
      column.accessor('sellerName', { header: t('staff.seller') }),
      // What the customer quotes with the transfer, REQUESTING or APPROVED: staff match the money by it.
      column.accessor((row) => row.request.reference, {
        id: 'reference',
        header: t('staff.reference'),
        cell: (c) => (
          <CopyableReference
            reference={c.getValue()}
            copyLabel={t('staff.copyReference', { reference: c.getValue() })}
            copiedLabel={t('staff.referenceCopied', { reference: c.getValue() })}
          />
        ),
      }),
      column.accessor((row) => row.request.method, {
        id: 'method',
        header: t('staff.method'),
        cell: (c) => t(`method.${c.getValue()}`, { defaultValue: c.getValue() }),
      }),
      column.accessor((row) => row.request.requestAmount, {
        id: 'amount',
        header: t('staff.amount'),
        meta: { align: 'right' },
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.request.currency} />,
      }),
      column.accessor((row) => row.request.taxAmount, {
        id: 'tax',
        header: t('staff.tax'),
        meta: { align: 'right' },
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.request.currency} />,
      }),
      column.accessor((row) => row.request.total, {
        id: 'total',
        header: t('staff.total'),
        meta: { align: 'right' },
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.request.currency} />,
      }),
      column.accessor((row) => row.request.dateCreated, {
        id: 'date',
        header: t('staff.date'),
        cell: (c) => formatDateTime(c.getValue(), timeZone),
      }),
      column.accessor((row) => row.request.status, {
        id: 'status',
        header: t('staff.status'),
        cell: (c) => (
          <Badge variant="light" color={c.getValue() === 'APPROVED' ? 'blue' : 'yellow'}>
            {t(`status.${c.getValue()}`, { defaultValue: c.getValue() })}
          </Badge>
        ),
      }),
      column.display({
        id: 'actions',
        header: '',
        cell: ({ row: { original: row } }) => {
          const { id, status } = row.request;
          const isOpen = status === 'REQUESTING' || status === 'APPROVED';
          const isBusy = busyId === id;
          return (
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              {status === 'REQUESTING' ? (
                <Button
                  size="xs"
                  variant="light"
                  loading={isBusy}
                  onClick={() => onAction('approve', row)}
                  aria-label={t('staff.approveFor', { id })}
                >
                  {t('staff.approve')}
                </Button>
              ) : null}
              {isOpen ? (
                <>
                  <Button
                    size="xs"
                    disabled={isBusy}
                    onClick={() => onAction('complete', row)}
                    aria-label={t('staff.completeFor', { id })}
                  >
                    {t('staff.complete')}
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    disabled={isBusy}
                    onClick={() => onAction('fail', row)}
                    aria-label={t('staff.failFor', { id })}
                  >
                    {t('staff.fail')}
                  </Button>
                </>
              ) : null}
            </Group>
          );
        },
      }),
    ],
    [t, timeZone, busyId, onAction],
  );
  return (
    <DataTable
      label={t('staff.label')}
      data={list?.objects ?? []}
      columns={columns}
      getRowId={(row) => row.request.id}
      emptyText={t('staff.none')}
      isLoading={isLoading}
      serverPaging={list ? { page: list.page, numPages: list.numPages, onChange: onPageChange } : undefined}
      rowAttributes={(row) => ({
        'data-testid': 'pending-mpa-top-up-row',
        'data-status': row.request.status,
      })}
      minWidth={1020}
      striped
    />
  );
}
