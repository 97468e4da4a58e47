import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

/** Staff: reserve a placement for a week, with a reason (decision 0240 "Calendar"). */
export const bookCampaignPlacementMutation = graphql(`
  mutation BookCampaignPlacement(
    $ventureId: ID!
    $placementId: ID!
    $segmentId: ID!
    $startDate: String!
    $endDate: String!
    $reserveReason: String!
  ) {
    bookCampaignPlacement(
      ventureId: $ventureId
      placementId: $placementId
      segmentId: $segmentId
      startDate: $startDate
      endDate: $endDate
      reserveReason: $reserveReason
    ) {
      ok
      errors {
        field
        messages
      }
      booking {
        id
        status
        startDate
        endDate
      }
    }
  }
`);

export function useBookCampaignPlacement() {
  return useMutation(bookCampaignPlacementMutation);
}
