import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const invitationByTokenQuery = graphql(`
  query InvitationByToken($token: String!) {
    invitationByToken(token: $token) {
      email
      companyName
      roleName
      status
      hasUser
      hasPassword
      isSignedInAsInvitee
    }
  }
`);

export type InvitationPreview = NonNullable<ResultOf<typeof invitationByTokenQuery>['invitationByToken']>;

// Stable: urql re-runs the query when the context object changes.
const signedOutContext = { allowSignedOut: true };

/** Works signed in or out: the link may be opened in any browser. */
export function useInvitationByToken(token: string) {
  return useQuery({
    query: invitationByTokenQuery,
    variables: { token },
    requestPolicy: 'network-only',
    context: signedOutContext,
  });
}
