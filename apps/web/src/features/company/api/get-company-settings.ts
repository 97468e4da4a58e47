import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const companySettingsQuery = graphql(`
  query CompanySettings {
    me {
      id
      company {
        id
        name
        registrationNo
        size
        address
        address2
        postalCode
        countryCode
        authorizedName
        timezone
        reportCurrency
        walletCurrency {
          code
          name
          symbol
        }
        canBeUpdated
        sellers {
          id
          nameWithCatalog
          originalSellerId
          catalog {
            id
          }
        }
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
`);

export type CompanySettingsData = ResultOf<typeof companySettingsQuery>;
export type CompanySettings = NonNullable<CompanySettingsData['me']['company']>;

/** The acting company with what its form needs: currencies, and the catalogs where its brands sell. */
export function useCompanySettings() {
  return useQuery({ query: companySettingsQuery, requestPolicy: 'network-only' });
}
