import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const removeBrandsMutation = graphql(`
  mutation RemoveBrands($brandIds: [ID!]!) {
    removeBrands(brandIds: $brandIds) {
      ok
      errors {
        field
        messages
      }
      company {
        id
        brands {
          id
          name
          logo
        }
      }
    }
  }
`);

export function useRemoveBrands() {
  return useMutation(removeBrandsMutation);
}
