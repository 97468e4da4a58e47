import { useMutation } from 'urql';
import { graphql, type VariablesOf } from '../../../gql/graphql';

/** The checkout (decision 0240): one cart, paid once, priced again on the server. */
export const createCampaignCartMutation = graphql(`
  mutation BookingCreateCampaignCart(
    $brandId: ID!
    $paymentMethod: BookingPaymentMethod!
    $paymentTerms: BookingPaymentTerms!
    $discountIds: [ID!]
    $campaignItems: [CampaignItemInput!]!
    $redeemVoucherId: ID
    $idempotencyKey: String!
  ) {
    createCampaignCart(
      brandId: $brandId
      paymentMethod: $paymentMethod
      paymentTerms: $paymentTerms
      discountIds: $discountIds
      campaignItems: $campaignItems
      redeemVoucherId: $redeemVoucherId
      idempotencyKey: $idempotencyKey
    ) {
      ok
      errors {
        field
        messages
      }
      ids
      cartId
    }
  }
`);

export type CreateCampaignCartVariables = VariablesOf<typeof createCampaignCartMutation>;

export function useCreateCampaignCart() {
  return useMutation(createCampaignCartMutation);
}
