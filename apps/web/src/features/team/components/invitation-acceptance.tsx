import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { acceptInvitationExistingUserSchema, acceptInvitationNewUserSchema } from '@portal/domain/invitation';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { ErrorBanner } from '../../../components/error-banner';
import { PasswordPolicyChecklist } from '../../../components/password-policy-checklist';
import { errorLines } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/validate';
import { useAcceptInvitation } from '../api/accept-invitation';
import { type InvitationPreview, useInvitationByToken } from '../api/get-invitation-by-token';
import { InvitedAs, JoinSignedIn, SignInFirst } from './invitation-join-options';

export type InvitationAcceptanceProps = {
  token: string;
  /** Joined and signed in: the page goes to the portal. */
  onJoined: () => void;
  /** Joined, but the account signs in with a one-time code: the page goes to sign-in. */
  onNeedsSignIn: () => void;
};

type Values = { name: string; password: string };

function Unusable({ message }: { message: string }) {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      {message}
    </Alert>
  );
}

function AcceptForm({
  token,
  invitation,
  onJoined,
  onNeedsSignIn,
}: InvitationAcceptanceProps & { invitation: InvitationPreview }) {
  const { t } = useTranslation('team');
  const [{ fetching }, accept] = useAcceptInvitation();
  const [lines, setLines] = useState<string[]>([]);
  const schema = invitation.hasUser ? acceptInvitationExistingUserSchema : acceptInvitationNewUserSchema;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', password: '' },
    validate: schemaValidator(schema, (key) => t(key)),
    validateInputOnBlur: true,
  });

  const submit = async (values: Values) => {
    setLines([]);
    const result = await accept({ token, name: values.name.trim(), password: values.password });
    const payload = result.data?.inviteMemberConfirm;
    if (payload?.ok) return payload.isSignedIn ? onJoined() : onNeedsSignIn();
    setLines(errorLines({ errors: payload?.errors, error: result.error }));
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <InvitedAs invitation={invitation} />
        <TextInput label={t('accept.email')} value={invitation.email} readOnly variant="filled" />
        <ErrorBanner lines={lines} />
        {invitation.hasUser ? (
          <Text size="sm" c="dimmed">
            {t('accept.existingAccount')}
          </Text>
        ) : (
          <TextInput
            label={t('accept.name')}
            autoComplete="name"
            required
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
        )}
        <PasswordInput
          label={t(invitation.hasUser ? 'accept.currentPassword' : 'accept.password')}
          autoComplete={invitation.hasUser ? 'current-password' : 'new-password'}
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        {invitation.hasUser ? null : <PasswordPolicyChecklist password={form.getValues().password} />}
        <Button type="submit" fullWidth loading={fetching}>
          {t('accept.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /auth/invitation/{token}: who invites you, as what, and how to join: one click when signed in as the
 * invitee, a name and a new password for a newcomer, the account's own password otherwise; an account
 * without a password is sent to sign in first (the link never sets one).
 */
export function InvitationAcceptance(props: InvitationAcceptanceProps) {
  const { t } = useTranslation('team');
  const [{ data, fetching, error }] = useInvitationByToken(props.token);
  if (fetching && !data) return <CenteredLoader />;
  if (error) return <ErrorBanner lines={errorLines({ error })} />;
  const invitation = data?.invitationByToken;
  if (!invitation) return <Unusable message={t('error.invitationInvalid')} />;
  if (invitation.status === 'EXPIRED')
    return <Unusable message={t('accept.expired', { company: invitation.companyName })} />;
  if (invitation.status === 'ACCEPTED') return <Unusable message={t('error.invitationUsed')} />;
  if (invitation.isSignedInAsInvitee) return <JoinSignedIn {...props} invitation={invitation} />;
  if (invitation.hasUser && !invitation.hasPassword)
    return <SignInFirst token={props.token} invitation={invitation} />;
  return <AcceptForm {...props} invitation={invitation} />;
}
