import { Select, Switch, Table, Text } from '@mantine/core';
import type { RoleName } from '@portal/domain';
import { canManageMember, type TeamActor } from '@portal/domain/team';
import { useTranslation } from 'react-i18next';
import type { Role } from '../api/get-roles';
import type { TeamUser } from '../api/get-team-users';
import type { UpdateUserAccountVariables } from '../api/update-user-account';
import { NoRecord } from './no-record';

export type UsersTableProps = {
  users: readonly TeamUser[];
  actor: TeamActor;
  /** Roles the actor may grant. */
  roles: readonly Role[];
  /** The deactivated tab shows the toggle only (off), to re-activate. */
  isDeactivatedTab?: boolean;
  busyAccountId: string | null;
  onUpdate: (variables: UpdateUserAccountVariables) => void;
};

export function UsersTable({
  users,
  actor,
  roles,
  isDeactivatedTab = false,
  busyAccountId,
  onUpdate,
}: UsersTableProps) {
  const { t } = useTranslation('team');
  if (users.length === 0) return <NoRecord />;
  const roleLabel = (name: string) => t(`roles.${name}`, { defaultValue: name });
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.email')}</Table.Th>
            <Table.Th w={200}>{t('columns.role')}</Table.Th>
            <Table.Th w={100}>{t('columns.active')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            // Never on your own row; admins cannot touch owners (the server refuses both as well).
            const isLocked = user.isMe || !canManageMember(actor, { roleName: user.role.name as RoleName });
            const isBusy = busyAccountId === user.id;
            const options = roles.some((role) => role.id === user.role.id) ? roles : [user.role, ...roles];
            return (
              <Table.Tr key={user.id} data-testid={`team-user-${user.email}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {user.name}
                    {user.isMe ? (
                      <Text span size="xs" c="dimmed" ml={6}>
                        {t('you')}
                      </Text>
                    ) : null}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{user.email}</Text>
                </Table.Td>
                <Table.Td>
                  {isDeactivatedTab ? (
                    <Text size="sm">{roleLabel(user.role.name)}</Text>
                  ) : (
                    <Select
                      size="xs"
                      aria-label={t('roleOf', { name: user.name })}
                      allowDeselect={false}
                      disabled={isLocked || isBusy}
                      value={user.role.id}
                      data={options.map((role) => ({
                        value: role.id,
                        label: roleLabel(role.name),
                        disabled: !roles.some((grantable) => grantable.id === role.id),
                      }))}
                      onChange={(roleId) => {
                        if (roleId && roleId !== user.role.id) onUpdate({ accountId: user.id, roleId });
                      }}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={t(user.status === 'ACTIVE' ? 'deactivate' : 'reactivate', {
                      name: user.name,
                    })}
                    checked={user.status === 'ACTIVE'}
                    disabled={isLocked || isBusy}
                    onChange={(event) =>
                      onUpdate({
                        accountId: user.id,
                        status: event.currentTarget.checked ? 'ACTIVE' : 'DISABLED',
                      })
                    }
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
