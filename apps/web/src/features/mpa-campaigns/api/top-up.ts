import { useMutation, useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/**
 * What the Wallet Topup modal offers: a saved card (CARD), the company wallet's paid credit (PAID_CREDIT,
 * under its flag; the Meta wallet's currency is the company wallet's, decision 0230). OWNER only, as the modal.
 */
export const mpaTopUpOptionsQuery = graphql(`
  query MpaTopUpOptions {
    paymentMethods {
      id
      brand
      last4
    }
    wallet {
      id
      paidCredit
    }
  }
`);

export type MpaTopUpOptions = ResultOf<typeof mpaTopUpOptionsQuery>;

export function useMpaTopUpOptions(pause: boolean) {
  return useQuery({ query: mpaTopUpOptionsQuery, pause, requestPolicy: 'cache-and-network' });
}

/** The tax rate of a method, in percent. */
export const mpaTopUpTaxQuery = graphql(`
  query MpaTopUpTax($method: MpaTopUpMethod!) {
    mpaTopUpTax(method: $method)
  }
`);

export function useMpaTopUpTax(method: 'CARD' | 'PAID_CREDIT' | 'WIRE_TRANSFER', pause: boolean) {
  return useQuery({ query: mpaTopUpTaxQuery, variables: { method }, pause });
}

export const createMpaTopUpRequestMutation = graphql(`
  mutation MpaCreateTopUpRequest(
    $sellerId: ID!
    $requestAmount: Decimal!
    $method: MpaTopUpMethod!
    $idempotencyKey: String
  ) {
    createMpaTopUpRequest(
      sellerId: $sellerId
      requestAmount: $requestAmount
      method: $method
      idempotencyKey: $idempotencyKey
    ) {
      ok
      errors {
        field
        messages
      }
      topUpRequest {
        id
        status
        statusReason
        method
        requestAmount
        taxAmount
        total
        currency
        paymentInstructions {
          reference
          total
          currency
          bankName
          accountName
          accountNumber
          swiftCode
        }
      }
    }
  }
`);

export type MpaTopUpResult = NonNullable<
  ResultOf<typeof createMpaTopUpRequestMutation>['createMpaTopUpRequest']['topUpRequest']
>;

export function useCreateMpaTopUpRequest() {
  return useMutation(createMpaTopUpRequestMutation);
}
