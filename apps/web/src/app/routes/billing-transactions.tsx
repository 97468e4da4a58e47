import { useTranslation } from 'react-i18next';
import { BillingLayout } from '../../features/billing/components/billing-layout';
import { TransactionsPage } from '../../features/billing/components/transactions-page';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { isStaffWithoutCompany, useSession } from '../session';

/** /billing/transactions: wallet transactions with filters in the address (owner only, guarded by the billing area). */
export function BillingTransactionsRoute() {
  const { t } = useTranslation('shell');
  const me = useSession();
  const freePaid = useFeatureFlag('show_free_paid_credit');
  return (
    <BillingLayout
      title={t('titles.billingTransactions')}
      showFreePaidCredit={freePaid.isActive}
      needsCompany={isStaffWithoutCompany(me)}
    >
      <TransactionsPage />
    </BillingLayout>
  );
}
