import { Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SponsoredProducts } from '../hooks/use-sponsored-products';
import { CatalogSourcePanel } from './catalog-source-panel';

export type SearchPanelProps = { sellerId: string; currency: string | null; sponsored: SponsoredProducts };

/** Search: the catalog's products matching a term (metaCatalogProducts searchTerm), asked once typing pauses. */
export function SearchPanel({ sellerId, currency, sponsored }: SearchPanelProps) {
  const { t } = useTranslation('mpaForm');
  const [term, setTerm] = useState('');
  const [searched] = useDebouncedValue(term.trim(), 400);
  return (
    <Stack gap="xs">
      <TextInput
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={16} />}
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
      />
      {searched ? (
        <CatalogSourcePanel
          sellerId={sellerId}
          searchTerm={searched}
          label={t('tabs.search')}
          currency={currency}
          sponsored={sponsored}
        />
      ) : null}
    </Stack>
  );
}
