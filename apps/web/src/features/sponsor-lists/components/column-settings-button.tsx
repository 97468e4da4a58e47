import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazyDialog, OnDemandDialog } from '../../../lib/lazy-dialog';
import type { useListColumns } from '../hooks/use-list-columns';

// Opened from the list's settings icon: the dialog loads then (lib/lazy-dialog.tsx).
const ColumnSettingsDialog = lazyDialog(
  async () => (await import('./column-settings-dialog')).ColumnSettingsDialog,
);

/** The gear of a campaign or ad-set list and its column dialog, saved per user and list on the server. */
export function ColumnSettingsButton({ columns }: { columns: ReturnType<typeof useListColumns> }) {
  const { t } = useTranslation('sponsor');
  const [isOpen, dialog] = useDisclosure(false);
  return (
    <>
      <Tooltip label={t('columnSettings.title')}>
        <ActionIcon variant="default" size="lg" aria-label={t('columnSettings.title')} onClick={dialog.open}>
          <IconSettings size={18} />
        </ActionIcon>
      </Tooltip>
      <OnDemandDialog
        dialog={ColumnSettingsDialog}
        opened={isOpen}
        settings={columns.settings}
        defaults={columns.defaults}
        onClose={dialog.close}
        onSave={columns.save}
      />
    </>
  );
}
