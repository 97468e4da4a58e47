import { Select } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const allBrands = 'all';

export type BrandSelectorProps = {
  brands: readonly { id: string; name: string }[];
  /** The current brand, null for all brands. */
  value: string | null;
  onChange: (brandId: string | null) => void;
  isLocked?: boolean;
};

/** Current brand, held client-side (spec 1 §4); one brand only means it is chosen for the user. */
export function BrandSelector({ brands, value, onChange, isLocked = false }: BrandSelectorProps) {
  const { t } = useTranslation('shell');
  const onlyBrand = brands.length === 1 ? brands[0] : undefined;
  const isKnown = value !== null && brands.some((brand) => brand.id === value);

  useEffect(() => {
    if (onlyBrand && value !== onlyBrand.id) onChange(onlyBrand.id);
    else if (!onlyBrand && value !== null && brands.length > 0 && !isKnown) onChange(null);
  }, [onlyBrand, value, isKnown, brands.length, onChange]);

  const data = [
    ...(onlyBrand ? [] : [{ value: allBrands, label: t('brandSelector.all') }]),
    ...brands.map((brand) => ({ value: brand.id, label: brand.name })),
  ];

  return (
    <Select
      data-testid="brand-selector"
      aria-label={t('brandSelector.label')}
      leftSection={<IconTag size={16} />}
      w={200}
      data={data}
      value={isKnown ? value : allBrands}
      allowDeselect={false}
      disabled={isLocked}
      onChange={(next) => onChange(next && next !== allBrands ? next : null)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
