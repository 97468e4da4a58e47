import { useMutation } from 'urql';
import { graphql, type VariablesOf } from '../../../gql/graphql';

export const createCompanyMutation = graphql(`
  mutation CreateCompany(
    $companyName: String
    $registrationNo: String
    $authorizedName: String
    $address: String
    $postalCode: String
    $countryCode: String
    $timezone: String
    $walletCurrencyCode: String
    $brandIds: [ID!]
    $sellerIds: [ID!]
  ) {
    createCompany(
      companyName: $companyName
      registrationNo: $registrationNo
      authorizedName: $authorizedName
      address: $address
      postalCode: $postalCode
      countryCode: $countryCode
      timezone: $timezone
      walletCurrencyCode: $walletCurrencyCode
      brandIds: $brandIds
      sellerIds: $sellerIds
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

export type CreateCompanyVariables = VariablesOf<typeof createCompanyMutation>;

export function useCreateCompany() {
  return useMutation(createCompanyMutation);
}
