import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const quickBrandCatalogsQuery = graphql(`
  query QuickBrandCatalogs($brandId: ID) {
    brandCatalogs(brandId: $brandId) {
      id
      code
      name
      baseUrl
      currencyCode
      currencySymbol
      timeZone
      tzOffset
    }
  }
`);

export type BrandCatalog = ResultOf<typeof quickBrandCatalogsQuery>['brandCatalogs'][number];

export function useQuickBrandCatalogsQuery(brandId: string | null, pause: boolean) {
  return useQuery({ query: quickBrandCatalogsQuery, variables: { brandId }, pause: pause || !brandId });
}
