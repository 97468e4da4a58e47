import { graphql, type VariablesOf } from '../../../gql/graphql';

/** Spec 3 §7 updateCampaign: the edited campaign (creative text is not editable). */
export const updateCampaignMutation = graphql(`
  mutation UpdateMpaCampaign(
    $sellerId: ID!
    $campaignId: ID!
    $walletCurrency: String!
    $name: String!
    $lifetimeBudget: Decimal!
    $startDate: String!
    $endDate: String!
    $productCategoryIds: [Int!]
    $productMinPrice: Decimal
    $productMaxPrice: Decimal
    $customAudienceIds: [Float!]
    $productSKUs: [String!]
  ) {
    updateCampaign(
      sellerId: $sellerId
      campaignId: $campaignId
      walletCurrency: $walletCurrency
      name: $name
      lifetimeBudget: $lifetimeBudget
      startDate: $startDate
      endDate: $endDate
      productCategoryIds: $productCategoryIds
      productMinPrice: $productMinPrice
      productMaxPrice: $productMaxPrice
      customAudienceIds: $customAudienceIds
      productSKUs: $productSKUs
    ) {
      ok
      errors {
        field
        messages
      }
      campaign {
        id
        sellerId
      }
    }
  }
`);

export type UpdateCampaignVariables = VariablesOf<typeof updateCampaignMutation>;
