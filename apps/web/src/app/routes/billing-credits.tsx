import { useTranslation } from 'react-i18next';
import { BillingLayout } from '../../features/billing/components/billing-layout';
import { CreditsPage } from '../../features/billing/components/credits-page';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { isStaffWithoutCompany, useSession } from '../session';

/** /billing/credits: the wallet's credits (lots), sortable, filters in the address (owner only, guarded by the billing area). */
export function BillingCreditsRoute() {
  const { t } = useTranslation('shell');
  const me = useSession();
  const freePaid = useFeatureFlag('show_free_paid_credit');
  return (
    <BillingLayout
      title={t('titles.billingCredits')}
      showFreePaidCredit={freePaid.isActive}
      needsCompany={isStaffWithoutCompany(me)}
    >
      <CreditsPage />
    </BillingLayout>
  );
}
