import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const signUpSellerOptionsQuery = graphql(`
  query SignUpSellerOptions($brandIds: [ID!]!) {
    signUpSellerOptions(brandIds: $brandIds) {
      id
      nameWithCatalog
      originalSellerId
    }
  }
`);

export function useSignUpSellerOptions(brandIds: string[], { pause = false } = {}) {
  return useQuery({
    query: signUpSellerOptionsQuery,
    variables: { brandIds },
    pause: pause || brandIds.length === 0,
  });
}
