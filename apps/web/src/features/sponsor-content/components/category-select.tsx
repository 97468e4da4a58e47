import { Group, MultiSelect, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
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

/**
 * The catalog's categories (depth ≤ 4) as an indented tree, several may be chosen. A chosen one's pill, and
 * the search, read its path ("Men › Clothing"), so two categories of one name are told apart.
 */
export function CategorySelect({ catalogId, brandId, value, onChange, label, ...rest }: CategorySelectProps) {
  const { t } = useTranslation('sponsorContent');
  const [{ data }] = useProductCategoriesQuery(catalogId, brandId);
  const options = useMemo(() => categoryTreeOptions(data?.productCategories ?? []), [data]);
  const byValue = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);
  return (
    <MultiSelect
      label={label ?? t('filter.categories')}
      placeholder={t('filter.categoriesPlaceholder')}
      data={options}
      renderOption={({ option, checked }) => {
        const node = byValue.get(option.value);
        return (
          <Group gap={6} wrap="nowrap" pl={`${node?.level ?? 0}em`} title={option.label}>
            {checked ? <IconCheck size={14} aria-hidden /> : null}
            <Text size="sm">{node?.name ?? option.label}</Text>
          </Group>
        );
      }}
      value={value}
      onChange={onChange}
      searchable
      clearable={!rest.readOnly}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
