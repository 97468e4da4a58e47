import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkedAccountsTable } from './linked-accounts-table';

/** /linked: the company's seller-center accounts (owner and admin). */
export function LinkedAccountsPage() {
  const { t } = useTranslation('social');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('linked.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('linked.subtitle')}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <LinkedAccountsTable />
      </Paper>
    </Stack>
  );
}
