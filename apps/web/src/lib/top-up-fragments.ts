import { graphql } from '../gql/graphql';

/**
 * A top-up request's kind, state and figures: what the top-up dialog's answers and the staff's pending
 * requests both show (decision 0175). Masked as gql.tada does by default: read it with `readFragment`.
 */
export const topUpFiguresFragment = graphql(`
  fragment TopUpFigures on TopUpRequest {
    id
    type
    status
    amount
    tax
    total
  }
`);

/**
 * How to pay a wire transfer (or credit note) still waiting for its money: the server's
 * TopUpPaymentInstructions, as the company wallet's top-up, the Meta wallet's top-up and the Meta credits'
 * table ask for it; `components/payment-instructions.tsx` shows it. Masked: read it with `readFragment` where
 * the answer becomes screen data (decision 0175).
 */
export const topUpPaymentInstructionsFragment = graphql(`
  fragment TopUpPaymentInstructionsFields on TopUpPaymentInstructions {
    reference
    total
    currency
    bankName
    accountName
    accountNumber
    swiftCode
  }
`);
