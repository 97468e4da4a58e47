import { useTranslation } from 'react-i18next';
import { profileTimeZone } from '../../components/date-range-filter/time-zones';
import { BillingLayout } from '../../features/billing/components/billing-layout';
import { MonthlyInvoicesPage } from '../../features/documents/components/monthly-invoices-page';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { isStaffWithoutCompany, useSession } from '../session';

/** /billing/monthly-invoices: invoices and credit notes per month and retailer (owner only). */
export function BillingMonthlyInvoicesRoute() {
  const { t } = useTranslation('shell');
  const me = useSession();
  const freePaid = useFeatureFlag('show_free_paid_credit');
  const download = useFeatureFlag('download_invoice');
  const creditNotes = useFeatureFlag('show_download_credit_note');
  return (
    <BillingLayout
      title={t('titles.billingMonthlyInvoices')}
      showFreePaidCredit={freePaid.isActive}
      needsCompany={isStaffWithoutCompany(me)}
    >
      <MonthlyInvoicesPage
        allowDownload={download.isActive}
        allowCreditNoteDownload={creditNotes.isActive}
        timeZone={profileTimeZone(me)}
      />
    </BillingLayout>
  );
}
