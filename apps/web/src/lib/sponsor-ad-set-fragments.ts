import { graphql } from '../gql/graphql';

/**
 * An ad set's name, status, budget and dates: what the lists' ad-set lines and the wizards' campaign both
 * ask for (decision 0175). Masked as gql.tada does by default: read it with `readFragment`.
 */
export const sponsorAdSetSummaryFragment = graphql(`
  fragment SponsorAdSetSummary on SponsorAdSet {
    id
    name
    status
    budgetType
    budgetTotal
    budgetDailyTotal
    startDate
    endDate
  }
`);
