import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const copySponsorCampaignMutation = graphql(`
  mutation CopySponsorCampaign($campaignId: ID!, $targetSupplierId: ID!) {
    copySponsorCampaign(campaignId: $campaignId, targetSupplierId: $targetSupplierId) {
      ok
      errors {
        field
        messages
      }
      campaign {
        id
        supplier {
          id
        }
      }
    }
  }
`);

export function useCopySponsorCampaign() {
  return useMutation(copySponsorCampaignMutation);
}
