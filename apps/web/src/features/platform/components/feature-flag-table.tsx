import { Paper, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { useFeatureFlags } from '../api/get-feature-flags';
import { useUpdateFeatureFlag } from '../api/update-feature-flag';

export function FeatureFlagTable() {
  const { t } = useTranslation('platform');
  const [{ data, fetching, error }] = useFeatureFlags();
  const [, updateFeatureFlag] = useUpdateFeatureFlag();
  const [pending, setPending] = useState<string | null>(null);
  const [lines, setLines] = useState<string[]>([]);

  const toggle = async (name: string, isActive: boolean) => {
    setPending(name);
    setLines([]);
    const result = await updateFeatureFlag({ name, isActive });
    setPending(null);
    const problems = errorLines({ errors: result.data?.updateFeatureFlag.errors, error: result.error });
    if (problems.length > 0 || !result.data?.updateFeatureFlag.ok) {
      setLines(problems.length > 0 ? problems : [t('saveFailed')]);
      return;
    }
    notifications.show({ color: 'green', message: t('featureFlags.saved', { name }) });
  };

  if (!data && fetching) return <CenteredLoader />;
  return (
    <Paper withBorder radius="md">
      <ErrorBanner lines={[...lines, ...(error && !data ? errorLines({ error }) : [])]} />
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('featureFlags.name')}</Table.Th>
            <Table.Th>{t('featureFlags.description')}</Table.Th>
            <Table.Th w={100}>{t('featureFlags.active')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(data?.featureFlags ?? []).map((flag) => (
            <Table.Tr key={flag.id}>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {flag.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {flag.description}
                </Text>
              </Table.Td>
              <Table.Td>
                <Switch
                  aria-label={flag.name}
                  checked={flag.isActive}
                  disabled={pending === flag.name}
                  onChange={(event) => toggle(flag.name, event.currentTarget.checked)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
