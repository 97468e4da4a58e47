import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetPasswordSchema } from '@portal/domain/password-reset';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/validate';
import { useResetPassword } from '../api/reset-password';

/** Asks for a reset link; the answer reads the same whether or not the e-mail has an account. */
export function ResetRequestForm() {
  const { t } = useTranslation('passwords');
  const [state, resetPassword] = useResetPassword();
  const [lines, setLines] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validateInputOnBlur: true,
    validate: schemaValidator(resetPasswordSchema, (key) => t(key)),
  });

  const submit = async ({ email }: { email: string }) => {
    setLines([]);
    const result = await resetPassword({ email: email.trim() });
    if (result.data?.resetPassword.ok) return setSentTo(email.trim());
    setLines(errorLines({ errors: result.data?.resetPassword.errors, error: result.error }));
  };

  if (sentTo) {
    return (
      <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status">
        {t('reset.sent', { email: sentTo })}
      </Alert>
    );
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <ErrorBanner lines={lines} />
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={state.fetching}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
