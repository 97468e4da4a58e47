import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { paths, registerHref } from '../../../config/paths';
import { sanitizeNextUrl } from '../../../lib/next-url';
import { SignInForm } from './sign-in-form';

export type SignInPageProps = {
  /** Seller-center and Google sign-in, composed by the route (another feature). */
  socialButtons?: ReactNode;
};

export function SignInPage({ socialButtons }: SignInPageProps = {}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  const onSignedIn = () => {
    navigate(sanitizeNextUrl(searchParams.get('nextUrl')) ?? paths.sponsor, { replace: true });
  };

  return (
    <AuthCard title={t('signInTitle')} subtitle={t('signInSubtitle')}>
      <SignInForm onSignedIn={onSignedIn} />
      {socialButtons}
      <Text size="sm" ta="center" c="dimmed">
        {t('noAccount')}{' '}
        <Anchor component={Link} to={registerHref(0)} size="sm">
          {t('signUp')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
