import { Button, FileButton, Group, Stack, TagsInput, Text } from '@mantine/core';
import { addKeywords, MAX_KEYWORDS, parseKeywordsCsv } from '@portal/domain/sponsor-keywords';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopSearchKeywordsQuery } from '../api/get-top-search-keywords';
import type { KeywordsInputProps } from '../types';

/** Target keywords: typed, picked from the catalog's top search keywords, or filled from a CSV file. */
export function KeywordsInput({
  value,
  onChange,
  catalogId,
  error,
  readOnly,
  disabled,
  label,
}: KeywordsInputProps) {
  const { t } = useTranslation('sponsorContent');
  const [{ data }] = useTopSearchKeywordsQuery(disabled ? null : catalogId);
  const [notice, setNotice] = useState<string | null>(null);
  const suggestions = (data?.topSearchKeywords ?? []).map((entry) => entry.keyword);

  const readCsv = async (file: File | null) => {
    if (!file) return;
    const fromFile = parseKeywordsCsv(await file.text());
    const next = addKeywords(value, fromFile);
    const dropped = value.length + fromFile.length - next.length;
    setNotice(
      next.length >= MAX_KEYWORDS && dropped > 0
        ? t('keywords.capped', { max: MAX_KEYWORDS })
        : t('keywords.added', { count: next.length - value.length }),
    );
    onChange(next);
  };

  return (
    <Stack gap={4}>
      <TagsInput
        label={label ?? t('keywords.label')}
        description={t('keywords.description', { max: MAX_KEYWORDS })}
        placeholder={readOnly ? undefined : t('keywords.placeholder')}
        data={suggestions}
        value={value}
        onChange={(next) => onChange(addKeywords([], next))}
        maxTags={MAX_KEYWORDS}
        clearable={!readOnly}
        readOnly={readOnly}
        disabled={disabled}
        error={error}
        splitChars={[',']}
        comboboxProps={{ withinPortal: true }}
      />
      {readOnly ? null : (
        <Group gap="xs">
          <FileButton onChange={readCsv} disabled={disabled} accept=".csv,text/csv,text/plain">
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconFileUpload size={14} />}>
                {t('keywords.uploadCsv')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('keywords.count', { count: value.length, max: MAX_KEYWORDS })}
          </Text>
        </Group>
      )}
      {notice ? (
        <Text size="xs" c="dimmed" role="status">
          {notice}
        </Text>
      ) : null}
    </Stack>
  );
}
