import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type AccountChangedModalProps = {
  opened: boolean;
  /** Loads the page afresh for the session's company (the shell's session included). */
  onRefresh: () => void;
};

/** Spec 3 §4 'account changed': the page shows another company's data until refreshed; it cannot be dismissed. */
export function AccountChangedModal({ opened, onRefresh }: AccountChangedModalProps) {
  const { t } = useTranslation('mpa');
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('accountChanged.title')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('accountChanged.text')}</Text>
        <Group justify="flex-end">
          <Button onClick={onRefresh}>{t('accountChanged.refresh')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
