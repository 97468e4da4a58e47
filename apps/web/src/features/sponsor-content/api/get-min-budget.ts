import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const quickMinBudgetQuery = graphql(`
  query QuickMinBudget {
    sponsorCampaignMinBudget
  }
`);

export function useQuickMinBudgetQuery(pause: boolean) {
  return useQuery({ query: quickMinBudgetQuery, pause });
}
