import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const signUpBrandOptionsQuery = graphql(`
  query SignUpBrandOptions($searchTerm: String) {
    signUpBrandOptions(searchTerm: $searchTerm) {
      id
      name
      logo
    }
  }
`);

export type BrandOption = ResultOf<typeof signUpBrandOptionsQuery>['signUpBrandOptions'][number];

export function useSignUpBrandOptions(searchTerm: string) {
  return useQuery({ query: signUpBrandOptionsQuery, variables: { searchTerm } });
}
