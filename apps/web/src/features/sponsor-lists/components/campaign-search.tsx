import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 2 §9: the campaign-name search waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

export type CampaignSearchProps = { value: string; onChange: (name: string) => void };

export function CampaignSearch({ value, onChange }: CampaignSearchProps) {
  const { t } = useTranslation('sponsor');
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = useDebouncedCallback((next: string) => onChange(next.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      aria-label={t('filters.search')}
      placeholder={t('filters.search')}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      w={260}
    />
  );
}
