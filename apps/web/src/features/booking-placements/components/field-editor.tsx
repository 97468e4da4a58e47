import { Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { fieldValueError, parseFieldRule } from '@portal/domain/booking-fields';
import { IconCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlacementFieldConfig } from '../api/get-campaign-placements';
import { type RuleMessage, ruleText } from '../utils/rule-text';

export type UploadImage = (
  file: File,
) => Promise<{ ok: true; url: string } | { ok: false; messages: string[] }>;

export type FieldEditorProps = {
  field: PlacementFieldConfig;
  languageCode: string;
  draftValue: string | null;
  publishedValue: string | null;
  catalogBaseUrl: string;
  isReadOnly: boolean;
  /** Saves the value; the server's refusal lines, or none. */
  onSave: (value: string) => Promise<string[]>;
  uploadImage: UploadImage;
};

type SaveState = 'idle' | 'saving' | 'saved';

/** One field in one language: its input by type, the guide and rule, saved on blur (an image once uploaded). */
export function FieldEditor(props: FieldEditorProps) {
  const { field, languageCode, isReadOnly } = props;
  const { t } = useTranslation('bookingDetail');
  const [value, setValue] = useState(props.draftValue ?? '');
  const [saved, setSaved] = useState(props.draftValue ?? '');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<SaveState>('idle');
  const rule = parseFieldRule(field.rule);
  const translate = (message: RuleMessage) => ruleText(message, (key, values) => t(key, values));

  const save = async (next: string) => {
    const problem = fieldValueError(field, next, props.catalogBaseUrl) as RuleMessage | null;
    if (problem) {
      setError(translate(problem));
      return;
    }
    setError(null);
    if (next.trim() === saved.trim()) return;
    setState('saving');
    const refusal = await props.onSave(next);
    if (refusal.length > 0) {
      setError(refusal.map((line) => translate(line)).join(' '));
      setState('idle');
      return;
    }
    setSaved(next.trim());
    setState('saved');
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    setState('saving');
    const result = await props.uploadImage(file);
    if (!result.ok) {
      setError(result.messages.map((line) => translate(line)).join(' '));
      setState('idle');
      return;
    }
    setValue(result.url);
    await save(result.url);
  };

  const label = `${field.name} (${languageCode.toUpperCase()})`;
  const ruleHint = [
    rule.required ? t('fields.required') : t('fields.optional'),
    rule.max !== null ? t('fields.max', { max: rule.max }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const description = [field.guide, ruleHint].filter(Boolean).join(' — ');
  const published =
    props.publishedValue !== null && props.publishedValue !== saved ? props.publishedValue : null;

  return (
    <Stack gap={4} data-testid={`field-${field.name}-${languageCode}`}>
      {field.type === 'IMAGE' ? (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {description}
          </Text>
          {value ? <Image src={value} alt={label} maw={240} radius="sm" /> : null}
          {isReadOnly ? null : (
            <FileButton
              onChange={(file) => void upload(file)}
              accept="image/png,image/jpeg,image/gif,image/webp"
            >
              {(buttonProps) => (
                <Button
                  {...buttonProps}
                  variant="light"
                  leftSection={<IconUpload size={16} />}
                  w="fit-content"
                >
                  {value ? t('fields.replaceImage') : t('fields.uploadImage')}
                </Button>
              )}
            </FileButton>
          )}
          {error ? (
            <Text size="xs" c="red" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <TextInput
          label={label}
          description={description}
          type={field.type === 'LANDING_URL' ? 'url' : 'text'}
          required={rule.required}
          value={value}
          readOnly={isReadOnly}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setState('idle');
          }}
          onBlur={() => {
            if (!isReadOnly) void save(value);
          }}
        />
      )}
      <Group gap="xs">
        {state === 'saving' ? (
          <Text size="xs" c="dimmed">
            {t('fields.saving')}
          </Text>
        ) : null}
        {state === 'saved' ? (
          <Text size="xs" c="teal.9" role="status">
            <IconCheck size={12} /> {t('fields.saved')}
          </Text>
        ) : null}
        {published !== null ? (
          <Text size="xs" c="dimmed" data-testid="published-value">
            {t('fields.published', { value: published })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
