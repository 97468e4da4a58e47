import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

/** The type and tag filters' options, and the wallet currency the "from" prices are in. */
export const packageFilterOptionsQuery = graphql(`
  query BookingPackageFilterOptions($companyId: ID!) {
    allPackageTypes {
      id
      name
    }
    allPackageTags {
      id
      name
      color
    }
    companyById(id: $companyId) {
      id
      walletCurrency {
        code
        maxFractionDigits
      }
    }
  }
`);

export function usePackageFilterOptions(companyId: string) {
  return useQuery({ query: packageFilterOptionsQuery, variables: { companyId } });
}
