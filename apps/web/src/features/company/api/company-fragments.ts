import { graphql } from '../../../gql/graphql';

/**
 * What the company form edits (the team profile), as the settings query and the update both ask for it
 * (decision 0175). Masked as gql.tada does by default: read it with `readFragment`.
 */
export const companyProfileFieldsFragment = graphql(`
  fragment CompanyProfileFields on Company {
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
    sellers {
      id
      nameWithCatalog
      originalSellerId
      catalog {
        id
      }
    }
  }
`);
