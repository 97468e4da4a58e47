import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const rolesQuery = graphql(`
  query Roles {
    roles {
      id
      name
    }
  }
`);

export type Role = ResultOf<typeof rolesQuery>['roles'][number];

export function useRoles() {
  return useQuery({ query: rolesQuery });
}
