import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const checkVerifiedTopUpRequestMutation = graphql(`
  mutation CheckVerifiedTopUpRequest($id: ID!) {
    checkVerifiedTopUpRequest(id: $id) {
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
  }
`);

export function useCheckVerifiedTopUpRequest() {
  return useMutation(checkVerifiedTopUpRequestMutation);
}
