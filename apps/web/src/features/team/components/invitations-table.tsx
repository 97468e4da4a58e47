import { Badge, Button, Table, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '../api/get-invitations';
import { NoRecord } from './no-record';

export type InvitationsTableProps = {
  invitations: readonly Invitation[];
  resendingEmail: string | null;
  onResend: (email: string) => void;
};

export function InvitationsTable({ invitations, resendingEmail, onResend }: InvitationsTableProps) {
  const { t, i18n } = useTranslation('team');
  if (invitations.length === 0) return <NoRecord />;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.email')}</Table.Th>
            <Table.Th>{t('columns.role')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.sent')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.map((invitation) => (
            <Table.Tr key={invitation.id} data-testid={`invitation-${invitation.email}`}>
              <Table.Td>
                <Text size="sm">{invitation.email}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {t(`roles.${invitation.role.name}`, { defaultValue: invitation.role.name })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={invitation.status === 'PENDING' ? 'blue' : 'gray'} variant="light">
                  {t(`status.${invitation.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{dateFormat.format(new Date(invitation.dateCreated))}</Text>
              </Table.Td>
              <Table.Td ta="right">
                {invitation.status === 'PENDING' || invitation.status === 'EXPIRED' ? (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconSend size={14} />}
                    loading={resendingEmail === invitation.email}
                    onClick={() => onResend(invitation.email)}
                  >
                    {t('resend')}
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
