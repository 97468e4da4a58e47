import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

/** Spec 2 §7 reportRange: where "Lifetime" starts for a dialog whose campaign has no start (decision 0212). */
export const skuReportRangeQuery = graphql(`
  query SkuReportRange {
    reportRange {
      startDate
    }
  }
`);

export function useSkuReportRange(pause: boolean) {
  return useQuery({ query: skuReportRangeQuery, pause });
}
