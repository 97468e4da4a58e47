import { Stack, Text, Title } from '@mantine/core';
import { parseExcludedSignUpFields } from '@portal/domain/sign-up';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../components/centered-loader';
import { ErrorBanner } from '../../components/error-banner';
import { paths } from '../../config/paths';
import { useSwitchAccount } from '../../features/accounts/api/switch-account';
import { useConfigurationEntry } from '../../features/platform/hooks/use-configuration-value';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { NewCompanyForm } from '../../features/signup/components/new-company-form';

/** /new-company: create the company, switch the session to it, then open its settings (a full reload). */
export function NewCompanyRoute() {
  const { t } = useTranslation('signup');
  const [, switchAccount] = useSwitchAccount();
  const [lines, setLines] = useState<string[]>([]);
  const excludedEntry = useConfigurationEntry('sign_up_exclude_fields');
  const hideSellers = useFeatureFlag('hide_seller_selector_on_signup');
  if (hideSellers.isLoading || excludedEntry.isLoading) return <CenteredLoader />;
  const excluded = parseExcludedSignUpFields(excludedEntry.value);

  const onCreated = async (accountId: string) => {
    const result = await switchAccount({ accountId });
    if (result.data?.switchAccount.ok) {
      window.location.assign(paths.company);
      return;
    }
    setLines(result.data?.switchAccount.errors.flatMap((error) => error.messages) ?? [t('error.failed')]);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('newCompany.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('newCompany.subtitle')}
        </Text>
      </Stack>
      <ErrorBanner lines={lines} />
      <NewCompanyForm
        excludedFields={excluded}
        hideSellerSelector={hideSellers.isActive}
        onCreated={onCreated}
      />
    </Stack>
  );
}
