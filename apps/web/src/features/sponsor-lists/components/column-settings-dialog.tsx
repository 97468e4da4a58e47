import { ActionIcon, Button, Checkbox, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnSetting } from '../utils/columns';

export type ColumnSettingsDialogProps = {
  opened: boolean;
  settings: readonly ColumnSetting[];
  defaults: readonly ColumnSetting[];
  onClose: () => void;
  /** Saves on the server; resolves with the error text, or null on success. */
  onSave: (settings: ColumnSetting[]) => Promise<string | null>;
};

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Spec 2 §2 gear: order the columns and show or hide each; saved per user on the server. */
export function ColumnSettingsDialog({
  opened,
  settings,
  defaults,
  onClose,
  onSave,
}: ColumnSettingsDialogProps) {
  const { t } = useTranslation('sponsor');
  const [draft, setDraft] = useState<ColumnSetting[]>([...settings]);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the saved set each time it opens.
  useEffect(() => {
    if (opened) {
      setDraft([...settings]);
      setError(null);
    }
  }, [opened]);

  const save = async () => {
    setSaving(true);
    const failure = await onSave(draft);
    setSaving(false);
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('columnSettings.title')} centered>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('columnSettings.description')}
        </Text>
        {draft.map((column, index) => {
          const label = t(`columns.${column.id}`, { defaultValue: column.title });
          return (
            <Paper key={column.id} withBorder px="sm" py={6} data-testid={`column-setting-${column.id}`}>
              <Group justify="space-between" wrap="nowrap">
                <Checkbox
                  label={label}
                  checked={column.show}
                  onChange={(event) => {
                    const show = event.currentTarget.checked;
                    setDraft((list) =>
                      list.map((item) => (item.id === column.id ? { ...item, show } : item)),
                    );
                  }}
                />
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('columnSettings.moveUp', { column: label })}
                    disabled={index === 0}
                    onClick={() => setDraft((list) => move(list, index, index - 1))}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('columnSettings.moveDown', { column: label })}
                    disabled={index === draft.length - 1}
                    onClick={() => setDraft((list) => move(list, index, index + 1))}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })}
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="space-between" mt="xs">
          <Button variant="subtle" onClick={() => setDraft([...defaults])}>
            {t('columnSettings.reset')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={save} loading={isSaving}>
              {t('actions.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
