import { Button, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type FormHeaderProps = {
  mode: 'create' | 'edit';
  isSubmitting: boolean;
  onDiscard: () => void;
  onSubmit: () => void;
};

/** "Create New Campaign - Advanced Set Up" (or the edit title) with Discard and Submit. */
export function FormHeader({ mode, isSubmitting, onDiscard, onSubmit }: FormHeaderProps) {
  const { t } = useTranslation('mpaForm');
  return (
    <Group justify="space-between" wrap="wrap">
      <Title order={2}>{mode === 'edit' ? t('title.edit') : t('title.create')}</Title>
      <Group gap="xs">
        <Button variant="default" onClick={onDiscard} disabled={isSubmitting}>
          {t('actions.discard')}
        </Button>
        <Button onClick={onSubmit} loading={isSubmitting}>
          {t('actions.submit')}
        </Button>
      </Group>
    </Group>
  );
}
