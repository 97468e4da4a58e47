import { Stack } from '@mantine/core';
import type { CombinedError } from 'urql';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import type { MatchingProductsVariables } from '../api/get-matching-products';
import type { MpaForm } from '../hooks/use-mpa-form';
import type { SponsoredProducts } from '../hooks/use-sponsored-products';
import { ProductFilterFields } from './product-filter-fields';
import { ProductPicker } from './product-picker';

export type ContentSectionProps = {
  form: MpaForm;
  mode: 'create' | 'edit';
  sellerId: string;
  currency: string | null;
  categories: readonly { id: number; name: string }[];
  /** The product tabs (advanced_meta_product_filters on create), else the filter. */
  sponsored: SponsoredProducts | null;
  filter: MatchingProductsVariables;
  matchingCount: number | null;
  /** Spec 3 §8: the option lists' and the filter's errors show in this section. */
  errors: readonly (CombinedError | undefined)[];
};

/** "Campaign content (Optional)": which products the ads show. */
export function ContentSection(props: ContentSectionProps) {
  const { form, mode, sellerId, currency, categories, sponsored, filter, matchingCount } = props;
  const lines = props.errors.flatMap((error) => (error ? errorLines({ error }) : []));
  return (
    <Stack gap="sm">
      <ErrorBanner lines={[...new Set(lines)]} />
      {sponsored ? (
        <ProductPicker sellerId={sellerId} currency={currency} sponsored={sponsored} />
      ) : (
        <ProductFilterFields
          form={form}
          mode={mode}
          categories={categories}
          currency={currency}
          filter={filter}
          matchingCount={matchingCount}
        />
      )}
    </Stack>
  );
}
