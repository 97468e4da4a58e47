import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { DataTable } from '../../../components/data-table/data-table';
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

const column = createColumnHelper<ConfigurationRow>();

export function ConfigurationTable() {
  const { t } = useTranslation('platform');
  const [{ data, fetching, error }] = useConfigurations();
  const [lines, setLines] = useState<string[]>([]);
  const columns = useMemo(
    () => [
      column.accessor('key', {
        id: 'key',
        header: t('configurations.key'),
        meta: { width: '30%' },
        cell: ({ row: { original: row } }) => (
          <>
            <Text ff="monospace" size="sm">
              {row.key}
            </Text>
            <Text size="xs" c="dimmed">
              {row.description}
            </Text>
          </>
        ),
      }),
      column.display({
        id: 'value',
        header: t('configurations.value'),
        cell: ({ row: { original: row } }) => <ConfigurationEditor row={row} onError={setLines} />,
      }),
    ],
    [t],
  );

  if (!data && fetching) return <CenteredLoader />;
  return (
    <Paper withBorder radius="md">
      <ErrorBanner lines={[...lines, ...(error && !data ? errorLines({ error }) : [])]} />
      <DataTable
        data={data?.configurations ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        label={t('configurations.title')}
        clientSort
      />
    </Paper>
  );
}
