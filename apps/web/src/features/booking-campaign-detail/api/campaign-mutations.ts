import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

/** Submit (the seller) or a staff review step (decision 0240 "Statuses"); DISAPPROVED needs a reason. */
export const changeCampaignStatusMutation = graphql(`
  mutation ChangeCampaignStatus($campaignId: ID!, $status: BookingCampaignStatus!, $rejectReason: String) {
    changeCampaignStatus(campaignId: $campaignId, status: $status, rejectReason: $rejectReason) {
      ok
      errors {
        field
        messages
      }
      campaign {
        id
        status
        rejectReason
      }
    }
  }
`);

/** Cancel with a reason: refunds the share the days before the start allow (decision 0240). */
export const cancelCampaignMutation = graphql(`
  mutation CancelCampaign($campaignId: ID!, $cancelReason: String!) {
    cancelCampaign(campaignId: $campaignId, cancelReason: $cancelReason) {
      ok
      errors {
        field
        messages
      }
      campaign {
        id
        status
        paymentStatus
        cancelReason
      }
    }
  }
`);

/** Staff: the wire transfer of a cart arrived (decision 0240 checkout). */
export const markCampaignCartPaidMutation = graphql(`
  mutation MarkCampaignCartPaid($cartId: ID!) {
    markCampaignCartPaid(cartId: $cartId) {
      ok
      errors {
        field
        messages
      }
      cart {
        id
      }
    }
  }
`);

export function useChangeCampaignStatus() {
  return useMutation(changeCampaignStatusMutation);
}

export function useCancelCampaign() {
  return useMutation(cancelCampaignMutation);
}

export function useMarkCampaignCartPaid() {
  return useMutation(markCampaignCartPaidMutation);
}
