import { useDebouncedValue } from '@mantine/hooks';
import { idsAsNumbers, metaMoneyDecimal } from '@portal/domain/meta-campaign-form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchingProductsVariables } from '../api/get-matching-products';
import type { MpaFormValues } from '../lib/form-values';

/**
 * getMatchingProducts' filter from the form (categories, min and max price, the stored SKUs on edit), asked
 * once typing pauses; a price that is not a number yet is left out rather than sent.
 */
export function useMatchingFilter(sellerId: string, values: MpaFormValues): MatchingProductsVariables {
  const { i18n } = useTranslation();
  const { productCategoryIds, productMinPrice, productMaxPrice, productSKUs } = values;
  const filter = useMemo(
    () => ({
      sellerId,
      categories: productCategoryIds.length > 0 ? idsAsNumbers(productCategoryIds) : null,
      minPrice: metaMoneyDecimal(productMinPrice, 'productMinPrice', i18n.language),
      maxPrice: metaMoneyDecimal(productMaxPrice, 'productMaxPrice', i18n.language),
      skus: productSKUs.length > 0 ? productSKUs : null,
      pageToken: null,
    }),
    [sellerId, productCategoryIds, productMinPrice, productMaxPrice, productSKUs, i18n.language],
  );
  const [debounced] = useDebouncedValue(filter, 400);
  return debounced;
}
