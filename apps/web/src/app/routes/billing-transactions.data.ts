import { canEnterArea } from '@portal/domain';
import { pageOf } from '../../components/data-table/use-table-url-state';
import { profileTimeZone } from '../../components/date-range-filter/time-zones';
import { billingFilterOptionsQuery } from '../../features/billing/api/get-billing-filter-options';
import { billingWalletQuery } from '../../features/billing/api/get-wallet';
import { walletTransactionsQuery } from '../../features/billing/api/get-wallet-transactions';
import { transactionsRange } from '../../features/billing/utils/transactions-range';
import { allowTopUpQuery } from '../../features/top-up/api/get-allow-top-up';
import type { RouteData } from '../route-data';
import { isStaffWithoutCompany, viewerOf } from '../session';

/**
 * /billing/transactions: the wallet, the filters' options, the top-up permission and the first page of
 * transactions, once `me` says the user may see billing for a company (else the page shows none of them).
 */
export const billingTransactionsRouteData: RouteData = async ({ url, me, start }) => {
  const session = await me;
  if (!session || !canEnterArea('billing', viewerOf(session)) || isStaffWithoutCompany(session)) return;
  const search = url.searchParams;
  void start(billingWalletQuery, {});
  void start(billingFilterOptionsQuery, {});
  void start(allowTopUpQuery, {});
  void start(walletTransactionsQuery, {
    ...transactionsRange(search.get('from'), search.get('to'), profileTimeZone(session)),
    page: pageOf(search.get('page')),
    catalogId: search.get('catalog'),
    brandId: search.get('brandId'),
  });
};
