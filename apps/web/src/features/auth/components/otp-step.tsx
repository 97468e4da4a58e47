import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { otpCodeSchema as otpSchema } from '@portal/domain/sign-in';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { schemaValidator, translateMessage } from '../../../lib/validate';

export type OtpStepProps = {
  lines: readonly string[];
  /** Why a code is asked, as the server said it (a translation key); the 2FA instructions otherwise. */
  reason?: string | null;
  isSubmitting: boolean;
  isResending: boolean;
  onVerify: (otpCode: string) => void;
  onResend: () => void;
  onBack: () => void;
};

/**
 * Second sign-in step: the code e-mailed by generateOtp, for users with 2FA and for browsers the account
 * does not know after many failed sign-ins on it.
 */
export function OtpStep({
  lines,
  reason,
  isSubmitting,
  isResending,
  onVerify,
  onResend,
  onBack,
}: OtpStepProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    mode: 'controlled',
    initialValues: { otpCode: '' },
    validate: schemaValidator(otpSchema, (key) => t(key)),
  });

  return (
    <form onSubmit={form.onSubmit((values) => onVerify(values.otpCode.trim()))} noValidate>
      <Stack gap="md">
        <ErrorBanner lines={lines} />
        <Text size="sm">{reason ? translateMessage(reason, (key) => t(key)) : t('otp.instructions')}</Text>
        <TextInput
          label={t('otp.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          data-autofocus
          key={form.key('otpCode')}
          {...form.getInputProps('otpCode')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('otp.verify')}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('otp.back')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onResend} disabled={isResending}>
            {t('otp.resend')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
