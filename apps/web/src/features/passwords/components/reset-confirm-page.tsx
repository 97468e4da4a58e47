import { useTranslation } from 'react-i18next';
import { useResetPasswordConfirm } from '../api/reset-password-confirm';
import { NewPasswordForm } from './new-password-form';
import { PasswordFrame } from './password-frame';

export type ResetConfirmPageProps = { userId: string; token: string };

/** /auth/reset-confirm/{userId}/{token}: the link from the reset e-mail. */
export function ResetConfirmPage({ userId, token }: ResetConfirmPageProps) {
  const { t } = useTranslation('passwords');
  const [, confirm] = useResetPasswordConfirm();
  return (
    <PasswordFrame title={t('confirm.title')} subtitle={t('confirm.subtitle')}>
      <NewPasswordForm
        submitLabel={t('confirm.submit')}
        doneMessage={t('confirm.done')}
        onSave={async (password) => {
          const result = await confirm({ userId, token, password });
          return { payload: result.data?.resetPasswordConfirm, error: result.error };
        }}
      />
    </PasswordFrame>
  );
}
