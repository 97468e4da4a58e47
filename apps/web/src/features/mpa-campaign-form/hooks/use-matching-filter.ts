import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchingProductsVariables } from '../api/get-matching-products';
import { type MpaFormValues, toNumbers, typedDecimal } from '../lib/form-values';

/**
 * getMatchingProducts' filter from the form (categories, min and max price, the stored SKUs on edit), asked
 * once typing pauses; a price that is not a number yet is left out rather than sent.
 */
export function useMatchingFilter(sellerId: string, values: MpaFormValues): MatchingProductsVariables {
  const { i18n } = useTranslation();
  const filter = useMemo(
    () => ({
      sellerId,
      categories: values.productCategoryIds.length > 0 ? toNumbers(values.productCategoryIds) : null,
      minPrice: typedDecimal(values.productMinPrice, i18n.language),
      maxPrice: typedDecimal(values.productMaxPrice, i18n.language),
      skus: values.productSKUs.length > 0 ? values.productSKUs : null,
      pageToken: null,
    }),
    [
      sellerId,
      values.productCategoryIds,
      values.productMinPrice,
      values.productMaxPrice,
      values.productSKUs,
      i18n.language,
    ],
  );
  const [debounced] = useDebouncedValue(filter, 400);
  return debounced;
}
