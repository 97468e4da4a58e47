import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const addBrandsMutation = graphql(`
  mutation AddBrands($brandIds: [ID!]!) {
    addBrands(brandIds: $brandIds) {
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

export function useAddBrands() {
  return useMutation(addBrandsMutation);
}
