import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfigurationTable } from './configuration-table';
import { FeatureFlagTable } from './feature-flag-table';

/** Staff page: switch feature flags and edit configuration entries at run time. */
export function FeatureFlagsPage() {
  const { t } = useTranslation('platform');
  return (
    <Stack gap="xl">
      <Title order={1}>{t('featureFlags.title')}</Title>
      <FeatureFlagTable />
      <Title order={2} size="h3">
        {t('configurations.title')}
      </Title>
      <ConfigurationTable />
    </Stack>
  );
}
