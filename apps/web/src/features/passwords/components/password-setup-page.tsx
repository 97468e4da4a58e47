import { useTranslation } from 'react-i18next';
import { useSetupPassword } from '../api/setup-password';
import { NewPasswordForm } from './new-password-form';
import { PasswordFrame } from './password-frame';

export type PasswordSetupPageProps = { token: string };

/** /auth/password-setup/{token}: the first password of an account created without one. */
export function PasswordSetupPage({ token }: PasswordSetupPageProps) {
  const { t } = useTranslation('passwords');
  const [, setup] = useSetupPassword();
  return (
    <PasswordFrame title={t('setup.title')} subtitle={t('setup.subtitle')}>
      <NewPasswordForm
        submitLabel={t('setup.submit')}
        doneMessage={t('setup.done')}
        onSave={async (password) => {
          const result = await setup({ token, password });
          return { payload: result.data?.setupPassword, error: result.error };
        }}
      />
    </PasswordFrame>
  );
}
