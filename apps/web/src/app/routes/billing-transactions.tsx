import { profileTimeZone } from '../../components/date-range-filter/time-zones';
import type { Me } from '../../features/accounts/api/get-me';
import { TransactionsPage } from '../../features/billing/components/transactions-page';
import { transactionsRange } from '../../features/billing/utils/transactions-range';
import { BillingListRoute } from './billing-list-route';

/**
 * The transactions list's filters as they stand in the address, as export params: the same range the
 * list shows, its default counted in the user's profile zone (docs/decisions/0171).
 */
function transactionsExportParams(search: URLSearchParams, me: Me) {
  const range = transactionsRange(search.get('from'), search.get('to'), profileTimeZone(me));
  return { ...range, catalogId: search.get('catalog'), brandId: search.get('brandId') };
}

/** /billing/transactions: wallet transactions with filters in the address (owner only, guarded by the billing area). */
export function BillingTransactionsRoute() {
  return (
    <BillingListRoute
      titleKey="titles.billingTransactions"
      dataType="wallet_transactions"
      exportParams={transactionsExportParams}
    >
      <TransactionsPage />
    </BillingListRoute>
  );
}
