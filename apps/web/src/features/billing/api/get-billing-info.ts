import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const billingInfoQuery = graphql(`
  query BillingInfo {
    billingInfo {
      id
      name
      email
      description
      topUpAlertAmount
    }
  }
`);

export type BillingInfo = NonNullable<ResultOf<typeof billingInfoQuery>['billingInfo']>;

export function useBillingInfo() {
  return useQuery({ query: billingInfoQuery, requestPolicy: 'cache-and-network' });
}
