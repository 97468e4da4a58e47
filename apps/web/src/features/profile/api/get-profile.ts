import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const profileQuery = graphql(`
  query ProfileSettings {
    me {
      id
      email
      firstName
      lastName
      title
      language
      allLanguages {
        code
        label
      }
      timezone
      enabled2fa
      hasUsablePassword
      isImpersonate
    }
  }
`);

export type Profile = ResultOf<typeof profileQuery>['me'];

export function useProfile() {
  return useQuery({ query: profileQuery, requestPolicy: 'network-only' });
}
