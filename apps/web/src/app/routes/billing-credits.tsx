import { CreditsPage } from '../../features/billing/components/credits-page';
import { BillingListRoute } from './billing-list-route';

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
  return (
    <BillingListRoute titleKey="titles.billingCredits" dataType="credits" exportParams={creditsExportParams}>
      <CreditsPage />
    </BillingListRoute>
  );
}
