import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const checkErrorCreateCompanyDataMutation = graphql(`
  mutation CheckErrorCreateCompanyData(
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
    checkErrorCreateCompanyData(
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
      errors {
        field
        messages
      }
    }
  }
`);

export function useCheckErrorCreateCompanyData() {
  return useMutation(checkErrorCreateCompanyDataMutation);
}
