import { Button, Group, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { StatusBadge } from '../../../components/status-badge';
import type { StaffUser } from '../api/search-users';

export type ImpersonationTableProps = {
  users: { objects: readonly StaffUser[]; numPages: number; totalCount: number } | undefined;
  isLoading: boolean;
  page: number;
  onPageChange: (page: number) => void;
  /** The user whose session is being started, if any: the other buttons wait. */
  startingId: string | null;
  onStart: (user: StaffUser) => void;
};

const column = createColumnHelper<StaffUser>();

/** The users a search found (pages of 20); staff and disabled users cannot be impersonated. */
export function ImpersonationTable({
  users,
  isLoading,
  page,
  onPageChange,
  startingId,
  onStart,
}: ImpersonationTableProps) {
  const { t } = useTranslation('staff');
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('impersonation.name'),
        cell: ({ row: { original: user } }) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{user.name}</Text>
            {user.isStaff ? <StatusBadge kind="user" status="STAFF" size="xs" /> : null}
            {!user.isActive ? <StatusBadge kind="user" status="DISABLED" size="xs" /> : null}
          </Group>
        ),
      }),
      column.accessor('email', {
        header: t('impersonation.email'),
        cell: (c) => <Text size="sm">{c.getValue()}</Text>,
      }),
      column.accessor('companyName', {
        header: t('impersonation.company'),
        cell: (c) => <Text size="sm">{c.getValue() ?? '—'}</Text>,
      }),
      column.display({
        id: 'action',
        header: t('impersonation.action'),
        cell: ({ row: { original: user } }) => (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconUserShare size={14} />}
            disabled={user.isStaff || !user.isActive || (startingId !== null && startingId !== user.id)}
            loading={startingId === user.id}
            onClick={() => onStart(user)}
            aria-label={t('impersonation.impersonateNamed', { email: user.email })}
          >
            {t('impersonation.impersonate')}
          </Button>
        ),
      }),
    ],
    [t, startingId, onStart],
  );
  return (
    <DataTable
      data={users?.objects ?? []}
      columns={columns}
      getRowId={(user) => user.id}
      emptyText={t('impersonation.noRecord')}
      isLoading={isLoading}
      serverPaging={{ page, numPages: users?.numPages ?? 0, onChange: onPageChange }}
      totalText={
        users && users.numPages > 1 ? t('impersonation.total', { count: users.totalCount }) : undefined
      }
      minWidth={640}
    />
  );
}
