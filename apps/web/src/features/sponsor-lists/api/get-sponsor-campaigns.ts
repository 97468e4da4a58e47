import { useQuery } from 'urql';
import { graphql, type ResultOf, type VariablesOf } from '../../../gql/graphql';
import { adSetListFieldsFragment, sponsorReportFieldsFragment } from './sponsor-list-fragments';

/** Spec 2 §7 campaign lists: page 10, sort, filters (name, status), dates, brand, adType. */
export const sponsorCampaignsQuery = graphql(
  `
  query SponsorCampaigns(
    $page: Int
    $sortBy: String
    $direction: SortDirection
    $supplierId: ID
    $filters: SponsorCampaignFilters
    $ventureId: ID
    $brand: ID
    $startDate: DateTime
    $endDate: DateTime
    $adType: SponsorAdType
  ) {
    sponsorCampaigns(
      page: $page
      sortBy: $sortBy
      direction: $direction
      supplierId: $supplierId
      filters: $filters
      ventureId: $ventureId
      brand: $brand
      startDate: $startDate
      endDate: $endDate
      adType: $adType
    ) {
      page
      numPages
      totalCount
      objects {
        id
        name
        adType
        status
        brand {
          id
          name
        }
        supplier {
          id
          name
          nameWithCluster
          walletCurrency {
            code
            symbol
            maxFractionDigits
          }
        }
        adsetSet {
          ...AdSetListFields
        }
        report {
          ...SponsorReportFields
        }
      }
    }
  }
`,
  [adSetListFieldsFragment, sponsorReportFieldsFragment],
);

export type SponsorCampaignsVariables = VariablesOf<typeof sponsorCampaignsQuery>;
export type SponsorCampaignItem = ResultOf<
  typeof sponsorCampaignsQuery
>['sponsorCampaigns']['objects'][number];

export function useSponsorCampaigns(variables: SponsorCampaignsVariables) {
  return useQuery({ query: sponsorCampaignsQuery, variables, requestPolicy: 'cache-and-network' });
}
