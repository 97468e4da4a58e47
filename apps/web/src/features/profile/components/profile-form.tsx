import { Button, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { isLanguageCode } from '@portal/domain';
import { type ProfileInput, profileSchema } from '@portal/domain/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { TimezoneSelect } from '../../../components/timezone-select';
import { errorLines } from '../../../lib/form-errors';
import { chooseLanguage } from '../../../lib/i18n';
import { schemaValidator } from '../../../lib/validate';
import type { Profile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

export type ProfileFormProps = { profile: Profile };

/** firstName, lastName, title, language, time zone and the 2FA toggle (spec 1 §2 and §5). */
export function ProfileForm({ profile }: ProfileFormProps) {
  const { t, i18n } = useTranslation('profile');
  const [state, updateProfile] = useUpdateProfile();
  const [lines, setLines] = useState<string[]>([]);
  const form = useForm<ProfileInput>({
    mode: 'controlled',
    initialValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      title: profile.title,
      language: profile.language,
      timezone: profile.timezone,
      enabled2fa: profile.enabled2fa,
    },
    validateInputOnBlur: true,
    validate: schemaValidator(profileSchema, (key) => t(key)),
  });

  const submit = async (values: ProfileInput) => {
    setLines([]);
    const input = profileSchema.parse(values);
    const result = await updateProfile(input);
    const payload = result.data?.updateProfile;
    if (!payload?.ok) {
      setLines(errorLines({ errors: payload?.errors, error: result.error }));
      return;
    }
    form.resetDirty(input);
    // The saved language becomes the interface language at once (spec 1 §2: language from allLanguages).
    if (isLanguageCode(input.language)) await chooseLanguage(input.language);
    // In the language just saved: `t` still speaks the language of the last render.
    notifications.show({
      color: 'green',
      message: i18n.getFixedT(input.language, 'profile')('profileUpdated'),
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md" maw={640}>
        <ErrorBanner lines={lines} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.firstName')}
            required
            autoComplete="given-name"
            key={form.key('firstName')}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('fields.lastName')}
            required
            autoComplete="family-name"
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.title')}
          required
          autoComplete="organization-title"
          key={form.key('title')}
          {...form.getInputProps('title')}
        />
        <TextInput label={t('fields.email')} value={profile.email} readOnly variant="filled" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('fields.language')}
            allowDeselect={false}
            data={profile.allLanguages.map((language) => ({ value: language.code, label: language.label }))}
            key={form.key('language')}
            {...form.getInputProps('language')}
          />
          <TimezoneSelect
            label={t('fields.timezone')}
            placeholder={t('fields.timezonePlaceholder')}
            required
            key={form.key('timezone')}
            {...form.getInputProps('timezone')}
            onChange={(value) => form.setFieldValue('timezone', value ?? '')}
          />
        </SimpleGrid>
        <Switch
          label={t('fields.enabled2fa')}
          description={profile.isImpersonate ? t('impersonatingHint') : t('fields.enabled2faHint')}
          disabled={profile.isImpersonate}
          key={form.key('enabled2fa')}
          {...form.getInputProps('enabled2fa', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={state.fetching}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
