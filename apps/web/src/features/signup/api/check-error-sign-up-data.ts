import { useMutation } from 'urql';
import { graphql, type VariablesOf } from '../../../gql/graphql';

export const checkErrorSignUpDataMutation = graphql(`
  mutation CheckErrorSignUpData(
    $fullName: String
    $email: String
    $password: String
    $phoneNumber: String
    $address: String
    $companyName: String
    $registrationNo: String
    $authorizedName: String
    $postalCode: String
    $countryCode: String
    $timezone: String
    $walletCurrencyCode: String
  ) {
    checkErrorSignUpData(
      fullName: $fullName
      email: $email
      password: $password
      phoneNumber: $phoneNumber
      address: $address
      companyName: $companyName
      registrationNo: $registrationNo
      authorizedName: $authorizedName
      postalCode: $postalCode
      countryCode: $countryCode
      timezone: $timezone
      walletCurrencyCode: $walletCurrencyCode
    ) {
      ok
      errors {
        field
        messages
      }
    }
  }
`);

export type SignUpCheckVariables = VariablesOf<typeof checkErrorSignUpDataMutation>;

export function useCheckErrorSignUpData() {
  return useMutation(checkErrorSignUpDataMutation);
}
