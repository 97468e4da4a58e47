import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const invitationsQuery = graphql(`
  query Invitations {
    invitations {
      id
      email
      role {
        id
        name
      }
      status
      dateCreated
    }
  }
`);

export type Invitation = ResultOf<typeof invitationsQuery>['invitations'][number];

export function useInvitations() {
  return useQuery({ query: invitationsQuery, requestPolicy: 'cache-and-network' });
}
