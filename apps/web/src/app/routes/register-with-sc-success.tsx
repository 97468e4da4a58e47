import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-card';
import { paths } from '../../config/paths';
import { RegisterWithScSuccess } from '../../features/social/components/register-with-sc-success';

/** /auth/register-with-sc/success: the account is linked; a full load enters the portal with the new session. */
export function RegisterWithScSuccessRoute() {
  const { t } = useTranslation('social');
  return (
    <AuthCard title={t('success.title')}>
      <RegisterWithScSuccess onEnterPortal={() => window.location.assign(paths.sponsor)} />
    </AuthCard>
  );
}
