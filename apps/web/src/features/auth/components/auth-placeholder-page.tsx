import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard } from './auth-card';

export type AuthPlaceholderPageProps = { titleKey: string };

/** Auth sub-pages whose forms come with a later issue: their title and the way back to sign-in. */
export function AuthPlaceholderPage({ titleKey }: AuthPlaceholderPageProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t(titleKey)}>
      <Anchor component={Link} to={paths.auth.root}>
        {t('backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}
