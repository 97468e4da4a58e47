import { type UseQueryArgs, useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';
import { meNameFieldsFragment } from '../../../lib/me-fragments';

export const meQuery = graphql(
  `
  query Me {
    me {
      ...MeNameFields
      name
      email
      isGfg
      isOwner
      isImpersonate
      isApprovedByStaff
      role {
        id
        name
      }
      company {
        id
        name
        nameWithCluster
        timezone
        brands {
          id
          name
          logo
        }
      }
    }
  }
`,
  [meNameFieldsFragment],
);

export type Me = ResultOf<typeof meQuery>['me'];

/** `me` always goes to the network (spec: "me (network only)"). */
export function useMe({
  allowSignedOut = false,
  pause = false,
}: {
  allowSignedOut?: boolean;
  pause?: boolean;
} = {}) {
  const args: UseQueryArgs<Record<string, never>, ResultOf<typeof meQuery>> = {
    query: meQuery,
    requestPolicy: 'network-only',
    pause,
    context: allowSignedOut ? stableSignedOutContext : undefined,
  };
  return useQuery(args);
}

// A stable object: urql re-runs the query whenever the context identity changes.
const stableSignedOutContext = { allowSignedOut: true };
