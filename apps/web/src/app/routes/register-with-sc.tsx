import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { ErrorBanner } from '../../components/error-banner';
import { paths } from '../../config/paths';
import { RegisterWithScForm } from '../../features/social/components/register-with-sc-form';

/** /auth/register-with-sc?accessToken&provider: where a seller-center or Google flow continues (spec 1 §4). */
export function RegisterWithScRoute() {
  const { t } = useTranslation('social');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const accessToken = searchParams.get('accessToken');
  const provider = searchParams.get('provider');
  return (
    <AuthCard title={t('registerWithSc.title')} subtitle={t('registerWithSc.subtitle')}>
      {accessToken && provider ? (
        <RegisterWithScForm
          accessToken={accessToken}
          provider={provider}
          onDone={() => navigate(paths.auth.registerWithScSuccess, { replace: true })}
        />
      ) : (
        <ErrorBanner lines={['social:error.expiredToken']} />
      )}
      <Anchor component={Link} to={paths.auth.root} size="sm" ta="center">
        {t('backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}
