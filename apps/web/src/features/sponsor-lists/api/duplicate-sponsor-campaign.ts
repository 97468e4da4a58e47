import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const duplicateSponsorCampaignMutation = graphql(`
  mutation DuplicateSponsorCampaign($id: ID!) {
    duplicateSponsorCampaign(id: $id) {
      ok
      errors {
        field
        messages
      }
      campaign {
        id
      }
    }
  }
`);

export function useDuplicateSponsorCampaign() {
  return useMutation(duplicateSponsorCampaignMutation);
}
