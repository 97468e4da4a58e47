import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ExportFileType, useExport } from '../hooks/use-export';

export type ExportButtonProps = {
  /** 'credits', 'wallet_transactions' (for a ZIP, several comma-separated). */
  dataType: string;
  /** The list's current filters, sent as the request's params. */
  params: Record<string, unknown>;
  /** Button text; defaults to 'Export'. */
  label?: string;
  fileType?: ExportFileType;
};

/** Exports a list: creates the request, shows progress while the server prepares the file, downloads it. */
export function ExportButton({ dataType, params, label, fileType = 'CSV' }: ExportButtonProps) {
  const { t } = useTranslation('exports');
  const { start, progress } = useExport();
  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="light"
        leftSection={<IconFileExport size={16} />}
        loading={progress.running}
        onClick={() => void start(fileType, dataType, params)}
      >
        {label ?? t('export')}
      </Button>
      {progress.running ? (
        <Group gap="xs" role="status" aria-live="polite">
          <Progress
            value={(progress.attempt / progress.maxAttempts) * 100}
            w={120}
            size="sm"
            animated
            aria-label={t('preparing')}
          />
          <Text size="xs" c="dimmed">
            {progress.attempt
              ? t('progress', { attempt: progress.attempt, max: progress.maxAttempts })
              : t('preparing')}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
