import { graphql } from '../../../gql/graphql';
import { meNameFieldsFragment } from '../../../lib/me-fragments';

/**
 * What the profile form edits, as the profile query and the update both ask for it (decision 0175).
 * Masked as gql.tada does by default: read it with `readFragment`.
 */
export const profileFormFieldsFragment = graphql(
  `
  fragment ProfileFormFields on Me {
    ...MeNameFields
    title
    enabled2fa
  }
`,
  [meNameFieldsFragment],
);
