import { Card, Stack, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The forecast side panel's slot (spec 2 §2). Forecasts (clicks, impressions, cost, a daily-budget
 * suggestion) come from the delivery engine; until it exists the panel says so instead of showing
 * invented figures (decision 0093).
 */
export function ForecastPanel() {
  const { t } = useTranslation('sponsorWizard');
  return (
    <Card withBorder padding="md" data-testid="forecast-panel">
      <Stack gap="xs" align="flex-start">
        <IconChartLine size={24} stroke={1.5} />
        <Title order={5}>{t('forecast.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('forecast.pending')}
        </Text>
      </Stack>
    </Card>
  );
}
