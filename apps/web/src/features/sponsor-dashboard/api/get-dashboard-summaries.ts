import { useQuery } from 'urql';
import { type FragmentOf, graphql, type ResultOf, readFragment } from '../../../gql/graphql';
import type { DashboardVariables } from './dashboard-variables';

/** One group's figures (spec 2 §7 summaries); `name` null when the group is unknown. */
export const dashboardSummaryRowFragment = graphql(`
  fragment DashboardSummaryRowFields on DashboardSummaryRow {
    key
    name
    impressions
    clicks
    costs
    click7Sales
    haloSales
    itemsSold
    haloItemsSold
    purchases
    ctr
    cpc
    cpm
    roas
    currency
  }
`);

export type DashboardSummaryRow = ResultOf<typeof dashboardSummaryRowFragment>;

/** A summary query's rows, read through the fragment (none while loading). */
export function summaryRows(
  rows: readonly FragmentOf<typeof dashboardSummaryRowFragment>[] | undefined,
): readonly DashboardSummaryRow[] {
  return rows ? readFragment(dashboardSummaryRowFragment, rows) : [];
}

/** By country (reportDashboard), by platform or banner type (platformSummary). */
export const dashboardSummariesQuery = graphql(
  `
  query DashboardSummaries(
    $fromDate: DateTime!
    $toDate: DateTime!
    $adType: SponsorAdType!
    $campaignType: String
    $brandId: ID
    $ventureId: ID
  ) {
    reportDashboard(
      fromDate: $fromDate
      toDate: $toDate
      adType: $adType
      campaignType: $campaignType
      brandId: $brandId
      ventureId: $ventureId
    ) {
      ...DashboardSummaryRowFields
    }
    platformSummary(
      fromDate: $fromDate
      toDate: $toDate
      adType: $adType
      campaignType: $campaignType
      brandId: $brandId
      ventureId: $ventureId
    ) {
      ...DashboardSummaryRowFields
    }
  }
`,
  [dashboardSummaryRowFragment],
);

/** By campaign: the first 100, then (show all) every campaign (spec 2 §7). */
export const dashboardCampaignsQuery = graphql(
  `
  query DashboardCampaigns(
    $fromDate: DateTime!
    $toDate: DateTime!
    $adType: SponsorAdType!
    $campaignType: String
    $brandId: ID
    $ventureId: ID
    $first: Int
  ) {
    reportDashboardCampaigns(
      fromDate: $fromDate
      toDate: $toDate
      adType: $adType
      campaignType: $campaignType
      brandId: $brandId
      ventureId: $ventureId
      first: $first
    ) {
      ...DashboardSummaryRowFields
    }
  }
`,
  [dashboardSummaryRowFragment],
);

/**
 * By search term (flag sponsor_search_term_report); "" is the empty term. With `first`, how many there are
 * in all too (the table says "the 100 … of 285" and offers the rest); every term needs no count.
 */
export const searchTermSummaryQuery = graphql(
  `
  query DashboardSearchTerms(
    $fromDate: DateTime!
    $toDate: DateTime!
    $adType: SponsorAdType!
    $campaignType: String
    $brandId: ID
    $ventureId: ID
    $first: Int
    $withCount: Boolean!
  ) {
    searchTermSummary(
      fromDate: $fromDate
      toDate: $toDate
      adType: $adType
      campaignType: $campaignType
      brandId: $brandId
      ventureId: $ventureId
      first: $first
    ) {
      ...DashboardSummaryRowFields
    }
    searchTermCount(
      fromDate: $fromDate
      toDate: $toDate
      adType: $adType
      campaignType: $campaignType
      brandId: $brandId
      ventureId: $ventureId
    ) @include(if: $withCount)
  }
`,
  [dashboardSummaryRowFragment],
);

const policy = 'cache-and-network' as const;

export function useDashboardSummaries(variables: DashboardVariables | null, pause: boolean) {
  return useQuery({
    query: dashboardSummariesQuery,
    variables: variables ?? undefined,
    pause: variables === null || pause,
    requestPolicy: policy,
  });
}

/**
 * `all` false: the first 100 campaigns, asked as 101 so that "Show all" is offered only when there are more
 * (`campaignsCut`); true: every campaign.
 */
export function useDashboardCampaigns(variables: DashboardVariables | null, all: boolean, pause: boolean) {
  return useQuery({
    query: dashboardCampaignsQuery,
    variables: variables ? { ...variables, first: all ? null : CAMPAIGNS_ASKED } : undefined,
    pause: variables === null || pause,
    requestPolicy: policy,
  });
}

export const CAMPAIGNS_FIRST = 100;
/** One more than the card shows: a 101st row says that there are more. */
export const CAMPAIGNS_ASKED = CAMPAIGNS_FIRST + 1;

/** The campaigns the card shows of those asked for, and whether more than the first 100 exist. */
export function campaignsCut(rows: readonly DashboardSummaryRow[], all: boolean) {
  const cut = !all && rows.length > CAMPAIGNS_FIRST;
  return { rows: cut ? rows.slice(0, CAMPAIGNS_FIRST) : rows, cut };
}
/** Search terms shown in the table until "Show all" (the busiest first). */
export const SEARCH_TERMS_FIRST = 100;

/**
 * `all` false: the first 100 search terms and how many there are; true: every term. Paused as the other
 * summaries are, and while the table is not shown.
 */
export function useSearchTermSummary(variables: DashboardVariables | null, all: boolean, pause: boolean) {
  return useQuery({
    query: searchTermSummaryQuery,
    variables: variables
      ? { ...variables, first: all ? null : SEARCH_TERMS_FIRST, withCount: !all }
      : undefined,
    pause: variables === null || pause,
    requestPolicy: policy,
  });
}
