import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const skusReportQuery = graphql(`
  query SkusReport(
    $campaignId: ID
    $adSetId: ID
    $startDate: DateTime
    $endDate: DateTime
    $sortBy: String
    $direction: SortDirection
    $pageSize: Int
  ) {
    skusReport(
      campaignId: $campaignId
      adSetId: $adSetId
      startDate: $startDate
      endDate: $endDate
      sortBy: $sortBy
      direction: $direction
      pageSize: $pageSize
    ) {
      page
      numPages
      totalCount
      currency
      objects {
        id
        sku
        name
        image
        link
        impressions
        clicks
        cpc
        ctr
        conv
        click7Sales
        haloSales
        costs
        roas
        purchases
        itemsSold
        haloItemsSold
        availableSizes
        status
      }
    }
  }
`);

export type SkuRow = ResultOf<typeof skusReportQuery>['skusReport']['objects'][number];

export type SkusReportVariables = {
  campaignId: string;
  /** One ad set of the campaign (the ad-set page's rows); null: every ad set. */
  adSetId: string | null;
  startDate: string | null;
  endDate: string | null;
  sortBy: string | null;
  direction: 'asc' | 'desc' | null;
};

/**
 * The campaign's SKUs in one page of the server's largest, 5,000; never cached (spec 2 §7). An ad with
 * category, seller or price filters may serve more: `totalCount` says how many, the dialog says so.
 */
export function useSkusReport(variables: SkusReportVariables | null) {
  return useQuery({
    query: skusReportQuery,
    variables: { ...(variables ?? { campaignId: '' }), pageSize: 5000 },
    pause: !variables,
    requestPolicy: 'network-only',
  });
}
