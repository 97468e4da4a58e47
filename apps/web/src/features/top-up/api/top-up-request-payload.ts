import { graphql } from '../../../gql/graphql';

/** What creating and verifying a top-up both answer (spec 1 §4); read with `readFragment`. */
export const topUpRequestPayloadFragment = graphql(`
  fragment TopUpRequestPayloadFields on TopUpRequestPayload {
    ok
    errors {
      field
      messages
    }
    confirmToken
    topUp {
      id
      status
      statusReason
      type
      amount
      discount
      tax
      total
    }
  }
`);
