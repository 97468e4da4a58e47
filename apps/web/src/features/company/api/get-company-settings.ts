import { useQuery } from 'urql';
import { graphql, type ResultOf, readFragment } from '../../../gql/graphql';
import { companyProfileFieldsFragment } from './company-fragments';

export const companySettingsQuery = graphql(
  `
  query CompanySettings {
    me {
      id
      company {
        ...CompanyProfileFields
        walletCurrency {
          code
          name
          symbol
        }
        canBeUpdated
      }
    }
    currencies {
      id
      code
      name
      symbol
    }
    brandCatalogs {
      id
    }
  }
`,
  [companyProfileFieldsFragment],
);

export type CompanySettingsData = ResultOf<typeof companySettingsQuery>;
type MaskedCompany = NonNullable<CompanySettingsData['me']['company']>;

/** The company with the form's fields read out of the fragment (decision 0175: read once, where it is used). */
export type CompanySettings = MaskedCompany & ResultOf<typeof companyProfileFieldsFragment>;

export function readCompanySettings(company: MaskedCompany | null | undefined): CompanySettings | null {
  return company ? { ...company, ...readFragment(companyProfileFieldsFragment, company) } : null;
}

/** The acting company with what its form needs: currencies, and the catalogs where its brands sell. */
export function useCompanySettings() {
  return useQuery({ query: companySettingsQuery, requestPolicy: 'network-only' });
}
