import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

/**
 * The sign-up's duplicate check (decision 0180), asked by company settings about a new name or
 * registration number: another company using it is a warning, never a refusal.
 */
export const companyDuplicateWarningsMutation = graphql(`
  mutation CompanyDuplicateWarnings($companyName: String, $registrationNo: String, $countryCode: String) {
    checkWarningSignUpData(
      companyName: $companyName
      registrationNo: $registrationNo
      countryCode: $countryCode
    ) {
      ok
      warnings {
        field
        messages
      }
    }
  }
`);

export function useCompanyDuplicateWarnings() {
  return useMutation(companyDuplicateWarningsMutation);
}
