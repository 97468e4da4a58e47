import { useMutation } from 'urql';
import { graphql, type VariablesOf } from '../../../gql/graphql';
import { sponsorCampaignOutcomeFragment } from '../../../lib/sponsor-campaign-fragments';

export const createQuickSponsorCampaignMutation = graphql(
  `
  mutation CreateQuickSponsorCampaign(
    $name: String!
    $goal: CampaignGoal!
    $goalOther: String
    $brandId: ID!
    $adType: SponsorAdType!
    $catalogId: ID!
    $budgetType: BudgetType!
    $budgetDailyTotal: Decimal
    $budgetTotal: Decimal
    $scheduleType: ScheduleType!
    $startDate: DateTime!
    $endDate: DateTime
    $bannerCategoryIds: [ID!]
    $keywords: [String!]
    $categoryIds: [ID!]
    $sellerIds: [ID!]
    $placements: [QuickPlacementInput!]
  ) {
    createQuickSponsorCampaign(
      name: $name
      goal: $goal
      goalOther: $goalOther
      brandId: $brandId
      adType: $adType
      catalogId: $catalogId
      budgetType: $budgetType
      budgetDailyTotal: $budgetDailyTotal
      budgetTotal: $budgetTotal
      scheduleType: $scheduleType
      startDate: $startDate
      endDate: $endDate
      bannerCategoryIds: $bannerCategoryIds
      keywords: $keywords
      categoryIds: $categoryIds
      sellerIds: $sellerIds
      placements: $placements
    ) {
      ...SponsorCampaignOutcome
      campaign {
        id
      }
    }
  }
`,
  [sponsorCampaignOutcomeFragment],
);

export type CreateQuickSponsorCampaignVariables = VariablesOf<typeof createQuickSponsorCampaignMutation>;

export function useCreateQuickSponsorCampaign() {
  return useMutation(createQuickSponsorCampaignMutation);
}
