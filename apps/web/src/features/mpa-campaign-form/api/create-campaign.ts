import { graphql, type VariablesOf } from '../../../gql/graphql';

/** Spec 3 §7 createCampaign: the advanced form's new campaign (the seller's wallet currency). */
export const createCampaignMutation = graphql(`
  mutation CreateMpaCampaign(
    $sellerId: ID!
    $walletCurrency: String!
    $name: String!
    $lifetimeBudget: Decimal!
    $startDate: String!
    $endDate: String!
    $creativeText: String
    $productCategoryIds: [Int!]
    $productMinPrice: Decimal
    $productMaxPrice: Decimal
    $customAudienceIds: [Float!]
    $productSKUs: [String!]
  ) {
    createCampaign(
      sellerId: $sellerId
      walletCurrency: $walletCurrency
      name: $name
      lifetimeBudget: $lifetimeBudget
      startDate: $startDate
      endDate: $endDate
      creativeText: $creativeText
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

export type CreateCampaignVariables = VariablesOf<typeof createCampaignMutation>;
