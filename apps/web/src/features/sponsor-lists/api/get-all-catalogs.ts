import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

/** The marketplace's countries (catalogs) for the country filter. */
export const allCatalogsQuery = graphql(`
  query SponsorListCatalogs {
    allCatalogs {
      id
      code
      name
      timeZone
    }
  }
`);

export function useAllCatalogs() {
  return useQuery({ query: allCatalogsQuery });
}
