import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec 1 §8: invoice download failure — a modal titled 'Error' with the message and a close button. */
export function DownloadErrorModal({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('documents');
  return (
    <Modal opened={message !== null} onClose={onClose} title={t('errorTitle')} centered>
      <Text>{message === 'downloadFailed' ? t('downloadFailed') : message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('close')}</Button>
      </Group>
    </Modal>
  );
}
