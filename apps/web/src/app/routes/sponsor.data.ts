import { adSetStatuses } from '@portal/domain/sponsor-campaign-form';
import { preloadTimeSeriesChart } from '../../components/chart/lazy-time-series-chart';
import { rangeToDateTimes } from '../../components/date-range-filter/date-range-param';
import { reportTimeZone } from '../../components/date-range-filter/time-zones';
import { dashboardReportQuery } from '../../features/sponsor-dashboard/api/get-dashboard-report';
import {
  CAMPAIGNS_FIRST,
  dashboardCampaignsQuery,
  dashboardSummariesQuery,
} from '../../features/sponsor-dashboard/api/get-dashboard-summaries';
import { dashboardVariablesOf } from '../../features/sponsor-dashboard/hooks/use-dashboard-variables';
import { allCatalogsQuery } from '../../features/sponsor-lists/api/get-all-catalogs';
import { columnSettingsQuery } from '../../features/sponsor-lists/api/get-column-settings';
import { sponsorCampaignStatusesQuery } from '../../features/sponsor-lists/api/get-sponsor-campaign-statuses';
import {
  type SponsorCampaignsVariables,
  sponsorCampaignsQuery,
} from '../../features/sponsor-lists/api/get-sponsor-campaigns';
import { listKeyFor } from '../../features/sponsor-lists/utils/columns';
import { adTypeOf, type ListParams, listParamsOf } from '../../features/sponsor-lists/utils/list-params';
import type { RouteData } from '../route-data';

/** The campaign list's query variables for a list state: what CampaignList sends (a test holds them equal). */
export function campaignListVariables(params: ListParams): SponsorCampaignsVariables {
  const dates = rangeToDateTimes(params.range, params.timeZone);
  const status = params.status !== null && (adSetStatuses as readonly string[]).includes(params.status);
  return {
    page: params.page,
    sortBy: params.sort?.column ?? null,
    direction: params.sort?.direction ?? null,
    filters: {
      campaignName: params.name || null,
      status: status ? (params.status as (typeof adSetStatuses)[number]) : null,
    },
    ventureId: params.country,
    brand: params.brandId,
    startDate: dates.startDate,
    endDate: dates.endDate,
    adType: params.adType,
  };
}

/**
 * /sponsor: the countries, the status filter and the column arrangement at once; the campaigns and the
 * dashboard when `me` (and, for a chosen country, its catalog) gives the report's time zone, as useListParams
 * computes it.
 */
export const sponsorRouteData: RouteData = async ({ url, me, start }) => {
  const search = url.searchParams;
  const adType = adTypeOf(search);
  const catalogs = start(allCatalogsQuery, {});
  void start(sponsorCampaignStatusesQuery, { campaignType: 'SPONSOR', adType });
  void start(columnSettingsQuery, { listKey: listKeyFor(adType, 'campaign') });
  const session = await me;
  if (!session) return;
  // The dashboard's charts: their code downloads beside the data, not after it (issue 14, paint ≤ 1 s).
  preloadTimeSeriesChart();
  const country = search.get('country');
  const catalog = country
    ? (await catalogs).data?.allCatalogs.find((candidate) => candidate.id === country)
    : undefined;
  const params = listParamsOf(search, reportTimeZone(catalog, session));
  void start(sponsorCampaignsQuery, campaignListVariables(params));
  // The dashboard above the list, with the variables it computes (a lifetime range waits for reportRange).
  const dashboard = dashboardVariablesOf(params);
  if (dashboard) {
    void start(dashboardReportQuery, dashboard);
    void start(dashboardSummariesQuery, dashboard);
    void start(dashboardCampaignsQuery, { ...dashboard, first: CAMPAIGNS_FIRST });
  }
};
