import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { signInSchema } from '@portal/domain/sign-in';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { paths } from '../../../config/paths';
import { errorLines } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/validate';
import { useGenerateOtp } from '../api/generate-otp';
import { useSignIn } from '../api/sign-in';
import { OtpStep } from './otp-step';

export type SignInFormProps = { onSignedIn: () => void };

type Credentials = { email: string; password: string };
/** The credentials waiting for a code, and the server's reason for asking one. */
type CodeStep = Credentials & { reason: string | null };

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const [signInState, signIn] = useSignIn();
  const [otpState, generateOtp] = useGenerateOtp();
  const [lines, setLines] = useState<string[]>([]);
  const [otpFor, setOtpFor] = useState<CodeStep | null>(null);
  const form = useForm<Credentials>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaValidator(signInSchema, (key) => t(key)),
  });

  const sendCode = async (email: string) => {
    const result = await generateOtp({ email });
    const problems = errorLines({ errors: result.data?.generateOtp.errors, error: result.error });
    setLines(problems);
    return problems.length === 0;
  };

  const submitCredentials = async (values: Credentials) => {
    setLines([]);
    const credentials = { email: values.email.trim(), password: values.password };
    const result = await signIn(credentials);
    const payload = result.data?.signIn;
    if (payload?.ok) return onSignedIn();
    if (payload?.otpRequired) {
      const reason = payload.errors.find((error) => error.field === 'otpCode')?.messages[0] ?? null;
      if (await sendCode(credentials.email)) setOtpFor({ ...credentials, reason });
      return;
    }
    setLines(errorLines({ errors: payload?.errors, error: result.error }));
  };

  const submitCode = async (otpCode: string) => {
    if (!otpFor) return;
    setLines([]);
    const result = await signIn({ email: otpFor.email, password: otpFor.password, otpCode });
    const payload = result.data?.signIn;
    if (payload?.ok) return onSignedIn();
    // A wrong password found once the code was right: back to the credentials, which are what to fix.
    if (payload && !payload.otpRequired) setOtpFor(null);
    setLines(errorLines({ errors: payload?.errors, error: result.error }));
  };

  if (otpFor) {
    return (
      <OtpStep
        lines={lines}
        reason={otpFor.reason}
        isSubmitting={signInState.fetching}
        isResending={otpState.fetching}
        onVerify={submitCode}
        onResend={() => sendCode(otpFor.email)}
        onBack={() => {
          setOtpFor(null);
          setLines([]);
        }}
      />
    );
  }

  return (
    <form onSubmit={form.onSubmit(submitCredentials)} noValidate>
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
        <PasswordInput
          label={t('password')}
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={signInState.fetching || otpState.fetching}>
          {t('signIn')}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          <Anchor component={Link} to={paths.auth.reset} size="sm">
            {t('forgotPassword')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
