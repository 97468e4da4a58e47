import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../components/centered-loader';
import { BillingLayout } from '../../features/billing/components/billing-layout';
import { PaymentMethodsPage } from '../../features/payment-methods/components/payment-methods-page';
import { useConfigurationValue } from '../../features/platform/hooks/use-configuration-value';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { isStaffWithoutCompany, useSession } from '../session';

/** /billing/method: saved cards and auto top-up (owner only, guarded by the billing area). */
export function BillingMethodRoute() {
  const { t } = useTranslation('shell');
  const me = useSession();
  const freePaid = useFeatureFlag('show_free_paid_credit');
  const multipleCards = useFeatureFlag('add_multiple_cards');
  const autoTopUp = useFeatureFlag('show_auto_top_up');
  const maxCards = Number(useConfigurationValue('max_number_of_cards'));
  return (
    <BillingLayout
      title={t('titles.billingMethod')}
      showFreePaidCredit={freePaid.isActive}
      needsCompany={isStaffWithoutCompany(me)}
    >
      {multipleCards.isLoading || autoTopUp.isLoading ? (
        <CenteredLoader />
      ) : (
        <PaymentMethodsPage
          multipleCards={multipleCards.isActive}
          showAutoTopUp={autoTopUp.isActive}
          maxCards={Number.isFinite(maxCards) && maxCards > 0 ? maxCards : null}
        />
      )}
    </BillingLayout>
  );
}
