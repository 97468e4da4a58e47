import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

/** Edit (with `campaign`) or staff review (with `status` SCHEDULED / REJECTED and `notes`). */
export const updateSponsorCampaignMutation = graphql(`
  mutation UpdateSponsorCampaign(
    $id: ID!
    $campaign: SponsorCampaignInput
    $status: AdSetStatus
    $notes: String
  ) {
    updateSponsorCampaign(id: $id, campaign: $campaign, status: $status, notes: $notes) {
      ok
      errors {
        field
        messages
      }
      campaign {
        id
        adType
        status
        notes
      }
    }
  }
`);

export function useUpdateSponsorCampaign() {
  return useMutation(updateSponsorCampaignMutation);
}
