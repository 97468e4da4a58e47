import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { paths } from '../../../config/paths';

export type PasswordFrameProps = { title: string; subtitle?: string; children: ReactNode };

/** The auth area's card for the password pages, with the way back to sign-in. */
export function PasswordFrame({ title, subtitle, children }: PasswordFrameProps) {
  const { t } = useTranslation('passwords');
  const backToSignIn = (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={paths.auth.root} size="sm">
        {t('backToSignIn')}
      </Anchor>
    </Text>
  );
  return (
    <AuthCard title={title} subtitle={subtitle} footer={backToSignIn}>
      {children}
    </AuthCard>
  );
}
