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
