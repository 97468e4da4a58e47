import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { paths, signInHref } from '../../../config/paths';
import { errorLines } from '../../../lib/form-errors';
import { useAcceptInvitation } from '../api/accept-invitation';
import type { InvitationPreview } from '../api/get-invitation-by-token';

/** "You are invited to join {company} as {role}." */
export function InvitedAs({ invitation }: { invitation: InvitationPreview }) {
  const { t } = useTranslation('team');
  return (
    <Text size="sm">
      <Trans
        t={t}
        i18nKey="accept.invitedAs"
        values={{
          company: invitation.companyName,
          role: t(`roles.${invitation.roleName}`, { defaultValue: invitation.roleName }),
        }}
        components={{ b: <b /> }}
      />
    </Text>
  );
}

export type JoinSignedInProps = {
  token: string;
  invitation: InvitationPreview;
  onJoined: () => void;
  onNeedsSignIn: () => void;
};

/** The browser is signed in as the invited account: one click joins, nothing to type. */
export function JoinSignedIn({ token, invitation, onJoined, onNeedsSignIn }: JoinSignedInProps) {
  const { t } = useTranslation('team');
  const [{ fetching }, accept] = useAcceptInvitation();
  const [lines, setLines] = useState<string[]>([]);

  const join = async () => {
    setLines([]);
    // The server ignores name and password for the signed-in invitee.
    const result = await accept({ token, name: '', password: '' });
    const payload = result.data?.inviteMemberConfirm;
    if (payload?.ok) return payload.isSignedIn ? onJoined() : onNeedsSignIn();
    setLines(errorLines({ errors: payload?.errors, error: result.error }));
  };

  return (
    <Stack gap="md">
      <InvitedAs invitation={invitation} />
      <Text size="sm" c="dimmed">
        {t('accept.signedInAs', { email: invitation.email })}
      </Text>
      <ErrorBanner lines={lines} />
      <Button fullWidth loading={fetching} onClick={() => void join()}>
        {t('accept.submit')}
      </Button>
    </Stack>
  );
}

/**
 * The account has no password (it signs in through a seller center or Google): holding the link does not
 * let anyone choose one, so the invitee signs in first and comes back to this page (decision 0101).
 */
export function SignInFirst({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation('team');
  const back = paths.auth.invitation.replace(':token', encodeURIComponent(token));
  return (
    <Stack gap="md">
      <InvitedAs invitation={invitation} />
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} role="status">
        {t('accept.signInFirst', { email: invitation.email })}
      </Alert>
      <Button component={Link} to={signInHref(back)} fullWidth>
        {t('accept.signIn')}
      </Button>
    </Stack>
  );
}
