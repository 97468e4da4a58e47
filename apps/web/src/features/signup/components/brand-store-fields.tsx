import { MultiSelect, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignUpSellerOptions } from '../api/get-sign-up-seller-options';
import { useBrandChoices } from '../hooks/use-brand-choices';

export type BrandStoreFieldsProps = {
  brandIds: string[];
  sellerIds: string[];
  onBrandIdsChange: (ids: string[]) => void;
  onSellerIdsChange: (ids: string[]) => void;
  brandError?: string | null;
  sellerError?: string | null;
  /** Flag hide_seller_selector_on_signup. */
  hideSellerSelector: boolean;
};

/** The brands a company manages (at least one) and, optionally, its seller stores in those brands' catalogs. */
export function BrandStoreFields({
  brandIds,
  sellerIds,
  onBrandIdsChange,
  onSellerIdsChange,
  brandError,
  sellerError,
  hideSellerSelector,
}: BrandStoreFieldsProps) {
  const { t } = useTranslation('signup');
  const brands = useBrandChoices(brandIds);
  const [{ data: sellerData }] = useSignUpSellerOptions(brandIds, { pause: hideSellerSelector });
  const sellerOptions = (sellerData?.signUpSellerOptions ?? []).map((seller) => ({
    value: seller.id,
    label: seller.nameWithCatalog,
  }));

  // A store whose catalog no chosen brand sells in any more is dropped from the choice.
  useEffect(() => {
    if (!sellerData || sellerIds.length === 0) return;
    const offered = new Set(sellerData.signUpSellerOptions.map((seller) => seller.id));
    const kept = sellerIds.filter((id) => offered.has(id));
    if (kept.length !== sellerIds.length) onSellerIdsChange(kept);
  }, [sellerData, sellerIds, onSellerIdsChange]);

  return (
    <Stack gap="md">
      <MultiSelect
        label={t('fields.brands')}
        description={t('fields.brandsHint')}
        placeholder={brandIds.length === 0 ? t('fields.brandsPlaceholder') : undefined}
        required
        searchable
        data={brands.options}
        value={brandIds}
        onChange={onBrandIdsChange}
        searchValue={brands.search}
        onSearchChange={brands.setSearch}
        nothingFoundMessage={brands.isSearching ? t('searching') : t('nothingFound')}
        error={brandError}
        maxDropdownHeight={200}
        hidePickedOptions
      />
      {hideSellerSelector ? null : (
        <MultiSelect
          label={t('fields.sellers')}
          description={t('fields.sellersHint')}
          placeholder={brandIds.length === 0 ? t('fields.sellersNeedBrand') : undefined}
          disabled={brandIds.length === 0}
          searchable
          data={sellerOptions}
          value={sellerIds}
          onChange={onSellerIdsChange}
          nothingFoundMessage={t('nothingFound')}
          error={sellerError}
          maxDropdownHeight={200}
          hidePickedOptions
        />
      )}
    </Stack>
  );
}
