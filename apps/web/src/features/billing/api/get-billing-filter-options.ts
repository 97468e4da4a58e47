import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const billingFilterOptionsQuery = graphql(`
  query BillingFilterOptions {
    me {
      id
      timezone
      company {
        id
        timezone
        brands {
          id
          name
        }
      }
    }
    brandCatalogs {
      id
      code
      name
    }
    allCatalogs {
      id
      code
      name
    }
  }
`);

export type BillingFilterOptions = ResultOf<typeof billingFilterOptionsQuery>;

/** Brands of the acting company, the catalogs they sell in (all catalogs when none), and its time zone. */
export function useBillingFilterOptions() {
  return useQuery({ query: billingFilterOptionsQuery });
}
