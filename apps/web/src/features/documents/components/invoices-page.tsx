import { ActionIcon, Alert, Group, Pagination, Stack, Table, Text, Tooltip } from '@mantine/core';
import { type DayRange, defaultBillingRange } from '@portal/domain/date-range-presets';
import { zonedDay } from '@portal/domain/zoned-day';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range-filter/date-range-filter';
import { translatedErrorLines } from '../../../lib/form-errors';
import { useInvoiceTransactions } from '../api/get-invoice-transactions';
import { useDocumentDownload } from '../hooks/use-document-download';
import { useFormatAmount } from '../hooks/use-format-amount';
import { DownloadErrorModal } from './download-error-modal';

export type InvoicesPageProps = {
  /** The user's profile zone: the calendar of the range (decision 0171). */
  timeZone: string;
  /** Flag download_invoice: without it the list shows no download buttons. */
  allowDownload: boolean;
};

/** /billing/invoices: the company's invoices in a date range (default: previous month to this month), 10 a page. */
export function InvoicesPage({ allowDownload, timeZone }: InvoicesPageProps) {
  const { t } = useTranslation('documents');
  const [range, setRange] = useState<DayRange>(() => defaultBillingRange(new Date(), timeZone));
  const [page, setPage] = useState(1);
  const [{ data, fetching, error }] = useInvoiceTransactions({
    fromDate: range.start,
    toDate: range.end,
    page,
  });
  const format = useFormatAmount();
  const documents = useDocumentDownload();
  const list = data?.invoiceTransactions;
  // An invoice's date is the issuing retailer's day, as on its PDF (decision 0171).
  const formatDate = (iso: string, zone: string) => zonedDay(new Date(iso), zone).replaceAll('-', '/');
  return (
    <Stack gap="md">
      <DateRangeFilter
        value={range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
        timeZone={timeZone}
      />
      {error ? (
        <Alert color="red">
          {translatedErrorLines({ error }, (key, values) => t(key, values)).join(' ')}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.invoiceNo')}</Table.Th>
              <Table.Th>{t('invoices.date')}</Table.Th>
              <Table.Th>{t('invoices.retailer')}</Table.Th>
              <Table.Th ta="right">{t('invoices.amount')}</Table.Th>
              <Table.Th ta="right">{t('invoices.tax')}</Table.Th>
              <Table.Th ta="right">{t('invoices.total')}</Table.Th>
              {allowDownload ? <Table.Th w={60}>{t('invoices.download')}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list?.objects.map((invoice) => (
              <Table.Tr key={invoice.id}>
                <Table.Td>{invoice.invoiceNo}</Table.Td>
                <Table.Td>{formatDate(invoice.date, invoice.catalog.timeZone)}</Table.Td>
                <Table.Td>{invoice.catalog.name}</Table.Td>
                <Table.Td ta="right">{format(invoice.amount, invoice.currency)}</Table.Td>
                <Table.Td ta="right">{format(invoice.tax, invoice.currency)}</Table.Td>
                <Table.Td ta="right">{format(invoice.total, invoice.currency)}</Table.Td>
                {allowDownload ? (
                  <Table.Td>
                    {invoice.canDownload ? (
                      <Tooltip label={t('invoices.downloadInvoice', { number: invoice.invoiceNo })}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('invoices.downloadInvoice', { number: invoice.invoiceNo })}
                          loading={documents.isPending('invoice', invoice.id)}
                          onClick={() => void documents.download('invoice', invoice.id)}
                        >
                          <IconDownload size={18} />
                        </ActionIcon>
                      </Tooltip>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {t('invoices.notAvailable')}
                      </Text>
                    )}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list && list.objects.length === 0 && !fetching ? <Text c="dimmed">{t('invoices.empty')}</Text> : null}
      {list && list.numPages > 1 ? (
        <Group justify="flex-end">
          <Pagination total={list.numPages} value={page} onChange={setPage} />
        </Group>
      ) : null}
      <DownloadErrorModal message={documents.error} onClose={documents.clearError} />
    </Stack>
  );
}
