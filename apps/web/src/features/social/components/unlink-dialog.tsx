import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import type { LinkedAccountRow } from '../api/get-company-linked-accounts';
import { useUnlink } from '../api/unlink-account';

export type UnlinkDialogProps = {
  row: LinkedAccountRow | null;
  onClose: () => void;
  onUnlinked: () => void;
};

/** Asks before unlinking; a refusal (the user's only way in) stays in the dialog. */
export function UnlinkDialog({ row, onClose, onUnlinked }: UnlinkDialogProps) {
  const { t } = useTranslation('social');
  const [{ fetching }, unlink] = useUnlink();
  const [lines, setLines] = useState<string[]>([]);
  const close = () => {
    setLines([]);
    onClose();
  };
  const confirm = async () => {
    if (!row) return;
    const result = await unlink({ provider: row.provider });
    if (result.data?.unlink.ok) {
      close();
      onUnlinked();
    } else setLines(errorLines({ errors: result.data?.unlink.errors, error: result.error }));
  };
  return (
    <Modal opened={row !== null} onClose={close} title={t('linked.unlinkTitle')} centered>
      <Stack>
        <Text size="sm">
          {t('linked.unlinkConfirm', {
            name: row?.name ?? '',
            email: row?.companyLinkedAccount?.email ?? '',
          })}
        </Text>
        <ErrorBanner lines={lines} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('linked.cancel')}
          </Button>
          <Button color="red" loading={fetching} onClick={confirm}>
            {t('linked.unlink')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
