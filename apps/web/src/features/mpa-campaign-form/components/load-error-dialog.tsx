import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/validate';

export type LoadErrorDialogProps = { message: string; onClose: () => void };

/** Spec 3 §8: loading the campaign failed: "Error", the first message, Close back to the list. */
export function LoadErrorDialog({ message, onClose }: LoadErrorDialogProps) {
  const { t } = useTranslation('mpaForm');
  return (
    <Modal opened onClose={onClose} title={t('loadError.title')} centered>
      <Text size="sm">{translateMessage(message, (key, values) => t(key, values))}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('loadError.close')}</Button>
      </Group>
    </Modal>
  );
}
