import { useQuery } from 'urql';
import { graphql, type VariablesOf } from '../../../gql/graphql';
import { metaProductFieldsFragment } from './meta-product-fields';

export const catalogProductsQuery = graphql(
  `
  query MpaCatalogProducts(
    $sellerId: ID!
    $skus: [String!]
    $searchTerm: String
    $cursor: String
    $limit: Int
  ) {
    metaCatalogProducts(
      sellerId: $sellerId
      skus: $skus
      searchTerm: $searchTerm
      cursor: $cursor
      limit: $limit
    ) {
      objects {
        ...MetaProductFields
      }
      totalCount
      nextPage
      previousPage
    }
  }
`,
  [metaProductFieldsFragment],
);

export type CatalogProductsVariables = VariablesOf<typeof catalogProductsQuery>;

/** Spec 3 §9: the selection table's page size, and the page size of "add all" and of a CSV's matching. */
export const CATALOG_PAGE_SIZE = 10;
export const CATALOG_BULK_PAGE_SIZE = 1000;

/** Spec 3 §7 metaCatalogProducts: a page of the seller's catalog (all, by SKUs or by a search term). */
export function useCatalogProducts(variables: CatalogProductsVariables, pause = false) {
  return useQuery({ query: catalogProductsQuery, variables, pause });
}
