import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { changePasswordSchema } from '@portal/domain/profile';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { PasswordPolicyChecklist } from '../../../components/password-policy-checklist';
import { errorLines } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/validate';
import { useChangePassword } from '../api/change-password';

export type PasswordFormProps = { hasUsablePassword: boolean; isImpersonating: boolean };

type Values = { currentPassword: string; password: string; cfPassword: string };

const emptyValues: Values = { currentPassword: '', password: '', cfPassword: '' };

/** changePassword: the current password only when the user has one; the policy shown live (spec 1 §2, §5). */
export function PasswordForm({ hasUsablePassword, isImpersonating }: PasswordFormProps) {
  const { t } = useTranslation('profile');
  const [state, changePassword] = useChangePassword();
  const [lines, setLines] = useState<string[]>([]);
  const schema = useMemo(() => changePasswordSchema(hasUsablePassword), [hasUsablePassword]);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: emptyValues,
    validateInputOnBlur: true,
    validate: schemaValidator(schema, (key) => t(key)),
  });

  const submit = async (values: Values) => {
    setLines([]);
    const result = await changePassword({
      currentPassword: hasUsablePassword ? values.currentPassword : null,
      password: values.password,
      cfPassword: values.cfPassword,
    });
    const payload = result.data?.changePassword;
    if (!payload?.ok) {
      setLines(errorLines({ errors: payload?.errors, error: result.error }));
      return;
    }
    form.reset();
    notifications.show({ color: 'green', message: t('passwordUpdated') });
  };

  if (isImpersonating)
    return (
      <Alert color="red" variant="light" icon={<IconLock size={18} />} maw={640}>
        {t('error.refusedWhileImpersonating')}
      </Alert>
    );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md" maw={480}>
        <ErrorBanner lines={lines} />
        {hasUsablePassword ? (
          <PasswordInput
            label={t('fields.currentPassword')}
            required
            autoComplete="current-password"
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
        ) : null}
        <PasswordInput
          label={t('fields.newPassword')}
          required
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordPolicyChecklist password={form.values.password} />
        <PasswordInput
          label={t('fields.cfPassword')}
          required
          autoComplete="new-password"
          key={form.key('cfPassword')}
          {...form.getInputProps('cfPassword')}
        />
        <Group>
          <Button type="submit" loading={state.fetching}>
            {t('changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
