import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newPasswordFormSchema } from '@portal/domain/password-reset';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { PasswordPolicyChecklist } from '../../../components/password-policy-checklist';
import { paths } from '../../../config/paths';
import { errorLines } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/validate';

type Payload = { ok: boolean; errors: readonly { field?: string | null; messages: readonly string[] }[] };

export type NewPasswordFormProps = {
  /** Sends the password with the link's token; resolves to the mutation's payload and error. */
  onSave: (password: string) => Promise<{ payload?: Payload; error?: Error | null }>;
  submitLabel: string;
  doneMessage: string;
};

const INVALID_LINK = 'passwords:error.invalidLink';

/** A new password with its confirmation and the live policy; on a dead link, the way to ask for a new one. */
export function NewPasswordForm({ onSave, submitLabel, doneMessage }: NewPasswordFormProps) {
  const { t } = useTranslation('passwords');
  const [lines, setLines] = useState<string[]>([]);
  const [isLinkDead, setIsLinkDead] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', cfPassword: '' },
    validateInputOnBlur: true,
    validate: schemaValidator(newPasswordFormSchema, (key) => t(key)),
  });

  const submit = async ({ password }: { password: string }) => {
    setLines([]);
    setIsSaving(true);
    const { payload, error } = await onSave(password);
    setIsSaving(false);
    if (payload?.ok) return setIsDone(true);
    setIsLinkDead(payload?.errors.some((fieldError) => fieldError.messages.includes(INVALID_LINK)) ?? false);
    setLines(errorLines({ errors: payload?.errors, error }));
  };

  if (isDone) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
          {doneMessage}
        </Alert>
        <Button component={Link} to={paths.auth.root} fullWidth>
          {t('signIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <ErrorBanner lines={lines} />
        {isLinkDead ? (
          <Anchor component={Link} to={paths.auth.reset} size="sm">
            {t('requestNewLink')}
          </Anchor>
        ) : null}
        <PasswordInput
          label={t('newPassword')}
          autoComplete="new-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordPolicyChecklist password={form.values.password} />
        <PasswordInput
          label={t('confirmPassword')}
          autoComplete="new-password"
          required
          key={form.key('cfPassword')}
          {...form.getInputProps('cfPassword')}
        />
        <Button type="submit" fullWidth loading={isSaving}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
