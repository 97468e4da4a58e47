import { type FragmentOf, graphql, readFragment } from '../../../gql/graphql';
import { topUpFiguresFragment, topUpPaymentInstructionsFragment } from '../../../lib/top-up-fragments';

/** What creating and verifying a top-up both answer (spec 1 §4); read with `readTopUpRequestPayload`. */
export const topUpRequestPayloadFragment = graphql(
  `
  fragment TopUpRequestPayloadFields on TopUpRequestPayload {
    ok
    errors {
      field
      messages
    }
    confirmToken
    topUp {
      ...TopUpFigures
      statusReason
      discount
      paymentInstructions {
        ...TopUpPaymentInstructionsFields
      }
    }
  }
`,
  [topUpFiguresFragment, topUpPaymentInstructionsFragment],
);

export type PaymentInstructions = NonNullable<
  NonNullable<ReturnType<typeof readTopUpRequestPayload>>['topUp']
>['paymentInstructions'];

/**
 * The payload with its top-up's figures and payment instructions read out of their fragments (decision 0175:
 * read once).
 */
export function readTopUpRequestPayload(
  masked: FragmentOf<typeof topUpRequestPayloadFragment> | null | undefined,
) {
  const payload = readFragment(topUpRequestPayloadFragment, masked);
  if (!payload) return null;
  const topUp = payload.topUp && {
    ...payload.topUp,
    ...readFragment(topUpFiguresFragment, payload.topUp),
    paymentInstructions: readFragment(topUpPaymentInstructionsFragment, payload.topUp.paymentInstructions),
  };
  return { ...payload, topUp };
}
