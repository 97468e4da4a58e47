import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BillingLayout } from '../../features/billing/components/billing-layout';
import { CreditsPage } from '../../features/billing/components/credits-page';
import { ExportButton } from '../../features/exports/components/export-button';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { TopUpButton } from '../../features/top-up/components/top-up-button';
import { isStaffWithoutCompany, useSession } from '../session';

/** The credits list's filters as they stand in the address (see CreditsPage), as export params. */
function creditsExportParams(search: URLSearchParams) {
  const from = search.get('from');
  const to = search.get('to');
  const hasRange = Boolean(from && from !== 'all' && to);
  return {
    kind: search.get('kind'),
    status: search.get('status'),
    paymentMethod: search.get('method'),
    fromDate: hasRange ? from : null,
    toDate: hasRange ? to : null,
    sortBy: search.get('sort'),
  };
}

/** /billing/credits: the wallet's credits (lots), sortable, filters in the address (owner only, guarded by the billing area). */
export function BillingCreditsRoute() {
  const { t } = useTranslation('shell');
  const me = useSession();
  const freePaid = useFeatureFlag('show_free_paid_credit');
  const [search] = useSearchParams();
  return (
    <BillingLayout
      title={t('titles.billingCredits')}
      showFreePaidCredit={freePaid.isActive}
      needsCompany={isStaffWithoutCompany(me)}
      actions={
        <>
          <ExportButton dataType="credits" params={creditsExportParams(search)} />
          <TopUpButton />
        </>
      }
    >
      <CreditsPage />
    </BillingLayout>
  );
}
