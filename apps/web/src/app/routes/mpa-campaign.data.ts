import { preloadTimeSeriesChart } from '../../components/chart/lazy-time-series-chart';
import { selectedSeller } from '../../components/seller-tabs/seller-tabs';
import { adAccountBalanceQuery } from '../../features/mpa-campaigns/api/ad-account-balance';
import { adAccountInsightsQuery } from '../../features/mpa-campaigns/api/ad-account-insights';
import { companySellersQuery } from '../../features/mpa-campaigns/api/company-sellers';
import { metaCampaignsQuery } from '../../features/mpa-campaigns/api/meta-campaigns';
import { dashboardRange } from '../../features/mpa-campaigns/hooks/use-dashboard-range';
import type { RouteData } from '../route-data';
import { isStaffWithoutCompany } from '../session';

/**
 * /mpa/campaign (decision 0178): the company's sellers; once they answer, for the seller the address selects
 * (else the first) when it is linked: its Meta wallet, the range's insights and the first page of campaigns,
 * with the page's own variables (dashboardRange, selectedSeller); the chart's code alongside.
 */
export const mpaCampaignRouteData: RouteData = async ({ url, me, start }) => {
  const session = await me;
  if (!session || isStaffWithoutCompany(session)) return;
  const sellers = (await start(companySellersQuery, {})).data?.getCompanySellers;
  const seller = sellers ? selectedSeller(sellers, url.searchParams.get('mbgSellerId')) : null;
  if (!seller?.isMpaOnboarded) return;
  preloadTimeSeriesChart();
  const range = dashboardRange(url.searchParams, new Date(), seller.catalog.timeZone);
  const days = { sellerId: seller.id, fromDate: range.start, toDate: range.end };
  void start(adAccountBalanceQuery, { sellerId: seller.id });
  void start(adAccountInsightsQuery, days);
  void start(metaCampaignsQuery, { ...days, cursor: null });
};
