import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';
import { profileFormFieldsFragment } from './profile-fragments';

export const updateProfileMutation = graphql(
  `
  mutation UpdateProfile(
    $firstName: String!
    $lastName: String!
    $title: String!
    $language: String!
    $timezone: String!
    $enabled2fa: Boolean!
  ) {
    updateProfile(
      firstName: $firstName
      lastName: $lastName
      title: $title
      language: $language
      timezone: $timezone
      enabled2fa: $enabled2fa
    ) {
      ok
      errors {
        field
        messages
      }
      me {
        ...ProfileFormFields
        name
      }
    }
  }
`,
  [profileFormFieldsFragment],
);

/** The answer carries `me`, so the shell's `me` (header name, language) refreshes from the cache. */
export function useUpdateProfile() {
  return useMutation(updateProfileMutation);
}
