import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';
import type { DashboardVariables } from './dashboard-variables';

/** Spec 2 §7 dashboard chart report: five series of buckets (every bucket of the range) and the totals. */
export const dashboardReportQuery = graphql(`
  query DashboardReport(
    $fromDate: DateTime!
    $toDate: DateTime!
    $adType: SponsorAdType!
    $campaignType: String
    $brandId: ID
    $ventureId: ID
  ) {
    dashboardReport(
      fromDate: $fromDate
      toDate: $toDate
      adType: $adType
      campaignType: $campaignType
      brandId: $brandId
      ventureId: $ventureId
    ) {
      granularity
      timeZone
      currency
      reportImpressions { eventTime value count }
      reportClicks { eventTime value count }
      reportCosts { eventTime value count }
      reportSales { eventTime value count }
      reportHaloSales { eventTime value count }
      impressionsCount
      clicksCount
      costTotal
      saleTotal
      haloSalesTotal
      itemsSoldTotal
      haloItemsSoldTotal
    }
  }
`);

export type DashboardReport = ResultOf<typeof dashboardReportQuery>['dashboardReport'];

export function useDashboardReport(variables: DashboardVariables | null) {
  return useQuery({
    query: dashboardReportQuery,
    variables: variables ?? undefined,
    pause: variables === null,
    requestPolicy: 'cache-and-network',
  });
}
