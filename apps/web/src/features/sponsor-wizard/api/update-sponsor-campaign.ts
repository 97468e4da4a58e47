import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';
import { sponsorCampaignOutcomeFragment } from '../../../lib/sponsor-campaign-fragments';

/** Edit (with `campaign`) or staff review (with `status` SCHEDULED / REJECTED and `notes`). */
export const updateSponsorCampaignMutation = graphql(
  `
  mutation UpdateSponsorCampaign(
    $id: ID!
    $campaign: SponsorCampaignInput
    $status: AdSetStatus
    $notes: String
  ) {
    updateSponsorCampaign(id: $id, campaign: $campaign, status: $status, notes: $notes) {
      ...SponsorCampaignOutcome
      campaign {
        id
        adType
        status
        notes
      }
    }
  }
`,
  [sponsorCampaignOutcomeFragment],
);

export function useUpdateSponsorCampaign() {
  return useMutation(updateSponsorCampaignMutation);
}
