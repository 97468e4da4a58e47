import { graphql } from '../gql/graphql';

/**
 * Selections the sponsor features (the wizards, the quick dialog, the lists) each wrote again (decision 0175).
 * They live here, not in one feature, because features do not import each other. Masked as gql.tada does by
 * default: read them with `readFragment`.
 */

/** What a campaign mutation answers besides the campaign: whether it saved, and the field errors if not. */
export const sponsorCampaignOutcomeFragment = graphql(`
  fragment SponsorCampaignOutcome on SponsorCampaignPayload {
    ok
    errors {
      field
      messages
    }
  }
`);

/** A campaign's name, type and status, with its brand and the supplier whose wallet currency it spends. */
export const sponsorCampaignHeaderFragment = graphql(`
  fragment SponsorCampaignHeader on SponsorCampaign {
    id
    name
    adType
    status
    brand {
      id
      name
    }
    supplier {
      id
      name
      walletCurrency {
        code
        symbol
        maxFractionDigits
      }
    }
  }
`);

/** A catalog (country) a brand advertises in, as the content editor and the wizards need it. */
export const brandCatalogFieldsFragment = graphql(`
  fragment BrandCatalogFields on Catalog {
    id
    code
    name
    baseUrl
    currencyCode
    currencySymbol
    timeZone
    tzOffset
  }
`);
