import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';
import { brandCatalogFieldsFragment } from '../../../lib/sponsor-campaign-fragments';

export const quickBrandCatalogsQuery = graphql(
  `
  query QuickBrandCatalogs($brandId: ID) {
    brandCatalogs(brandId: $brandId) {
      ...BrandCatalogFields
    }
  }
`,
  [brandCatalogFieldsFragment],
);

export type BrandCatalog = ResultOf<typeof brandCatalogFieldsFragment>;

export function useQuickBrandCatalogsQuery(brandId: string | null, pause: boolean) {
  return useQuery({ query: quickBrandCatalogsQuery, variables: { brandId }, pause: pause || !brandId });
}
