import { graphql } from '../gql/graphql';

/**
 * Who the signed-in user is and the language and time zone they read in: what the shell's `me`, the profile
 * page and the profile update each ask for (decision 0175). Unmasked (`@_unmask`), unlike the other
 * fragments: the shell's `Me` is read as a plain object by the header, the routes and their loaders.
 */
export const meNameFieldsFragment = graphql(`
  fragment MeNameFields on Me @_unmask {
    id
    firstName
    lastName
    language
    timezone
  }
`);
