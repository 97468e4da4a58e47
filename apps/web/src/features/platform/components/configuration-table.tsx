import { Button, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { type ConfigurationRow, useConfigurations } from '../api/get-configurations';
import { useUpdateConfiguration } from '../api/update-configuration';

function ConfigurationEditor({
  row,
  onError,
}: {
  row: ConfigurationRow;
  onError: (lines: string[]) => void;
}) {
  const { t } = useTranslation('platform');
  const [value, setValue] = useState(row.value);
  const [{ fetching }, updateConfiguration] = useUpdateConfiguration();

  const save = async () => {
    onError([]);
    const result = await updateConfiguration({ key: row.key, value });
    const problems = errorLines({ errors: result.data?.updateConfiguration.errors, error: result.error });
    if (problems.length > 0 || !result.data?.updateConfiguration.ok) {
      onError(problems.length > 0 ? problems : [t('saveFailed')]);
      return;
    }
    notifications.show({ color: 'green', message: t('configurations.saved', { key: row.key }) });
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        aria-label={row.key}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        style={{ flex: 1 }}
        ff="monospace"
      />
      <Button size="sm" onClick={save} loading={fetching} disabled={value === row.value}>
        {t('common:save')}
      </Button>
    </Group>
  );
}

export function ConfigurationTable() {
  const { t } = useTranslation('platform');
  const [{ data, fetching, error }] = useConfigurations();
  const [lines, setLines] = useState<string[]>([]);

  if (!data && fetching) return <CenteredLoader />;
  return (
    <Paper withBorder radius="md">
      <ErrorBanner lines={[...lines, ...(error && !data ? errorLines({ error }) : [])]} />
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="30%">{t('configurations.key')}</Table.Th>
            <Table.Th>{t('configurations.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(data?.configurations ?? []).map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {row.key}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.description}
                </Text>
              </Table.Td>
              <Table.Td>
                <ConfigurationEditor row={row} onError={setLines} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
