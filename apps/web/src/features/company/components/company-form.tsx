import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type CompanySettingsInput,
  companySettingsSchema,
  companySizeRange,
  companySizes,
  type ExcludableCompanyField,
} from '@portal/domain/company';
import { countries as allCountries } from '@portal/domain/countries';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { TimezoneSelect } from '../../../components/timezone-select';
import { readFragment } from '../../../gql/graphql';
import { errorLines } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/validate';
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

/** Every company field of spec 1 §2, minus the excluded ones; read-only when the company is locked. */
export function CompanyForm(props: CompanyFormProps) {
  const { company, currencies, allowedCatalogIds, excluded, showReportCurrency, showWalletCurrency } = props;
  const { t, i18n } = useTranslation('company');
  const [state, updateTeamProfile] = useUpdateTeamProfile();
  const [lines, setLines] = useState<string[]>([]);
  const isLocked = !company.canBeUpdated;
  const form = useForm<CompanySettingsInput>({
    mode: 'controlled',
    initialValues: valuesOf(company),
    validateInputOnBlur: true,
    validate: schemaValidator(companySettingsSchema, (key) => t(key)),
  });
  const shows = (field: ExcludableCompanyField) => !excluded.has(field);

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' });
    return allCountries
      .map(({ code }) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [i18n.language]);

  const sizes = companySizes.map((size) => {
    const { from, to } = companySizeRange(size);
    return { value: size, label: to === null ? t('size.open', { from }) : t('size.range', { from, to }) };
  });

  const submit = async (values: CompanySettingsInput) => {
    setLines([]);
    const input = companySettingsSchema.parse(values);
    const keep = <T,>(field: ExcludableCompanyField, value: T) => (shows(field) ? value : null);
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
    notifications.show({ color: 'green', message: t('saved') });
  };

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
          {isLocked ? null : (
            <Group>
              <Button type="submit" loading={state.fetching}>
                {t('save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
