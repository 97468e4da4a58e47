import { Button, Group, Modal, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/day-format';
import { IconDownload } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { Money, useFormatMoney } from '../../../components/money';
import { PaymentInstructionsTable } from '../../../components/payment-instructions';
import type { MpaInvoiceRef } from '../api/download-mpa-invoice';
import type { MpaTopUpRequestPage, MpaTopUpRequestRow } from '../api/get-mpa-top-up-requests';
import { TopUpStatusIcon } from './top-up-status-icon';

export type TopUpRequestsTableProps = {
  /** The page the server answered; undefined before the first answer. */
  list: MpaTopUpRequestPage | undefined;
  isLoading: boolean;
  /** The reader's zone for the requested moment (decision 0171). */
  timeZone: string;
  onPageChange: (page: number) => void;
  onDownload: (invoice: MpaInvoiceRef) => void;
  /** The invoice whose download is under way. */
  downloadingId: string | null;
};

const column = createColumnHelper<MpaTopUpRequestRow>();

/**
 * Spec 3 §2.2 top-up request table: requested date, payment method, amount, tax, amount with tax, invoice.
 * A completed row's total is blue with a check; a failed row has the error icon with its reason; a wire
 * transfer waiting for its money offers how to pay it (bank account, reference, total) in the invoice column.
 */
export function TopUpRequestsTable(props: TopUpRequestsTableProps) {
  const { list, isLoading, timeZone, onPageChange, onDownload, downloadingId } = props;
  const { t } = useTranslation('mpaCredits');
  const money = useFormatMoney();
  // The wire transfer whose payment instructions show.
  const [paying, setPaying] = useState<MpaTopUpRequestRow | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('dateCreated', {
        header: t('table.requestedDate'),
        cell: (c) => formatDateTime(c.getValue(), timeZone),
      }),
      column.accessor('method', {
        header: t('table.method'),
        cell: (c) => t(`method.${c.getValue()}`, { defaultValue: c.getValue() }),
      }),
      column.accessor('requestAmount', {
        header: t('table.amount'),
        meta: { align: 'right' },
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currency} />,
      }),
      column.accessor('taxAmount', {
        header: t('table.tax'),
        meta: { align: 'right' },
        cell: (c) => (
          <>
            <Money amount={c.getValue()} currency={c.row.original.currency} />{' '}
            <Text span size="xs" c="dimmed">
              {t('table.taxRate', { rate: c.row.original.tax })}
            </Text>
          </>
        ),
      }),
      column.accessor('total', {
        header: t('table.total'),
        meta: { align: 'right' },
        cell: ({ row: { original: row } }) => (
          <Group gap={6} justify="flex-end" wrap="nowrap">
            <TopUpStatusIcon status={row.status} statusReason={row.statusReason} />
            <Text
              span
              size="sm"
              c={row.status === 'COMPLETED' ? 'blue' : undefined}
              fw={row.status === 'COMPLETED' ? 600 : undefined}
              data-testid="top-up-total"
            >
              <Money amount={row.total} currency={row.currency} />
            </Text>
          </Group>
        ),
      }),
      column.display({
        id: 'invoice',
        header: t('table.invoice'),
        cell: ({ row: { original: row } }) =>
          row.invoice ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              loading={downloadingId === row.invoice.id}
              onClick={() => row.invoice && onDownload(row.invoice)}
              aria-label={t('table.downloadInvoice', { invoiceNo: row.invoice.invoiceNo })}
            >
              {t('table.download')}
            </Button>
          ) : row.paymentInstructions ? (
            <Button size="xs" variant="subtle" onClick={() => setPaying(row)}>
              {t('table.howToPay')}
            </Button>
          ) : null,
      }),
    ],
    [t, timeZone, onDownload, downloadingId],
  );
  const instructions = paying?.paymentInstructions;
  return (
    <>
      <DataTable
        label={t('table.label')}
        data={list?.objects ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        emptyText={t('table.empty')}
        isLoading={isLoading}
        serverPaging={list ? { page: list.page, numPages: list.numPages, onChange: onPageChange } : undefined}
        totalText={list ? t('table.count', { count: list.totalCount }) : undefined}
        rowAttributes={(row) => ({ 'data-testid': 'top-up-row', 'data-status': row.status })}
        minWidth={760}
        striped
      />
      <Modal opened={!!instructions} onClose={() => setPaying(null)} title={t('table.howToPay')} centered>
        {instructions ? (
          <PaymentInstructionsTable
            instructions={{ ...instructions, total: money(instructions.total, instructions.currency) }}
            intro={t('table.instructions', { reference: instructions.reference })}
          />
        ) : null}
      </Modal>
    </>
  );
}
