import { useQuery } from 'urql';
import { graphql, type ResultOf, type VariablesOf } from '../../../gql/graphql';
import { adSetListFieldsFragment } from './sponsor-list-fragments';

/** Spec 2 §7 ad-set lists of one campaign, with their own dates and country (catalog). */
export const adsSetsQuery = graphql(
  `
  query AdsSets(
    $page: Int
    $campaignId: ID!
    $catalogId: ID
    $brandId: ID
    $startDate: DateTime
    $endDate: DateTime
    $sortBy: String
    $direction: SortDirection
  ) {
    adsSets(
      page: $page
      campaignId: $campaignId
      catalogId: $catalogId
      brandId: $brandId
      startDate: $startDate
      endDate: $endDate
      sortBy: $sortBy
      direction: $direction
    ) {
      page
      numPages
      totalCount
      objects {
        ...AdSetListFields
      }
    }
  }
`,
  [adSetListFieldsFragment],
);

export type AdsSetsVariables = VariablesOf<typeof adsSetsQuery>;
export type AdSetItem = ResultOf<typeof adsSetsQuery>['adsSets']['objects'][number];

export function useAdsSets(variables: AdsSetsVariables, pause = false) {
  return useQuery({ query: adsSetsQuery, variables, pause, requestPolicy: 'cache-and-network' });
}
