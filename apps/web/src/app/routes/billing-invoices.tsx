import { useTranslation } from 'react-i18next';
import { profileTimeZone } from '../../components/date-range-filter/time-zones';
import { BillingLayout } from '../../features/billing/components/billing-layout';
import { InvoicesPage } from '../../features/documents/components/invoices-page';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { isStaffWithoutCompany, useSession } from '../session';

/** /billing/invoices: invoices with PDF downloads (owner only, guarded by the billing area). */
export function BillingInvoicesRoute() {
  const { t } = useTranslation('shell');
  const me = useSession();
  const freePaid = useFeatureFlag('show_free_paid_credit');
  const download = useFeatureFlag('download_invoice');
  return (
    <BillingLayout
      title={t('titles.billingInvoices')}
      showFreePaidCredit={freePaid.isActive}
      needsCompany={isStaffWithoutCompany(me)}
    >
      <InvoicesPage allowDownload={download.isActive} timeZone={profileTimeZone(me)} />
    </BillingLayout>
  );
}
