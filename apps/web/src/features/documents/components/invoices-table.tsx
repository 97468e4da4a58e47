import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { formatDay } from '@portal/domain/day-format';
import { IconDownload } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import type { ResultOf } from 'gql.tada';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { Money } from '../../../components/money';
import { catalogName } from '../../../lib/country-name';
import type { invoiceTransactionsQuery } from '../api/get-invoice-transactions';
import type { useDocumentDownload } from '../hooks/use-document-download';

export type InvoiceList = ResultOf<typeof invoiceTransactionsQuery>['invoiceTransactions'];
type Invoice = InvoiceList['objects'][number];

export type InvoicesTableProps = {
  list: InvoiceList | undefined;
  isLoading: boolean;
  /** Flag download_invoice: without it the table has no download column. */
  allowDownload: boolean;
  documents: ReturnType<typeof useDocumentDownload>;
  onPageChange: (page: number) => void;
};

const column = createColumnHelper<Invoice>();

// An invoice's date is the issuing retailer's day (decision 0171), written as on its PDF (decision 0181).
const invoiceDay = (invoice: Invoice) => formatDay(invoice.date, invoice.catalog.timeZone);

/** The invoices of a date range, a page at a time: number, retailer's day, retailer, amounts, download. */
export function InvoicesTable({
  list,
  isLoading,
  allowDownload,
  documents,
  onPageChange,
}: InvoicesTableProps) {
  const { t, i18n } = useTranslation('documents');
  const { download: downloadDocument, isPending } = documents;
  const columns = useMemo(() => {
    const money = (key: 'amount' | 'tax' | 'total') =>
      column.accessor(key, {
        header: t(`invoices.${key}`),
        meta: { align: 'right' },
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currency} />,
      });
    const download = column.display({
      id: 'download',
      header: t('invoices.download'),
      meta: { width: 60 },
      cell: ({ row: { original: invoice } }) => {
        const label = t('invoices.downloadInvoice', { number: invoice.invoiceNo });
        return invoice.canDownload ? (
          <Tooltip label={label}>
            <ActionIcon
              variant="subtle"
              aria-label={label}
              loading={isPending('invoice', invoice.id)}
              onClick={() => void downloadDocument('invoice', invoice.id)}
            >
              <IconDownload size={18} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Text size="xs" c="dimmed">
            {t('invoices.notAvailable')}
          </Text>
        );
      },
    });
    return [
      column.accessor('invoiceNo', { header: t('invoices.invoiceNo') }),
      column.accessor(invoiceDay, { id: 'date', header: t('invoices.date') }),
      column.accessor((invoice) => catalogName(invoice.catalog, i18n.language), {
        id: 'retailer',
        header: t('invoices.retailer'),
      }),
      money('amount'),
      money('tax'),
      money('total'),
      ...(allowDownload ? [download] : []),
    ];
  }, [t, i18n.language, allowDownload, downloadDocument, isPending]);
  return (
    <DataTable
      data={list?.objects ?? []}
      columns={columns}
      getRowId={(invoice) => invoice.id}
      label={t('shell:titles.billingInvoices')}
      emptyText={t('invoices.empty')}
      isLoading={isLoading}
      serverPaging={{ page: list?.page ?? 1, numPages: list?.numPages ?? 0, onChange: onPageChange }}
      minWidth={640}
      striped
    />
  );
}
