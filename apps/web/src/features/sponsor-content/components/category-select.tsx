import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProductCategoriesQuery } from '../api/get-product-categories';
import { categoryTreeOptions } from '../lib/category-options';

export type CategorySelectProps = {
  catalogId: string | null;
  brandId: string | null;
  value: string[];
  onChange: (categoryIds: string[]) => void;
  label?: string;
  error?: string | null;
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
};

/** The catalog's categories (depth ≤ 4) as an indented tree, several may be chosen. */
export function CategorySelect({ catalogId, brandId, value, onChange, label, ...rest }: CategorySelectProps) {
  const { t } = useTranslation('sponsorContent');
  const [{ data }] = useProductCategoriesQuery(catalogId, brandId);
  return (
    <MultiSelect
      label={label ?? t('filter.categories')}
      placeholder={t('filter.categoriesPlaceholder')}
      data={categoryTreeOptions(data?.productCategories ?? [])}
      value={value}
      onChange={onChange}
      searchable
      clearable={!rest.readOnly}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
