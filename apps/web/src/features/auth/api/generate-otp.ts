import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const generateOtpMutation = graphql(`
  mutation GenerateOtp($email: String!) {
    generateOtp(email: $email) {
      ok
      errors {
        field
        messages
      }
    }
  }
`);

export function useGenerateOtp() {
  return useMutation(generateOtpMutation);
}
