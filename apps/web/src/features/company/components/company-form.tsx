import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type CompanySettingsInput,
  companyNameKey,
  companySettingsSchema,
  companySizeRange,
  companySizes,
  type ExcludableCompanyField,
  registrationNoKey,
} from '@portal/domain/company';
import { countries as allCountries } from '@portal/domain/countries';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { TimezoneSelect } from '../../../components/timezone-select';
import { readFragment } from '../../../gql/graphql';
import { countryName } from '../../../lib/country-name';
import { errorLines } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/validate';
import { useCompanyDuplicateWarnings } from '../api/check-company-duplicates';
import { companyProfileFieldsFragment } from '../api/company-fragments';
import type { CompanySettings, CompanySettingsData } from '../api/get-company-settings';
import { useUpdateTeamProfile } from '../api/update-team-profile';
import { SellerSelect } from './seller-select';

export type CompanyFormProps = {
  company: CompanySettings;
  currencies: CompanySettingsData['currencies'];
  allowedCatalogIds: ReadonlySet<string>;
  /** Fields hidden by the configuration `company_exclude_fields`. */
  excluded: ReadonlySet<ExcludableCompanyField>;
  /** Flag show_company_currency_setting: the dashboard (report) currency select. */
  showReportCurrency: boolean;
  /** Flag company_local_currency: the company's wallet (local) currency, read-only. */
  showWalletCurrency: boolean;
};

function valuesOf(company: CompanySettings): CompanySettingsInput {
  return {
    name: company.name,
    address: company.address,
    address2: company.address2,
    postalCode: company.postalCode,
    registrationNo: company.registrationNo,
    authorizedName: company.authorizedName,
    countryCode: company.countryCode,
    reportCurrency: company.reportCurrency,
    timezone: company.timezone,
    size: company.size ?? null,
    sellerIds: company.sellers.map((seller) => seller.id),
  };
}

type Identity = { name: string; registrationNo: string; countryCode: string };

const identityKey = (identity: Identity) =>
  JSON.stringify([
    companyNameKey(identity.name),
    registrationNoKey(identity.registrationNo),
    identity.countryCode,
  ]);

