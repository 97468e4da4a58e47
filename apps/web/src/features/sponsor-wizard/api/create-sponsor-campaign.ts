import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';
import { sponsorCampaignOutcomeFragment } from '../../../lib/sponsor-campaign-fragments';

export const createSponsorCampaignMutation = graphql(
  `
  mutation CreateSponsorCampaign($campaign: SponsorCampaignInput!) {
    createSponsorCampaign(campaign: $campaign) {
      ...SponsorCampaignOutcome
      campaign {
        id
        adType
        status
      }
    }
  }
`,
  [sponsorCampaignOutcomeFragment],
);

export function useCreateSponsorCampaign() {
  return useMutation(createSponsorCampaignMutation);
}
