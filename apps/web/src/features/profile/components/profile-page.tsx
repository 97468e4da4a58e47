import { Stack, Tabs, Title } from '@mantine/core';
import { IconKey, IconLink, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { readProfile, useProfile } from '../api/get-profile';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

export type ProfileTab = 'profile' | 'password' | 'linkedAccounts';

export type ProfilePageProps = {
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  /** The linked-accounts panel, composed by the route from another feature. */
  linkedAccounts: ReactNode;
};

/** /profile with three tabs: settings, password, linked accounts (spec 1 §2, profile area). */
export function ProfilePage({ tab, onTabChange, linkedAccounts }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const [{ data, error, fetching }] = useProfile();
  const profile = readProfile(data?.me);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Tabs value={tab} onChange={(value) => value && onTabChange(value as ProfileTab)} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile" leftSection={<IconUser size={16} />}>
            {t('tabs.profile')}
          </Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<IconKey size={16} />}>
            {t('tabs.password')}
          </Tabs.Tab>
          <Tabs.Tab value="linkedAccounts" leftSection={<IconLink size={16} />}>
            {t('tabs.linkedAccounts')}
          </Tabs.Tab>
        </Tabs.List>
        {profile ? (
          <>
            <Tabs.Panel value="profile">
              <ProfileForm key={profile.id} profile={profile} />
            </Tabs.Panel>
            <Tabs.Panel value="password">
              <PasswordForm
                hasUsablePassword={profile.hasUsablePassword}
                isImpersonating={profile.isImpersonate}
              />
            </Tabs.Panel>
          </>
        ) : error && !fetching ? (
          <ErrorBanner lines={errorLines({ error })} />
        ) : tab !== 'linkedAccounts' ? (
          <CenteredLoader />
        ) : null}
        <Tabs.Panel value="linkedAccounts">{linkedAccounts}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
