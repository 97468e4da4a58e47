import { useMutation, useQuery } from 'urql';
import { graphql, type ResultOf, readFragment } from '../../../gql/graphql';
import { topUpPaymentInstructionsFragment } from '../../../lib/top-up-fragments';

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

export const createMpaTopUpRequestMutation = graphql(
  `
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
          ...TopUpPaymentInstructionsFields
        }
      }
    }
  }
`,
  [topUpPaymentInstructionsFragment],
);

type MaskedMpaTopUpResult = NonNullable<
  ResultOf<typeof createMpaTopUpRequestMutation>['createMpaTopUpRequest']['topUpRequest']
>;

/** The request the server took, its payment instructions read out of their fragment (decision 0175: read once). */
export function readMpaTopUpResult(request: MaskedMpaTopUpResult) {
  return {
    ...request,
    paymentInstructions: readFragment(topUpPaymentInstructionsFragment, request.paymentInstructions),
  };
}

export type MpaTopUpResult = ReturnType<typeof readMpaTopUpResult>;

export function useCreateMpaTopUpRequest() {
  return useMutation(createMpaTopUpRequestMutation);
}
