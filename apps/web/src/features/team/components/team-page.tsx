import { Badge, Button, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { numberFormat } from '@portal/domain/intl-formats';
import { grantableRoles, type TeamActor } from '@portal/domain/team';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { type Invitation, useInvitations } from '../api/get-invitations';
import { useRoles } from '../api/get-roles';
import { type TeamUser, useTeamUsers } from '../api/get-team-users';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { type UpdateUserAccountVariables, useUpdateUserAccount } from '../api/update-user-account';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { InvitationsTable } from './invitations-table';
import { InviteMemberDialog } from './invite-member-dialog';
import { UsersTable } from './users-table';

export type TeamPageProps = {
  actor: TeamActor;
  /** The reader's profile zone, then the company's (decision 0171): the invitations' sent times. */
  timeZone?: string;
};

const refetch = { requestPolicy: 'network-only' } as const;

function TabLabel({ label, count }: { label: string; count: number }) {
  const { i18n } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      {label}
      <Badge size="sm" variant="light" circle={count < 10}>
        {numberFormat(i18n.language).format(count)}
      </Badge>
    </Group>
  );
}

/** /user: members, invitations and deactivated members of the acting company (spec 1 §2). */
export function TeamPage({ actor, timeZone = 'UTC' }: TeamPageProps) {
  const { t } = useTranslation('team');
  const [usersResult, reloadUsers] = useTeamUsers();
  const [invitationsResult, reloadInvitations] = useInvitations();
  const [rolesResult] = useRoles();
  const [, updateUserAccount] = useUpdateUserAccount();
  const [, resendInvitation] = useResendInvitation();
  const [, revokeInvitation] = useRevokeInvitation();
  const [confirmRequest, setConfirmRequest] = useState<ConfirmRequest | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isInviteOpen, setInviteOpen] = useState(false);
  const [lines, setLines] = useState<string[]>([]);
  const [busyAccountId, setBusyAccountId] = useState<string | null>(null);
  const [resendingEmail, setResendingEmail] = useState<string | null>(null);

  const users = usersResult.data?.users ?? [];
  const invitations = invitationsResult.data?.invitations ?? [];
  const roles = useMemo(
    () => grantableRoles(actor, rolesResult.data?.roles ?? []),
    [actor, rolesResult.data],
  );
  const active = users.filter((user) => user.status === 'ACTIVE');
  const deactivated = users.filter((user) => user.status === 'DISABLED');

  const update = async (variables: UpdateUserAccountVariables, done: string) => {
    setLines([]);
    setBusyAccountId(variables.accountId);
    const result = await updateUserAccount(variables);
    setBusyAccountId(null);
    const payload = result.data?.updateUserAccount;
    if (payload?.ok) notifications.show({ color: 'green', message: done });
    else setLines(errorLines({ errors: payload?.errors, error: result.error }));
    reloadUsers(refetch);
  };

  /** Runs a confirmed change, then closes the dialog (a refusal shows in the page's banner). */
  const confirmed = (action: () => Promise<void>) => async () => {
    setIsConfirming(true);
    await action();
    setIsConfirming(false);
    setConfirmRequest(null);
  };

  // Role changes and (de)activation are asked first and reported in a toast (decision 0180).
  const askUpdate = (user: TeamUser, variables: UpdateUserAccountVariables) => {
    const values = { name: user.name, email: user.email };
    if (variables.roleId) {
      const roleName = roles.find((role) => role.id === variables.roleId)?.name ?? '';
      const role = t(`roles.${roleName}`, { defaultValue: roleName });
      setConfirmRequest({
        title: t('confirm.roleTitle'),
        message: t('confirm.roleMessage', { ...values, role }),
        confirmLabel: t('confirm.changeRole'),
        onConfirm: confirmed(() => update(variables, t('roleChanged', { ...values, role }))),
      });
      return;
    }
    const isDeactivating = variables.status === 'DISABLED';
    setConfirmRequest({
      title: t(isDeactivating ? 'confirm.deactivateTitle' : 'confirm.reactivateTitle'),
      message: t(isDeactivating ? 'confirm.deactivateMessage' : 'confirm.reactivateMessage', values),
      confirmLabel: t(isDeactivating ? 'confirm.deactivate' : 'confirm.reactivate'),
      isDestructive: isDeactivating,
      onConfirm: confirmed(() =>
        update(variables, t(isDeactivating ? 'deactivated' : 'reactivated', values)),
      ),
    });
  };

  const revoke = async (invitation: Invitation) => {
    setLines([]);
    const result = await revokeInvitation({ invitationId: invitation.id });
    const payload = result.data?.revokeInvitation;
    if (payload?.ok)
      notifications.show({ color: 'green', message: t('revoked', { email: invitation.email }) });
    else setLines(errorLines({ errors: payload?.errors, error: result.error }));
    reloadInvitations(refetch);
  };

  const askRevoke = (invitation: Invitation) =>
    setConfirmRequest({
      title: t('confirm.revokeTitle'),
      message: t('confirm.revokeMessage', { email: invitation.email }),
      confirmLabel: t('revoke'),
      isDestructive: true,
      onConfirm: confirmed(() => revoke(invitation)),
    });

  const resend = async (email: string) => {
    setLines([]);
    setResendingEmail(email);
    const result = await resendInvitation({ email });
    setResendingEmail(null);
    const payload = result.data?.resendInvitation;
    if (payload?.ok) notifications.show({ color: 'green', message: t('resent', { email }) });
    else setLines(errorLines({ errors: payload?.errors, error: result.error }));
    reloadInvitations(refetch);
  };

  const isLoading =
    (!usersResult.data && usersResult.fetching) || (!invitationsResult.data && invitationsResult.fetching);
  const loadError = usersResult.error ?? invitationsResult.error;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('title')}</Title>
        <Button
          leftSection={<IconUserPlus size={18} />}
          onClick={() => setInviteOpen(true)}
          disabled={roles.length === 0}
        >
          {t('addMember')}
        </Button>
      </Group>
      <ErrorBanner lines={[...lines, ...(loadError ? errorLines({ error: loadError }) : [])]} />
      {isLoading ? (
        <CenteredLoader />
      ) : (
        <Paper withBorder radius="md" p="md">
          <Tabs defaultValue="users" keepMounted={false}>
            <Tabs.List mb="sm">
              <Tabs.Tab value="users">
                <TabLabel label={t('tabs.users')} count={active.length} />
              </Tabs.Tab>
              <Tabs.Tab value="invitations">
                <TabLabel label={t('tabs.invitations')} count={invitations.length} />
              </Tabs.Tab>
              <Tabs.Tab value="deactivated">
                <TabLabel label={t('tabs.deactivated')} count={deactivated.length} />
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="users">
              <UsersTable
                users={active}
                actor={actor}
                roles={roles}
                busyAccountId={busyAccountId}
                onUpdate={askUpdate}
              />
            </Tabs.Panel>
            <Tabs.Panel value="invitations">
              <InvitationsTable
                invitations={invitations}
                timeZone={timeZone}
                resendingEmail={resendingEmail}
                onResend={resend}
                onRevoke={askRevoke}
              />
            </Tabs.Panel>
            <Tabs.Panel value="deactivated">
              <UsersTable
                users={deactivated}
                actor={actor}
                roles={roles}
                isDeactivatedTab
                busyAccountId={busyAccountId}
                onUpdate={askUpdate}
              />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      )}
      <ConfirmDialog request={confirmRequest} busy={isConfirming} onClose={() => setConfirmRequest(null)} />
      <InviteMemberDialog
        opened={isInviteOpen}
        roles={roles}
        onClose={() => setInviteOpen(false)}
        onInvited={(email) => {
          notifications.show({ color: 'green', message: t('invited', { email }) });
          reloadInvitations(refetch);
        }}
      />
    </Stack>
  );
}