/** Every company field of spec 1 §2, minus the excluded ones; read-only when the company is locked. */
export function CompanyForm(props: CompanyFormProps) {
  const { company, currencies, allowedCatalogIds, excluded, showReportCurrency, showWalletCurrency } = props;
  const { t, i18n } = useTranslation('company');
  const [state, updateTeamProfile] = useUpdateTeamProfile();
  const [lines, setLines] = useState<string[]>([]);
  const [, checkDuplicates] = useCompanyDuplicateWarnings();
  /** The name, registration number and country last saved: only a change of them is checked. */
  const [saved, setSaved] = useState<Identity>(() => ({
    name: company.name,
    registrationNo: company.registrationNo,
    countryCode: company.countryCode,
  }));
  /** Warnings shown for these details; saving them again goes ahead (decision 0180). */
  const [warned, setWarned] = useState<{ key: string; messages: string[] } | null>(null);
  const isLocked = !company.canBeUpdated;
  const form = useForm<CompanySettingsInput>({
    mode: 'controlled',
    initialValues: valuesOf(company),
    validateInputOnBlur: true,
    validate: schemaValidator(companySettingsSchema, (key) => t(key)),
  });
  const shows = (field: ExcludableCompanyField) => !excluded.has(field);

  const countries = useMemo(() => {
    return allCountries
      .map(({ code, name }) => ({ value: code, label: countryName(code, i18n.language, name) }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [i18n.language]);

  const sizes = companySizes.map((size) => {
    const { from, to } = companySizeRange(size);
    return { value: size, label: to === null ? t('size.open', { from }) : t('size.range', { from, to }) };
  });

  /** Another company with the new name, or the new registration number in this country: warnings. */
  const duplicateWarnings = async (identity: Identity): Promise<string[]> => {
    const nameChanged = companyNameKey(identity.name) !== companyNameKey(saved.name);
    const numberChanged =
      shows('registrationNo') &&
      (registrationNoKey(identity.registrationNo) !== registrationNoKey(saved.registrationNo) ||
        identity.countryCode !== saved.countryCode);
    if (!nameChanged && !numberChanged) return [];
    const result = await checkDuplicates({
      companyName: nameChanged ? identity.name : '',
      registrationNo: numberChanged ? identity.registrationNo : '',
      countryCode: identity.countryCode,
    });
    return (result.data?.checkWarningSignUpData.warnings ?? []).map((warning) =>
      warning.field === 'registrationNo' ? t('warning.registrationNoTaken') : t('warning.nameTaken'),
    );
  };

  const submit = async (values: CompanySettingsInput) => {
    setLines([]);
    const input = companySettingsSchema.parse(values);
    const keep = <T,>(field: ExcludableCompanyField, value: T) => (shows(field) ? value : null);
    const identity = {
      name: input.name,
      registrationNo: shows('registrationNo') ? input.registrationNo : saved.registrationNo,
      countryCode: shows('countryCode') ? input.countryCode : saved.countryCode,
    };
    const key = identityKey(identity);
    if (warned?.key !== key) {
      const messages = await duplicateWarnings(identity);
      if (messages.length > 0) {
        setWarned({ key, messages });
        return;
      }
    }
    const result = await updateTeamProfile({
      name: input.name,
      address: input.address,
      address2: keep('address2', input.address2),
      postalCode: keep('postalCode', input.postalCode),
      registrationNo: keep('registrationNo', input.registrationNo),
      countryCode: keep('countryCode', input.countryCode),
      authorizedName: keep('authorizedName', input.authorizedName),
      reportCurrency: showReportCurrency ? keep('reportCurrency', input.reportCurrency) : null,
      timezone: keep('timezone', input.timezone),
      size: keep('size', input.size),
      sellerIds: keep('sellerIds', input.sellerIds),
    });
    const payload = result.data?.updateTeamProfile;
    if (!payload?.ok || !payload.company) {
      setLines(errorLines({ errors: payload?.errors, error: result.error }));
      return;
    }
    form.setValues({
      ...input,
      size: readFragment(companyProfileFieldsFragment, payload.company).size ?? null,
    });
    form.resetDirty();
    setSaved(identity);
    setWarned(null);
    notifications.show({ color: 'green', message: t('saved') });
  };

  const shownKey = identityKey({
    name: form.values.name,
    registrationNo: shows('registrationNo') ? form.values.registrationNo : saved.registrationNo,
    countryCode: shows('countryCode') ? form.values.countryCode : saved.countryCode,
  });
  const toConfirm = warned && warned.key === shownKey ? warned.messages : null;

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <fieldset disabled={isLocked} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="md" maw={760}>
          {isLocked ? (
            <Alert color="gray" icon={<IconLock size={18} />}>
              {t('locked')}
            </Alert>
          ) : null}
          <ErrorBanner lines={lines} />
          <Title order={3}>{t('sections.details')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('fields.name')}
              required
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            {shows('registrationNo') ? (
              <TextInput
                label={t('fields.registrationNo')}
                key={form.key('registrationNo')}
                {...form.getInputProps('registrationNo')}
              />
            ) : null}
            {shows('authorizedName') ? (
              <TextInput
                label={t('fields.authorizedName')}
                key={form.key('authorizedName')}
                {...form.getInputProps('authorizedName')}
              />
            ) : null}
            {shows('size') ? (
              <Select
                label={t('fields.size')}
                placeholder={t('fields.sizePlaceholder')}
                data={sizes}
                clearable={!isLocked}
                key={form.key('size')}
                {...form.getInputProps('size')}
              />
            ) : null}
          </SimpleGrid>
          <Title order={3}>{t('sections.address')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('fields.address')}
              required
              key={form.key('address')}
              {...form.getInputProps('address')}
            />
            {shows('address2') ? (
              <TextInput
                label={t('fields.address2')}
                key={form.key('address2')}
                {...form.getInputProps('address2')}
              />
            ) : null}
            {shows('postalCode') ? (
              <TextInput
                label={t('fields.postalCode')}
                key={form.key('postalCode')}
                {...form.getInputProps('postalCode')}
              />
            ) : null}
            {shows('countryCode') ? (
              <Select
                label={t('fields.country')}
                data={countries}
                searchable
                allowDeselect={false}
                maxDropdownHeight={200}
                key={form.key('countryCode')}
                {...form.getInputProps('countryCode')}
              />
            ) : null}
            {shows('timezone') ? (
              <TimezoneSelect
                label={t('fields.timezone')}
                allowDeselect={false}
                disabled={isLocked}
                key={form.key('timezone')}
                {...form.getInputProps('timezone')}
                onChange={(value) => form.setFieldValue('timezone', value ?? '')}
              />
            ) : null}
          </SimpleGrid>
          {(showReportCurrency && shows('reportCurrency')) || showWalletCurrency ? (
            <>
              <Title order={3}>{t('sections.currency')}</Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {showReportCurrency && shows('reportCurrency') ? (
                  <Select
                    label={t('fields.reportCurrency')}
                    description={t('fields.reportCurrencyHint')}
                    data={currencies.map((currency) => ({
                      value: currency.code,
                      label: `${currency.code} – ${currency.name}`,
                    }))}
                    allowDeselect={false}
                    searchable
                    key={form.key('reportCurrency')}
                    {...form.getInputProps('reportCurrency')}
                  />
                ) : null}
                {showWalletCurrency ? (
                  <TextInput
                    label={t('fields.walletCurrency')}
                    description={t('fields.walletCurrencyHint')}
                    value={`${company.walletCurrency.code} – ${company.walletCurrency.name}`}
                    readOnly
                    variant="filled"
                  />
                ) : null}
              </SimpleGrid>
            </>
          ) : null}
          {shows('sellerIds') ? (
            <>
              <Title order={3}>{t('sections.sellers')}</Title>
              <SellerSelect
                value={form.values.sellerIds}
                onChange={(ids) => form.setFieldValue('sellerIds', ids)}
                known={company.sellers}
                allowedCatalogIds={allowedCatalogIds}
                disabled={isLocked}
                error={form.errors.sellerIds as string | undefined}
              />
            </>
          ) : null}
          {toConfirm ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('warning.title')}
            >
              {toConfirm.map((message) => (
                <Text size="sm" key={message}>
                  {message}
                </Text>
              ))}
            </Alert>
          ) : null}
          {isLocked ? null : (
            <Group>
              <Button type="submit" color={toConfirm ? 'orange' : undefined} loading={state.fetching}>
                {toConfirm ? t('saveAnyway') : t('save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
