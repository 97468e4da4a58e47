import { Alert, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@portal/domain/day-format';
import { useTranslation } from 'react-i18next';
import { useDemoHistoryProgress } from '../api/demo-history-progress';

export type DemoHistoryPanelProps = {
  /** The staff user's profile zone (decision 0181). */
  timeZone: string;
};

/**
 * Staff: the demo history a fresh demo start writes in the background (90 days of the engine's delivery for
 * the demo campaigns): a progress bar while it runs, when it finished, or that it failed. Nothing when there
 * is none (no demo data, DEMO_HISTORY_DAYS=0) or before the first answer.
 */
export function DemoHistoryPanel({ timeZone }: DemoHistoryPanelProps) {
  const { t } = useTranslation('staff');
  const { data } = useDemoHistoryProgress();
  const progress = data?.demoHistoryProgress;
  if (!progress || progress.state === 'NONE') return null;
  const { daysDone, daysTotal } = progress;
  const percent = daysTotal > 0 ? Math.round((daysDone / daysTotal) * 100) : 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid="demo-history-panel">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('demoHistory.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('demoHistory.subtitle')}
        </Text>
        {progress.state === 'FAILED' ? (
          <Alert color="red" variant="light" role="alert">
            {t('demoHistory.failed', { done: daysDone, total: daysTotal })}
          </Alert>
        ) : (
          <>
            <Group justify="space-between">
              <Text size="sm" role="status">
                {progress.state === 'DONE'
                  ? t('demoHistory.done', {
                      total: daysTotal,
                      date: progress.finishedAt ? formatDateTime(progress.finishedAt, timeZone) : '—',
                    })
                  : t('demoHistory.running', { done: daysDone, total: daysTotal })}
              </Text>
              <Text size="sm" c="dimmed">
                {percent}%
              </Text>
            </Group>
            <Progress
              value={percent}
              animated={progress.state === 'RUNNING'}
              aria-label={t('demoHistory.progressLabel')}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
