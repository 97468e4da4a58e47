import { graphql } from '../gql/graphql';

/**
 * A banner slot (type, platform, size) as the banner content editor and the wizards list it (decision 0175).
 * Masked as gql.tada does by default: read it with `readFragment`.
 */
export const bannerTypeFieldsFragment = graphql(`
  fragment BannerTypeFields on BannerType {
    id
    name
    bannerType
    platform
    width
    height
  }
`);
