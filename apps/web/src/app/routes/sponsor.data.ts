import { preloadTimeSeriesChart } from '../../components/chart/lazy-time-series-chart';
import { reportTimeZone } from '../../components/date-range-filter/time-zones';
import { dashboardReportQuery } from '../../features/sponsor-dashboard/api/get-dashboard-report';
import {
  CAMPAIGNS_ASKED,
  dashboardCampaignsQuery,
  dashboardSummariesQuery,
} from '../../features/sponsor-dashboard/api/get-dashboard-summaries';
import { dashboardVariablesOf } from '../../features/sponsor-dashboard/hooks/use-dashboard-variables';
import { allCatalogsQuery } from '../../features/sponsor-lists/api/get-all-catalogs';
import { columnSettingsQuery } from '../../features/sponsor-lists/api/get-column-settings';
import { sponsorCampaignStatusesQuery } from '../../features/sponsor-lists/api/get-sponsor-campaign-statuses';
import { listKeyFor } from '../../features/sponsor-lists/utils/columns';
import { adTypeOf, listParamsOf } from '../../features/sponsor-lists/utils/list-params';
import { rememberedReportZone, rememberReportZone } from '../../lib/remembered-report-zone';
import type { RouteData } from '../route-data';

/**
 * /sponsor: the countries, the status filter and the column arrangement at once; the dashboard with the report's
 * time zone, as useListParams computes it: from `me` (and, for a chosen country, its catalog), or, for every
 * catalog, at once with the zone remembered from the last visit (a wrong guess is corrected when `me` answers).
 * Not the campaign list's page: the list is drawn after the first paint (decision 0250) and asks then, so its
 * query (for a year, the slowest of the page's) does not share the server with the dashboard's (issue 14).
 */
export const sponsorRouteData: RouteData = async ({ url, me, start }) => {
  const search = url.searchParams;
  const adType = adTypeOf(search);
  const company = search.get('company');
  const catalogs = start(allCatalogsQuery, {});
  void start(sponsorCampaignStatusesQuery, { campaignType: 'SPONSOR', adType });
  void start(columnSettingsQuery, { listKey: listKeyFor(adType, 'campaign') });
  const startDashboard = (timeZone: string) => {
    // The dashboard above the list, with the variables it computes (a lifetime range waits for reportRange).
    const dashboard = dashboardVariablesOf(listParamsOf(search, timeZone));
    if (!dashboard) return;
    // The dashboard's charts: their code downloads beside the data, not after it (issue 14, paint ≤ 1 s).
    preloadTimeSeriesChart();
    // The summaries once the chart report has answered, as the page asks them (useDashboardQueries): the
    // server's core is the report's alone until the four charts can draw.
    void start(dashboardReportQuery, dashboard).then(() => {
      void start(dashboardSummariesQuery, dashboard);
      void start(dashboardCampaignsQuery, { ...dashboard, first: CAMPAIGNS_ASKED });
    });
  };
  const country = search.get('country');
  const guess = country ? null : rememberedReportZone(company);
  if (guess) startDashboard(guess);
  const session = await me;
  if (!session) return;
  const catalog = country
    ? (await catalogs).data?.allCatalogs.find((candidate) => candidate.id === country)
    : undefined;
  const zone = reportTimeZone(catalog, session);
  if (!country) rememberReportZone(company, zone);
  if (zone !== guess) startDashboard(zone);
};
