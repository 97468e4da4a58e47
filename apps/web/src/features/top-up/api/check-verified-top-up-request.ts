import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';
import { topUpRequestPayloadFragment } from './top-up-request-payload';

export const checkVerifiedTopUpRequestMutation = graphql(
  `
  mutation CheckVerifiedTopUpRequest($id: ID!) {
    checkVerifiedTopUpRequest(id: $id) {
      ...TopUpRequestPayloadFields
    }
  }
`,
  [topUpRequestPayloadFragment],
);

export function useCheckVerifiedTopUpRequest() {
  return useMutation(checkVerifiedTopUpRequestMutation);
}
