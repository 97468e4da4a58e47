import { useQuery } from 'urql';
import { graphql, type ResultOf, readFragment } from '../../../gql/graphql';
import { profileFormFieldsFragment } from './profile-fragments';

export const profileQuery = graphql(
  `
  query ProfileSettings {
    me {
      ...ProfileFormFields
      email
      allLanguages {
        code
        label
      }
      hasUsablePassword
      isImpersonate
    }
  }
`,
  [profileFormFieldsFragment],
);

type MaskedProfile = ResultOf<typeof profileQuery>['me'];

/** `me` with the form's fields read out of the fragment (decision 0175: read once, where it is used). */
export type Profile = MaskedProfile & ResultOf<typeof profileFormFieldsFragment>;

export function readProfile(me: MaskedProfile | undefined): Profile | null {
  return me ? { ...me, ...readFragment(profileFormFieldsFragment, me) } : null;
}

export function useProfile() {
  return useQuery({ query: profileQuery, requestPolicy: 'network-only' });
}
