import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const addSellersMutation = graphql(`
  mutation SponsorAddSellers($sellerIds: [ID!]!) {
    addSellers(sellerIds: $sellerIds) {
      ok
      errors {
        field
        messages
      }
    }
  }
`);

export function useAddSellers() {
  return useMutation(addSellersMutation);
}
