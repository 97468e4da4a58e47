import { Button, Group, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/day-format';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { StatusBadge } from '../../../components/status-badge';
import type { Invitation } from '../api/get-invitations';

export type InvitationsTableProps = {
  invitations: readonly Invitation[];
  /** The reader's profile zone (then the company's): when an invitation was sent (decisions 0171, 0181). */
  timeZone: string;
  resendingEmail: string | null;
  onResend: (email: string) => void;
  /** Asks, then withdraws the invitation (its link stops working). */
  onRevoke: (invitation: Invitation) => void;
};

const column = createColumnHelper<Invitation>();

/** The team's invitations; a pending or expired one can be sent again or revoked. */
export function InvitationsTable({
  invitations,
  timeZone,
  resendingEmail,
  onResend,
  onRevoke,
}: InvitationsTableProps) {
  const { t } = useTranslation('team');
  const columns = useMemo(() => {
    return [
      column.accessor('email', {
        header: t('columns.email'),
        cell: (c) => <Text size="sm">{c.getValue()}</Text>,
      }),
      column.accessor((invitation) => invitation.role.name, {
        id: 'role',
        header: t('columns.role'),
        cell: (c) => <Text size="sm">{t(`roles.${c.getValue()}`, { defaultValue: c.getValue() })}</Text>,
      }),
      column.accessor('status', {
        header: t('columns.status'),
        cell: (c) => <StatusBadge kind="invitation" status={c.getValue()} />,
      }),
      column.accessor('dateCreated', {
        header: t('columns.sent'),
        cell: (c) => <Text size="sm">{formatDateTime(c.getValue(), timeZone)}</Text>,
      }),
      column.display({
        id: 'resend',
        header: '',
        meta: { align: 'right' },
        cell: ({ row: { original: invitation } }) =>
          invitation.status === 'PENDING' || invitation.status === 'EXPIRED' ? (
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconSend size={14} />}
                loading={resendingEmail === invitation.email}
                onClick={() => onResend(invitation.email)}
              >
                {t('resend')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                aria-label={t('revokeFor', { email: invitation.email })}
                onClick={() => onRevoke(invitation)}
              >
                {t('revoke')}
              </Button>
            </Group>
          ) : null,
      }),
    ];
  }, [t, timeZone, resendingEmail, onResend, onRevoke]);
  return (
    <DataTable
      data={invitations}
      columns={columns}
      getRowId={(invitation) => invitation.id}
      emptyText={t('noRecord')}
      clientSort
      rowAttributes={(invitation) => ({ 'data-testid': `invitation-${invitation.email}` })}
      minWidth={640}
    />
  );
}
