import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/** The flags, configuration and user facts the content components depend on, in one request. */
export const contentSettingsQuery = graphql(`
  query SponsorContentSettings {
    me {
      id
      isApprovedByStaff
      isGfg
      role {
        id
        name
      }
    }
    dynamicFilterFlag: featureFlag(name: "show_dynamic_filter_product_on_creating_ads") {
      id
      isActive
    }
    customImageFlag: featureFlag(name: "enable_custom_product_image") {
      id
      isActive
    }
    validateSellerFlag: featureFlag(name: "validate_uploaded_product_seller") {
      id
      isActive
    }
    advancedUiFlag: featureFlag(name: "use_advanced_sponsor_campaign_ui") {
      id
      isActive
    }
    imageSizeLimit: configuration(key: "sponsored_image_size_limit") {
      id
      value
    }
  }
`);

export type ContentSettingsData = ResultOf<typeof contentSettingsQuery>;

export function useContentSettingsQuery() {
  return useQuery({ query: contentSettingsQuery });
}
