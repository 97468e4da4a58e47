import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/** One row per day of the range (Meta's time_increment=1). */
export const adAccountInsightsQuery = graphql(`
  query MpaAdAccountInsights($sellerId: ID!, $fromDate: String!, $toDate: String!) {
    adAccountInsights(sellerId: $sellerId, fromDate: $fromDate, toDate: $toDate) {
      accountId
      accountCurrency
      dateStart
      dateStop
      spend
      clicks
      impressions
      totalPurchaseItem
      totalPurchaseValue
    }
  }
`);

export type AdAccountInsight = ResultOf<typeof adAccountInsightsQuery>['adAccountInsights'][number];

export function useAdAccountInsights(variables: { sellerId: string; fromDate: string; toDate: string }) {
  return useQuery({ query: adAccountInsightsQuery, variables, requestPolicy: 'cache-and-network' });
}
