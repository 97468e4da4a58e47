import { Alert, Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { type DayRange, defaultBillingRange } from '@portal/domain/date-range-presets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range-filter/date-range-filter';
import { translatedErrorLines } from '../../../lib/form-errors';
import { useMonthlyInvoices } from '../api/get-monthly-invoices';
import { useDocumentDownload } from '../hooks/use-document-download';
import { useFormatAmount } from '../hooks/use-format-amount';
import { DownloadErrorModal } from './download-error-modal';

export type MonthlyInvoicesPageProps = {
  /** The user's profile zone: the calendar of the range (decision 0171). */
  timeZone: string;
  /** Flag download_invoice. */
  allowDownload: boolean;
  /** Flag show_download_credit_note. */
  allowCreditNoteDownload: boolean;
};

/** /billing/monthly-invoices: per month and retailer, the amount with its invoices and credit notes. */
export function MonthlyInvoicesPage({
  allowDownload,
  allowCreditNoteDownload,
  timeZone,
}: MonthlyInvoicesPageProps) {
  const { t } = useTranslation('documents');
  const [range, setRange] = useState<DayRange>(() => defaultBillingRange(new Date(), timeZone));
  const [{ data, fetching, error }] = useMonthlyInvoices({ fromDate: range.start, toDate: range.end });
  const format = useFormatAmount();
  const documents = useDocumentDownload();
  const rows = data?.monthlyInvoices;
  return (
    <Stack gap="md">
      <DateRangeFilter value={range} onChange={setRange} timeZone={timeZone} />
      {error ? (
        <Alert color="red">
          {translatedErrorLines({ error }, (key, values) => t(key, values)).join(' ')}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('monthly.month')}</Table.Th>
              <Table.Th>{t('monthly.retailer')}</Table.Th>
              <Table.Th ta="right">{t('monthly.amount')}</Table.Th>
              <Table.Th>{t('monthly.invoices')}</Table.Th>
              <Table.Th>{t('monthly.creditNotes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows?.map((row) => {
              const invoiceLinks = allowDownload && row.canDownload;
              const noteLinks = invoiceLinks && allowCreditNoteDownload;
              return (
                <Table.Tr key={`${row.month}-${row.catalog.id}`}>
                  <Table.Td>{row.month.replace('-', '/')}</Table.Td>
                  <Table.Td>{row.catalog.name}</Table.Td>
                  <Table.Td ta="right">{format(row.amount, row.currency)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {row.invoices.map((invoice) =>
                        invoiceLinks ? (
                          <Anchor
                            key={invoice.id}
                            component="button"
                            type="button"
                            aria-label={t('invoices.downloadInvoice', { number: invoice.invoiceNo })}
                            onClick={() => void documents.download('invoice', invoice.id)}
                          >
                            {invoice.invoiceNo}
                          </Anchor>
                        ) : (
                          <Text key={invoice.id} span>
                            {invoice.invoiceNo}
                          </Text>
                        ),
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {row.creditNotes.map((note) =>
                        noteLinks ? (
                          <Anchor
                            key={note.id}
                            component="button"
                            type="button"
                            aria-label={t('downloadCreditNote', { number: note.creditNoteNo })}
                            onClick={() => void documents.download('creditNote', note.id)}
                          >
                            {note.creditNoteNo}
                          </Anchor>
                        ) : (
                          <Text key={note.id} span>
                            {note.creditNoteNo}
                          </Text>
                        ),
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows && rows.length === 0 && !fetching ? <Text c="dimmed">{t('monthly.empty')}</Text> : null}
      <DownloadErrorModal message={documents.error} onClose={documents.clearError} />
    </Stack>
  );
}
