import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the team page asks before a change: the question and the button that does it. */
export type ConfirmRequest = {
  title: string;
  message: string;
  confirmLabel: string;
  /** Red for what takes access away (deactivate, revoke). */
  isDestructive?: boolean;
  onConfirm: () => void | Promise<void>;
};

export type ConfirmDialogProps = {
  request: ConfirmRequest | null;
  busy?: boolean;
  onClose: () => void;
};

/** Asks before a team change (decision 0180); the change runs on the confirm button only. */
export function ConfirmDialog({ request, busy = false, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('team');
  return (
    <Modal opened={request !== null} onClose={onClose} title={request?.title} centered>
      <Stack>
        <Text size="sm">{request?.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
          <Button
            color={request?.isDestructive ? 'red' : undefined}
            loading={busy}
            onClick={() => void request?.onConfirm()}
          >
            {request?.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
