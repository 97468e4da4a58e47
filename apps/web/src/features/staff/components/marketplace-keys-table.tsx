import { Badge, Button, Code, Group, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/day-format';
import { IconKeyOff } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { MarketplaceApiKey } from '../api/marketplace-api-keys';

export type MarketplaceKeysTableProps = {
  keys: readonly MarketplaceApiKey[];
  isLoading: boolean;
  /** The staff user's profile zone: every moment is written yyyy/MM/dd HH:mm in it (decision 0181). */
  timeZone: string;
  onRevoke: (key: MarketplaceApiKey) => void;
};

const column = createColumnHelper<MarketplaceApiKey>();

/** Staff: the marketplace's keys, newest first; a live key can be revoked, a revoked one says when. */
export function MarketplaceKeysTable({ keys, isLoading, timeZone, onRevoke }: MarketplaceKeysTableProps) {
  const { t } = useTranslation('staff');
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('marketplaceKeys.name'),
        cell: (c) => <Text size="sm">{c.getValue()}</Text>,
      }),
      column.accessor('prefix', {
        header: t('marketplaceKeys.prefix'),
        cell: (c) => <Code>{`${c.getValue()}…`}</Code>,
      }),
      column.accessor('createdAt', {
        header: t('marketplaceKeys.createdAt'),
        cell: (c) => formatDateTime(c.getValue(), timeZone),
      }),
      column.accessor((key) => key.createdByName ?? '—', {
        id: 'createdBy',
        header: t('marketplaceKeys.createdBy'),
      }),
      column.accessor('lastUsedAt', {
        header: t('marketplaceKeys.lastUsedAt'),
        cell: (c) => formatDateTime(c.getValue(), timeZone, t('marketplaceKeys.never')),
      }),
      column.accessor('revokedAt', {
        id: 'status',
        header: t('marketplaceKeys.status'),
        cell: (c) => {
          const revokedAt = c.getValue();
          // The date beside the badge, not in it: a badge holds a short word, and cut the date off.
          return revokedAt ? (
            <Group gap={6} wrap="nowrap">
              <Badge color="gray" variant="light">
                {t('marketplaceKeys.revokedBadge')}
              </Badge>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(revokedAt, timeZone)}
              </Text>
            </Group>
          ) : (
            <Badge color="green" variant="light">
              {t('marketplaceKeys.active')}
            </Badge>
          );
        },
      }),
      column.display({
        id: 'action',
        header: t('marketplaceKeys.action'),
        cell: ({ row: { original: key } }) =>
          key.revokedAt ? null : (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconKeyOff size={14} />}
              onClick={() => onRevoke(key)}
              aria-label={t('marketplaceKeys.revokeNamed', { name: key.name })}
            >
              {t('marketplaceKeys.revoke')}
            </Button>
          ),
      }),
    ],
    [t, timeZone, onRevoke],
  );
  return (
    <DataTable
      data={keys}
      columns={columns}
      getRowId={(key) => key.id}
      emptyText={t('marketplaceKeys.noRecord')}
      isLoading={isLoading}
      minWidth={760}
    />
  );
}
