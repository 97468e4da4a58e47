import { Alert, Stack } from '@mantine/core';
import { type DayRange, defaultBillingRange } from '@portal/domain/date-range-presets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range-filter/date-range-filter';
import { translatedErrorLines } from '../../../lib/form-errors';
import { useMonthlyInvoices } from '../api/get-monthly-invoices';
import { useDocumentDownload } from '../hooks/use-document-download';
import { DownloadErrorModal } from './download-error-modal';
import { MonthlyInvoicesTable } from './monthly-invoices-table';

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
  const documents = useDocumentDownload();
  return (
    <Stack gap="md">
      <DateRangeFilter value={range} onChange={setRange} timeZone={timeZone} />
      {error ? (
        <Alert color="red">
          {translatedErrorLines({ error }, (key, values) => t(key, values)).join(' ')}
        </Alert>
      ) : null}
      <MonthlyInvoicesTable
        rows={data?.monthlyInvoices}
        isLoading={!data && fetching}
        allowDownload={allowDownload}
        allowCreditNoteDownload={allowCreditNoteDownload}
        onDownload={documents.download}
      />
      <DownloadErrorModal message={documents.error} onClose={documents.clearError} />
    </Stack>
  );
}
