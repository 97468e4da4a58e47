import { useMemo } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const categoryNamesQuery = graphql(`
  query WizardCategoryNames($catalogId: ID!, $brandId: ID, $maxDepth: Int) {
    productCategories(catalogId: $catalogId, brandId: $brandId, maxDepth: $maxDepth) {
      id
      name
    }
  }
`);

/**
 * Category id → name in the campaign's catalog (depth ≤ 4, the brand's categories like the
 * content pickers offer), for the review summary. Paused while nothing is to be named.
 */
export function useCategoryNames(
  catalogId: string | null,
  brandId: string | null,
  enabled: boolean,
): ReadonlyMap<string, string> {
  const [{ data }] = useQuery({
    query: categoryNamesQuery,
    variables: { catalogId: catalogId ?? '', brandId, maxDepth: 4 },
    pause: !catalogId || !enabled,
  });
  return useMemo(
    () => new Map((data?.productCategories ?? []).map((category) => [category.id, category.name])),
    [data],
  );
}
