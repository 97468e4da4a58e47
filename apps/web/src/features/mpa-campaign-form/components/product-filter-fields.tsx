import { Anchor, MultiSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { metaMoneyFieldLengths } from '@portal/domain/meta-campaign-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import type { MatchingProductsVariables } from '../api/get-matching-products';
import type { MpaForm } from '../hooks/use-mpa-form';
import { SkusPreviewDrawer } from './skus-preview-drawer';

export type ProductFilterFieldsProps = {
  form: MpaForm;
  mode: 'create' | 'edit';
  categories: readonly { id: number; name: string }[];
  currency: string | null;
  filter: MatchingProductsVariables;
  /** getMatchingProducts' totalCount for the filter; null while unknown. */
  matchingCount: number | null;
};

/** Without the product tabs: categories and a price range, how many products match, and their preview. */
export function ProductFilterFields({
  form,
  mode,
  categories,
  currency,
  filter,
  matchingCount,
}: ProductFilterFieldsProps) {
  const { t } = useTranslation('mpaForm');
  const [isPreviewOpen, setPreviewOpen] = useState(false);
  const count = matchingCount ?? 0;
  return (
    <Stack gap="sm">
      <MultiSelect
        label={t('fields.categories')}
        placeholder={t('fields.categoriesPlaceholder')}
        data={categories.map((category) => ({ value: String(category.id), label: category.name }))}
        searchable
        clearable
        {...form.getInputProps('productCategoryIds')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MoneyInput
          label={t('fields.minPrice')}
          currency={currency}
          maxDigits={metaMoneyFieldLengths.productMinPrice}
          {...form.getInputProps('productMinPrice')}
        />
        <MoneyInput
          label={t('fields.maxPrice')}
          currency={currency}
          maxDigits={metaMoneyFieldLengths.productMaxPrice}
          {...form.getInputProps('productMaxPrice')}
        />
      </SimpleGrid>
      {matchingCount === null ? null : (
        <Text size="sm">
          <Anchor component="button" type="button" onClick={() => setPreviewOpen(true)}>
            {mode === 'edit' ? t('filter.promoted', { count }) : t('filter.matching', { count })}
          </Anchor>
        </Text>
      )}
      <SkusPreviewDrawer
        opened={isPreviewOpen}
        onClose={() => setPreviewOpen(false)}
        filter={filter}
        currency={currency}
      />
    </Stack>
  );
}
