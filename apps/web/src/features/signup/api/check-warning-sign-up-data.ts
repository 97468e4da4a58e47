import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const checkWarningSignUpDataMutation = graphql(`
  mutation CheckWarningSignUpData(
    $companyName: String
    $registrationNo: String
    $countryCode: String
    $email: String
  ) {
    checkWarningSignUpData(
      companyName: $companyName
      registrationNo: $registrationNo
      countryCode: $countryCode
      email: $email
    ) {
      ok
      errors {
        field
        messages
      }
      warnings {
        field
        messages
      }
    }
  }
`);

export function useCheckWarningSignUpData() {
  return useMutation(checkWarningSignUpDataMutation);
}
