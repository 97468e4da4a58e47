import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  MAX_KEYWORDS,
  negativeKeywordOptions,
  parseNegativeKeyword,
  uniqueKeywords,
} from '@portal/domain/sponsor-keywords';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NegativeKeywordsInputProps } from '../types';

/**
 * Negative keywords: a typed word is offered as exact `[x]`, broad `x` or phrase `"x"` (spec 2 §2);
 * the list holds the chosen notation.
 */
export function NegativeKeywordsInput({
  value,
  onChange,
  error,
  readOnly,
  label,
}: NegativeKeywordsInputProps) {
  const { t } = useTranslation('sponsorContent');
  const [text, setText] = useState('');
  const options = negativeKeywordOptions(text);
  const isFull = value.length >= MAX_KEYWORDS;

  const add = (keyword: string) => {
    onChange(uniqueKeywords([...value, keyword]));
    setText('');
  };

  return (
    <Stack gap={6}>
      {readOnly ? (
        <Text size="sm" fw={500}>
          {label ?? t('negativeKeywords.label')}
        </Text>
      ) : (
        <TextInput
          label={label ?? t('negativeKeywords.label')}
          description={t('negativeKeywords.description')}
          placeholder={t('negativeKeywords.placeholder')}
          value={text}
          disabled={isFull}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && options[0]) {
              event.preventDefault();
              add(options[1] ?? options[0]);
            }
          }}
        />
      )}
      {options.length > 0 && !readOnly ? (
        <Group gap="xs" aria-label={t('negativeKeywords.offers')} role="group">
          {options.map((option) => (
            <Button key={option} size="compact-xs" variant="light" onClick={() => add(option)}>
              {t(`negativeKeywords.matchType.${parseNegativeKeyword(option).matchType}`, { keyword: option })}
            </Button>
          ))}
        </Group>
      ) : null}
      <Group gap={6} role="list" aria-label={t('negativeKeywords.list')}>
        {value.map((keyword) => (
          <Badge
            key={keyword}
            role="listitem"
            variant="outline"
            tt="none"
            rightSection={
              readOnly ? null : (
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  aria-label={t('negativeKeywords.remove', { keyword })}
                  onClick={() => onChange(value.filter((entry) => entry !== keyword))}
                >
                  <IconX size={12} />
                </ActionIcon>
              )
            }
          >
            {keyword}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
