import { useMutation, useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/** The quick form's options: fields the configuration hides, audiences and catalog categories of the seller. */
export const quickCampaignOptionsQuery = graphql(`
  query MpaQuickCampaignOptions($sellerId: ID!) {
    getExcludedMPAFields
    getCustomAudiences(sellerId: $sellerId) {
      id
      name
    }
    getCatalogCategories(sellerId: $sellerId) {
      id
      name
    }
  }
`);

export type QuickCampaignOptions = ResultOf<typeof quickCampaignOptionsQuery>;

export function useQuickCampaignOptions(sellerId: string, pause: boolean) {
  return useQuery({ query: quickCampaignOptionsQuery, variables: { sellerId }, pause });
}

export const createMetaCampaignMutation = graphql(`
  mutation MpaCreateMetaCampaign(
    $sellerId: ID!
    $name: String!
    $lifetimeBudget: Decimal!
    $startDate: String!
    $endDate: String!
    $creativeText: String
    $customAudienceIds: [Float!]
    $categories: [Int!]
    $minPrice: Decimal
    $maxPrice: Decimal
  ) {
    createMetaCampaign(
      sellerId: $sellerId
      name: $name
      lifetimeBudget: $lifetimeBudget
      startDate: $startDate
      endDate: $endDate
      creativeText: $creativeText
      customAudienceIds: $customAudienceIds
      categories: $categories
      minPrice: $minPrice
      maxPrice: $maxPrice
    ) {
      ok
      errors {
        field
        messages
      }
      campaign {
        id
        name
      }
    }
  }
`);

export function useCreateMetaCampaign() {
  return useMutation(createMetaCampaignMutation);
}
