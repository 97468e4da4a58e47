import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

export type RemoveDialogProps = {
  opened: boolean;
  name: string;
  onClose: () => void;
  /** Removes; resolves with the error text to show, or null on success. */
  onConfirm: () => Promise<string | null>;
};

/** Spec 2 §2: removing asks for confirmation showing the campaign's name. */
export function RemoveDialog({ opened, name, onClose, onConfirm }: RemoveDialogProps) {
  const { t } = useTranslation('sponsor');
  const [error, setError] = useState<string | null>(null);
  const [isRemoving, setRemoving] = useState(false);
  useEffect(() => {
    if (opened) setError(null);
  }, [opened]);
  const confirm = async () => {
    setRemoving(true);
    const failure = await onConfirm();
    setRemoving(false);
    if (failure) setError(failure);
    else onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('remove.title')} centered>
      <Stack gap="sm">
        <Text size="sm">
          <Trans t={t} i18nKey="remove.question" values={{ name }} components={{ b: <strong /> }} />
        </Text>
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={isRemoving}>
            {t('remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
