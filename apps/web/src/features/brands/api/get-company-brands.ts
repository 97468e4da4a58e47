import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const BRAND_PAGE_SIZE = 20;

export const companyBrandsQuery = graphql(`
  query AccessibleCompanyBrands($searchTerm: String, $page: Int, $pageSize: Int) {
    accessibleCompanyBrands(searchTerm: $searchTerm, page: $page, pageSize: $pageSize) {
      objects {
        id
        name
        logo
      }
      page
      numPages
      totalCount
    }
  }
`);

export type CompanyBrand = ResultOf<typeof companyBrandsQuery>['accessibleCompanyBrands']['objects'][number];

/** The acting company's brands (staff: the company picked in the filter), 20 a page. */
export function useCompanyBrands(variables: { searchTerm: string; page: number }) {
  return useQuery({
    query: companyBrandsQuery,
    variables: { ...variables, pageSize: BRAND_PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });
}
