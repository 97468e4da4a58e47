import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const teamUsersQuery = graphql(`
  query TeamUsers {
    users {
      id
      name
      email
      role {
        id
        name
      }
      status
      isMe
    }
  }
`);

export type TeamUser = ResultOf<typeof teamUsersQuery>['users'][number];

export function useTeamUsers() {
  return useQuery({ query: teamUsersQuery, requestPolicy: 'cache-and-network' });
}
