import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ProductContentForm } from '@portal/domain/sponsor-campaign-form';
import { ruleMessage } from '@portal/domain/sponsor-messages';
import { priceRangePlaceholders } from '@portal/domain/sponsor-price-range';
import { IconEye, IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountProductsMatchedFilterQuery } from '../api/count-products-matched-filter';
import type { MatchedFilterVariables } from '../api/get-products-matched-filter';
import { useMessageText } from '../lib/messages';
import { CategorySelect } from './category-select';
import { MatchingProductsDrawer } from './matching-products-drawer';
import { ProductSelector } from './product-selector';
import { SellerSelect } from './seller-select';

/** Spec 2 §9: the matched-product count waits 250 ms after the last change. */
export const COUNT_DEBOUNCE_MS = 250;

export type ProductFilterProps = {
  product: ProductContentForm;
  onChange: (patch: Partial<ProductContentForm>) => void;
  catalogId: string;
  brandId: string | null;
  currencySymbol: string;
  /** The catalog's currency code, for the previewed products' prices. */
  currencyCode: string | null;
  isApproved: boolean;
  readOnly?: boolean;
  fieldError: (...fields: string[]) => string | null;
};

/** Dynamic product filter: categories, price range and sellers, with the matched count and previews. */
export function ProductFilter(props: ProductFilterProps) {
  const { product, onChange, catalogId, brandId, currencySymbol, isApproved, readOnly, fieldError } = props;
  const { t } = useTranslation('sponsorContent');
  const text = useMessageText();
  const [isPreviewOpen, setPreviewOpen] = useState(false);
  const [isSelectorOpen, setSelectorOpen] = useState(false);
  const filter: MatchedFilterVariables = {
    catalogId,
    brandId,
    categoryIds: product.categoryIds,
    sellerIds: product.sellerIds,
    minPrice: product.minPrice.trim() || null,
    maxPrice: product.maxPrice.trim() || null,
  };
  const [debounced] = useDebouncedValue(filter, COUNT_DEBOUNCE_MS);
  const [{ data: count, fetching: isCounting, error: countError }] = useCountProductsMatchedFilterQuery(
    debounced,
    !isApproved,
  );
  // Spec 2 §5's fill-in (1 or 999999999 for the untyped bound) is the server's and the rules' to apply;
  // the empty input only shows it, so typing there never continues a number the user did not type.
  const placeholders = priceRangePlaceholders(product.minPrice, product.maxPrice);

  return (
    <Stack gap="sm">
      <CategorySelect
        catalogId={catalogId}
        brandId={brandId}
        value={product.categoryIds}
        onChange={(categoryIds) => onChange({ categoryIds })}
        readOnly={readOnly}
        error={fieldError('product.categoryIds')}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('filter.minPrice', { symbol: currencySymbol })}
          inputMode="decimal"
          value={product.minPrice}
          readOnly={readOnly}
          error={fieldError('product.minPrice', 'product.priceRange')}
          placeholder={placeholders.minPrice}
          onChange={(event) => onChange({ minPrice: event.currentTarget.value })}
        />
        <TextInput
          label={t('filter.maxPrice', { symbol: currencySymbol })}
          inputMode="decimal"
          value={product.maxPrice}
          readOnly={readOnly}
          error={fieldError('product.maxPrice')}
          placeholder={placeholders.maxPrice}
          onChange={(event) => onChange({ maxPrice: event.currentTarget.value })}
        />
      </Group>
      <SellerSelect
        filter={{
          catalogId,
          brandId,
          categoryIds: product.categoryIds,
          minPrice: filter.minPrice,
          maxPrice: filter.maxPrice,
        }}
        value={product.sellerIds}
        onChange={(sellerIds) => onChange({ sellerIds })}
        readOnly={readOnly}
        // The server names its refusal (e.g. a seller not the company's, 0267) by the input field.
        error={fieldError('product.sellerIds', 'product.productSellerIds')}
      />
      <Group justify="space-between" role="status" aria-label={t('filter.matched')}>
        {isApproved ? (
          <Text size="sm">
            {countError
              ? t('preview.error')
              : isCounting && count === undefined
                ? t('filter.counting')
                : t('filter.matchedCount', { count: count?.countProductsMatchedFilter ?? 0 })}
          </Text>
        ) : (
          <Text size="sm" c="orange">
            {text(ruleMessage('accountNotApprovedByStaff'))}
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} />}
            disabled={!isApproved}
            onClick={() => setPreviewOpen(true)}
          >
            {t('filter.preview')}
          </Button>
          {readOnly ? null : (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconListCheck size={14} />}
              disabled={!isApproved}
              onClick={() => setSelectorOpen(true)}
            >
              {t('filter.selectProducts')}
            </Button>
          )}
        </Group>
      </Group>
      <MatchingProductsDrawer
        opened={isPreviewOpen}
        onClose={() => setPreviewOpen(false)}
        filter={filter}
        currency={props.currencyCode}
      />
      {isSelectorOpen ? (
        <ProductSelector
          opened
          onClose={() => setSelectorOpen(false)}
          filter={filter}
          currency={props.currencyCode}
          selected={product.skus}
          onApply={(skus) => onChange({ skus })}
        />
      ) : null}
    </Stack>
  );
}
