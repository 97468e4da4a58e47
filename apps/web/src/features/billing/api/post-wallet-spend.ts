import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const postWalletSpendMutation = graphql(`
  mutation PostWalletSpend(
    $companyId: ID!
    $amount: Decimal!
    $idempotencyKey: String!
    $brandId: ID
    $catalogId: ID
    $adType: AdType
    $clicks: Int
    $impressions: Int
  ) {
    postWalletSpend(
      companyId: $companyId
      amount: $amount
      idempotencyKey: $idempotencyKey
      brandId: $brandId
      catalogId: $catalogId
      adType: $adType
      clicks: $clicks
      impressions: $impressions
    ) {
      ok
      errors {
        field
        messages
      }
      transaction {
        id
        amount
        unpaidAmount
        status
        statusReason
        balanceAfter
      }
    }
  }
`);

export function usePostWalletSpend() {
  return useMutation(postWalletSpendMutation);
}
