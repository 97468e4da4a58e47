import { Alert, Stack } from '@mantine/core';
import { type DayRange, defaultBillingRange } from '@portal/domain/date-range-presets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTableUrlState } from '../../../components/data-table/use-table-url-state';
import { DateRangeFilter } from '../../../components/date-range-filter/date-range-filter';
import { translatedErrorLines } from '../../../lib/form-errors';
import { useInvoiceTransactions } from '../api/get-invoice-transactions';
import { useDocumentDownload } from '../hooks/use-document-download';
import { DownloadErrorModal } from './download-error-modal';
import { InvoicesTable } from './invoices-table';

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
  // The page is in the address, as every paged table's (decision 0173).
  const { page, setPage } = useTableUrlState();
  const [{ data, fetching, error }] = useInvoiceTransactions({
    fromDate: range.start,
    toDate: range.end,
    page,
  });
  const documents = useDocumentDownload();
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
      <InvoicesTable
        list={data?.invoiceTransactions}
        isLoading={!data && fetching}
        allowDownload={allowDownload}
        documents={documents}
        onPageChange={setPage}
      />
      <DownloadErrorModal message={documents.error} onClose={documents.clearError} />
    </Stack>
  );
}
