import { useTranslation } from 'react-i18next';
import { BillingInfoPage } from '../../features/billing/components/billing-info-page';
import { BillingLayout } from '../../features/billing/components/billing-layout';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { TopUpButton } from '../../features/top-up/components/top-up-button';
import { isStaffWithoutCompany, useSession } from '../session';

/** /billing/info: the billing details and the wallet summary (owner only, guarded by the billing area). */
export function BillingInfoRoute() {
  const { t } = useTranslation('shell');
  const me = useSession();
  const freePaid = useFeatureFlag('show_free_paid_credit');
  return (
    <BillingLayout
      title={t('titles.billingInfo')}
      showFreePaidCredit={freePaid.isActive}
      needsCompany={isStaffWithoutCompany(me)}
      actions={<TopUpButton />}
    >
      <BillingInfoPage />
    </BillingLayout>
  );
}
