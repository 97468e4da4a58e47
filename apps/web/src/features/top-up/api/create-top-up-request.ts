import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';
import { topUpRequestPayloadFragment } from './top-up-request-payload';

export const createTopUpRequestMutation = graphql(
  `
  mutation CreateTopUpRequest(
    $amount: Decimal!
    $type: TopUpMethod!
    $description: String
    $provider: String
    $redeemId: ID
    $idempotencyKey: String
  ) {
    createTopUpRequest(
      amount: $amount
      type: $type
      description: $description
      provider: $provider
      redeemId: $redeemId
      idempotencyKey: $idempotencyKey
    ) {
      ...TopUpRequestPayloadFields
    }
  }
`,
  [topUpRequestPayloadFragment],
);

/**
 * Spec 1 §4: after a top-up the wallet, credits, transactions and linked accounts are refetched; the
 * document cache does that for every query whose result holds one of these types.
 */
export const afterTopUpTypenames = [
  'Wallet',
  'Credit',
  'CreditPage',
  'WalletTransaction',
  'WalletTransactionPage',
  'AuthBackend',
  'CompanyLinkedAccount',
];

export function useCreateTopUpRequest() {
  return useMutation(createTopUpRequestMutation);
}
