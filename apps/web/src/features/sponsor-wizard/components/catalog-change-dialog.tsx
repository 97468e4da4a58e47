import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type CatalogChangeDialogProps = { opened: boolean; onConfirm: () => void; onCancel: () => void };

/** Spec 2 §4: a catalog change throws away what depends on the catalog, so it asks first. */
export function CatalogChangeDialog({ opened, onConfirm, onCancel }: CatalogChangeDialogProps) {
  const { t } = useTranslation('sponsorWizard');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('catalogChange.title')} centered>
      <Text size="sm">{t('catalogChange.body')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {t('catalogChange.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
