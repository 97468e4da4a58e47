import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

/** The server derives the budget type from what is sent (both null → ALWAYS_ON). */
export const updateAdsetBudgetMutation = graphql(`
  mutation UpdateAdsetBudget($id: ID!, $budget: Decimal, $budgetDaily: Decimal) {
    updateAdsetBudget(id: $id, budget: $budget, budgetDaily: $budgetDaily) {
      ok
      errors {
        field
        messages
      }
      adSet {
        id
        budgetType
        budgetTotal
        budgetDailyTotal
      }
    }
  }
`);

export function useUpdateAdsetBudget() {
  return useMutation(updateAdsetBudgetMutation);
}
