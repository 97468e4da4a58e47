import { Select, Switch, Text } from '@mantine/core';
import type { RoleName } from '@portal/domain';
import { canManageMember, type TeamActor } from '@portal/domain/team';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { Role } from '../api/get-roles';
import type { TeamUser } from '../api/get-team-users';
import type { UpdateUserAccountVariables } from '../api/update-user-account';

export type UsersTableProps = {
  users: readonly TeamUser[];
  actor: TeamActor;
  /** Roles the actor may grant. */
  roles: readonly Role[];
  /** The deactivated tab shows the toggle only (off), to re-activate. */
  isDeactivatedTab?: boolean;
  busyAccountId: string | null;
  /** A role or status change for `user`; the page asks before it runs. */
  onUpdate: (user: TeamUser, variables: UpdateUserAccountVariables) => void;
};

const column = createColumnHelper<TeamUser>();

/** The team's users, sorted in the browser (the server sends the whole team). */
export function UsersTable({
  users,
  actor,
  roles,
  isDeactivatedTab = false,
  busyAccountId,
  onUpdate,
}: UsersTableProps) {
  const { t } = useTranslation('team');
  const columns = useMemo(() => {
    const roleLabel = (name: string) => t(`roles.${name}`, { defaultValue: name });
    // Never on your own row; admins cannot touch owners (the server refuses both as well).
    const isLocked = (user: TeamUser) =>
      user.isMe || !canManageMember(actor, { roleName: user.role.name as RoleName });
    return [
      column.accessor('name', {
        header: t('columns.name'),
        cell: ({ row: { original: user } }) => (
          <Text size="sm" fw={500}>
            {user.name}
            {user.isMe ? (
              <Text span size="xs" c="dimmed" ml={6}>
                {t('you')}
              </Text>
            ) : null}
          </Text>
        ),
      }),
      column.accessor('email', {
        header: t('columns.email'),
        cell: (c) => <Text size="sm">{c.getValue()}</Text>,
      }),
      column.display({
        id: 'role',
        header: t('columns.role'),
        meta: { width: 200 },
        cell: ({ row: { original: user } }) => {
          if (isDeactivatedTab) return <Text size="sm">{roleLabel(user.role.name)}</Text>;
          const options = roles.some((role) => role.id === user.role.id) ? roles : [user.role, ...roles];
          return (
            <Select
              size="xs"
              aria-label={t('roleOf', { name: user.name })}
              allowDeselect={false}
              disabled={isLocked(user) || busyAccountId === user.id}
              value={user.role.id}
              data={options.map((role) => ({
                value: role.id,
                label: roleLabel(role.name),
                disabled: !roles.some((grantable) => grantable.id === role.id),
              }))}
              onChange={(roleId) => {
                if (roleId && roleId !== user.role.id) onUpdate(user, { accountId: user.id, roleId });
              }}
            />
          );
        },
      }),
      column.display({
        id: 'active',
        header: t('columns.active'),
        meta: { width: 100 },
        cell: ({ row: { original: user } }) => (
          <Switch
            aria-label={t(user.status === 'ACTIVE' ? 'deactivate' : 'reactivate', { name: user.name })}
            checked={user.status === 'ACTIVE'}
            disabled={isLocked(user) || busyAccountId === user.id}
            onChange={(event) =>
              onUpdate(user, {
                accountId: user.id,
                status: event.currentTarget.checked ? 'ACTIVE' : 'DISABLED',
              })
            }
          />
        ),
      }),
    ];
  }, [t, actor, roles, isDeactivatedTab, busyAccountId, onUpdate]);
  return (
    <DataTable
      data={users}
      columns={columns}
      getRowId={(user) => user.id}
      emptyText={t('noRecord')}
      clientSort
      rowAttributes={(user) => ({ 'data-testid': `team-user-${user.email}` })}
      minWidth={640}
    />
  );
}
