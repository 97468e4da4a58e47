import { useMutation } from 'urql';
import { graphql, type VariablesOf } from '../../../gql/graphql';

export const createAccountMutation = graphql(`
  mutation CreateAccount(
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
    $brandIds: [ID!]
    $sellerIds: [ID!]
    $googleRecaptchaToken: String
    $walletCurrencyCode: String
  ) {
    createAccount(
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
      brandIds: $brandIds
      sellerIds: $sellerIds
      googleRecaptchaToken: $googleRecaptchaToken
      walletCurrencyCode: $walletCurrencyCode
    ) {
      ok
      accountId
      errors {
        field
        messages
      }
    }
  }
`);

export type CreateAccountVariables = VariablesOf<typeof createAccountMutation>;

export function useCreateAccount() {
  return useMutation(createAccountMutation);
}
