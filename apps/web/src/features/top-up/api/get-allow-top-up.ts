import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

/** Spec 1 §6: company.canBeToppedUp and flag billing_top_up; the button hides when false. */
export const allowTopUpQuery = graphql(`
  query AllowTopUp {
    allowTopUp
  }
`);

export function useAllowTopUp() {
  return useQuery({ query: allowTopUpQuery });
}
