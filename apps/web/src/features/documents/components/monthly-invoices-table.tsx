import { Anchor, Group, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { ResultOf } from 'gql.tada';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { Money } from '../../../components/money';
import { catalogName } from '../../../lib/country-name';
import type { DocumentKind } from '../api/download-document';
import type { monthlyInvoicesQuery } from '../api/get-monthly-invoices';

type MonthlyRow = ResultOf<typeof monthlyInvoicesQuery>['monthlyInvoices'][number];

export type MonthlyInvoicesTableProps = {
  rows: readonly MonthlyRow[] | undefined;
  isLoading: boolean;
  /** Flag download_invoice: the invoice numbers are download links (where the retailer allows it). */
  allowDownload: boolean;
  /** Flag show_download_credit_note: the credit note numbers are links too. */
  allowCreditNoteDownload: boolean;
  onDownload: (kind: DocumentKind, id: string) => Promise<void>;
};

type DocumentLink = { id: string; number: string; label: string };

/** A cell's document numbers: download buttons that read as links, or plain numbers. */
function DocumentNumbers({
  links,
  kind,
  asLinks,
  onDownload,
}: {
  links: DocumentLink[];
  kind: DocumentKind;
  asLinks: boolean;
  onDownload: (kind: DocumentKind, id: string) => Promise<void>;
}) {
  return (
    <Group gap="xs">
      {links.map((link) =>
        asLinks ? (
          <Anchor
            key={link.id}
            component="button"
            type="button"
            aria-label={link.label}
            onClick={() => void onDownload(kind, link.id)}
          >
            {link.number}
          </Anchor>
        ) : (
          <Text key={link.id} span>
            {link.number}
          </Text>
        ),
      )}
    </Group>
  );
}

const column = createColumnHelper<MonthlyRow>();

/** Per month and retailer: the amount, its invoices and its credit notes (the server sends the whole list). */
export function MonthlyInvoicesTable(props: MonthlyInvoicesTableProps) {
  const { rows, isLoading, allowDownload, allowCreditNoteDownload, onDownload } = props;
  const { t, i18n } = useTranslation('documents');
  const columns = useMemo(
    () => [
      column.accessor((row) => row.month.replace('-', '/'), { id: 'month', header: t('monthly.month') }),
      column.accessor((row) => catalogName(row.catalog, i18n.language), {
        id: 'retailer',
        header: t('monthly.retailer'),
      }),
      column.accessor('amount', {
        header: t('monthly.amount'),
        meta: { align: 'right' },
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currency} />,
      }),
      column.display({
        id: 'invoices',
        header: t('monthly.invoices'),
        cell: ({ row: { original: row } }) => (
          <DocumentNumbers
            kind="invoice"
            asLinks={allowDownload && row.canDownload}
            onDownload={onDownload}
            links={row.invoices.map((invoice) => ({
              id: invoice.id,
              number: invoice.invoiceNo,
              label: t('invoices.downloadInvoice', { number: invoice.invoiceNo }),
            }))}
          />
        ),
      }),
      column.display({
        id: 'creditNotes',
        header: t('monthly.creditNotes'),
        cell: ({ row: { original: row } }) => (
          <DocumentNumbers
            kind="creditNote"
            // A credit note goes with its invoice: no invoice download, no credit note download.
            asLinks={allowDownload && row.canDownload && allowCreditNoteDownload}
            onDownload={onDownload}
            links={row.creditNotes.map((note) => ({
              id: note.id,
              number: note.creditNoteNo,
              label: t('downloadCreditNote', { number: note.creditNoteNo }),
            }))}
          />
        ),
      }),
    ],
    [t, i18n.language, allowDownload, allowCreditNoteDownload, onDownload],
  );
  return (
    <DataTable
      data={rows ?? []}
      columns={columns}
      getRowId={(row) => `${row.month}-${row.catalog.id}`}
      label={t('shell:titles.billingMonthlyInvoices')}
      emptyText={t('monthly.empty')}
      isLoading={isLoading}
      minWidth={640}
      striped
    />
  );
}
