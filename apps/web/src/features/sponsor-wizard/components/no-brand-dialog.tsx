import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec 2 §2: a campaign is always for one brand; without a chosen brand nothing can be created. */
export function NoBrandDialog({ onOk }: { onOk: () => void }) {
  const { t } = useTranslation('sponsorWizard');
  return (
    <Modal
      opened
      onClose={onOk}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('noBrand.title')}
    >
      <Text size="sm">{t('noBrand.body')}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onOk}>{t('actions.ok')}</Button>
      </Group>
    </Modal>
  );
}
