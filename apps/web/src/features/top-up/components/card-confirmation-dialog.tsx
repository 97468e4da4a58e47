import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type CardConfirmationDialogProps = {
  opened: boolean;
  /** The formatted total to be charged. */
  total: string;
  onAnswer: (approve: boolean) => Promise<void>;
};

/**
 * The sandbox payment provider's confirmation step (its stand-in for 3-D Secure): the customer approves or
 * refuses the charge of the card that needs authentication. It cannot be dismissed without an answer.
 */
export function CardConfirmationDialog({ opened, total, onAnswer }: CardConfirmationDialogProps) {
  const { t } = useTranslation('topUp');
  const [busy, setBusy] = useState<'approve' | 'refuse' | null>(null);
  const answer = async (approve: boolean) => {
    setBusy(approve ? 'approve' : 'refuse');
    try {
      await onAnswer(approve);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('confirm.title')}
      centered
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconShieldLock size={28} />
          <Text size="sm">{t('confirm.text', { total })}</Text>
        </Group>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => void answer(false)}
            loading={busy === 'refuse'}
            disabled={busy !== null}
          >
            {t('confirm.refuse')}
          </Button>
          <Button onClick={() => void answer(true)} loading={busy === 'approve'} disabled={busy !== null}>
            {t('confirm.approve')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
