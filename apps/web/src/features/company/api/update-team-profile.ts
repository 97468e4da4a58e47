import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';
import { companyProfileFieldsFragment } from './company-fragments';

export const updateTeamProfileMutation = graphql(
  `
  mutation UpdateTeamProfile(
    $name: String!
    $address: String!
    $address2: String
    $postalCode: String
    $registrationNo: String
    $countryCode: String
    $authorizedName: String
    $reportCurrency: String
    $timezone: String
    $size: String
    $sellerIds: [ID!]
  ) {
    updateTeamProfile(
      name: $name
      address: $address
      address2: $address2
      postalCode: $postalCode
      registrationNo: $registrationNo
      countryCode: $countryCode
      authorizedName: $authorizedName
      reportCurrency: $reportCurrency
      timezone: $timezone
      size: $size
      sellerIds: $sellerIds
    ) {
      ok
      errors {
        field
        messages
      }
      company {
        ...CompanyProfileFields
        nameWithCluster
      }
    }
  }
`,
  [companyProfileFieldsFragment],
);

export function useUpdateTeamProfile() {
  return useMutation(updateTeamProfileMutation);
}
