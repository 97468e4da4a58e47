import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

/** Spec 2 §7 reportRange: what "Lifetime" covers on the dashboard (decision 0205). */
export const dashboardReportRangeQuery = graphql(`
  query DashboardReportRange {
    reportRange {
      startDate
      endDate
    }
  }
`);

export function useDashboardReportRange(pause: boolean) {
  return useQuery({ query: dashboardReportRangeQuery, pause });
}
