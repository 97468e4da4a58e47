import { Paper, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { DataTable } from '../../../components/data-table/data-table';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { type FeatureFlagRow, useFeatureFlags } from '../api/get-feature-flags';
import { useUpdateFeatureFlag } from '../api/update-feature-flag';

const column = createColumnHelper<FeatureFlagRow>();

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

  // biome-ignore lint/correctness/useExhaustiveDependencies: `toggle` only closes over setters and `t`.
  const columns = useMemo(
    () => [
      column.accessor('name', {
        id: 'name',
        header: t('featureFlags.name'),
        cell: (cell) => (
          <Text ff="monospace" size="sm">
            {cell.getValue()}
          </Text>
        ),
      }),
      column.accessor('description', {
        id: 'description',
        header: t('featureFlags.description'),
        cell: (cell) => (
          <Text size="sm" c="dimmed">
            {cell.getValue()}
          </Text>
        ),
      }),
      column.display({
        id: 'active',
        header: t('featureFlags.active'),
        meta: { width: 100 },
        cell: ({ row: { original: flag } }) => (
          <Switch
            aria-label={flag.name}
            checked={flag.isActive}
            disabled={pending === flag.name}
            onChange={(event) => toggle(flag.name, event.currentTarget.checked)}
          />
        ),
      }),
    ],
    [t, pending],
  );

  if (!data && fetching) return <CenteredLoader />;
  return (
    <Paper withBorder radius="md">
      <ErrorBanner lines={[...lines, ...(error && !data ? errorLines({ error }) : [])]} />
      <DataTable
        data={data?.featureFlags ?? []}
        columns={columns}
        getRowId={(flag) => flag.id}
        label={t('featureFlags.title')}
        clientSort
        striped
      />
    </Paper>
  );
}
