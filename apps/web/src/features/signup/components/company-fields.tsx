import { Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { countries } from '@portal/domain/countries';
import type { FocusEvent } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/country-name';
import { useWalletCurrencies } from '../api/get-wallet-currencies';

export type CompanyFormValues = {
  companyName: string;
  authorizedName: string;
  registrationNo: string;
  address: string;
  countryCode: string;
  postalCode: string;
  phoneCountry: string;
  phoneNumber: string;
  walletCurrencyCode: string;
};

export type CompanyField = keyof CompanyFormValues;

export type CompanyFieldsProps = {
  excluded: readonly string[];
  inputProps: (field: CompanyField) => GetInputPropsReturnType;
  inputKey: (field: CompanyField) => string;
  /** Extra work when the company name or registration number loses focus (the server's duplicate check). */
  onIdentityBlur?: () => void;
  /** Another company uses this name or registration number (decision 0180). */
  warnings?: Partial<Record<'companyName' | 'registrationNo', string>>;
};

/** A warning shows as the field's description, in orange, above any error. */
function warningProps(warning: string | undefined) {
  return {
    description: warning,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      | 'label'
      | 'input'
      | 'description'
      | 'error'
    )[],
    styles: warning ? { description: { color: 'var(--mantine-color-orange-8)' } } : undefined,
  };
}

const dialOptions = countries.map((country) => ({
  value: country.code,
  label: `${country.code} +${country.dialCode}`,
}));

/** The company part of the sign-up and new-company forms; configuration may leave fields out. */
export function CompanyFields({
  excluded,
  inputProps,
  inputKey,
  onIdentityBlur,
  warnings = {},
}: CompanyFieldsProps) {
  const { t, i18n } = useTranslation('signup');
  const currencies = useWalletCurrencies();
  // Countries named in the user's language (lib/country-name), in that language's order.
  const countryOptions = useMemo(
    () =>
      countries
        .map((country) => ({
          value: country.code,
          label: countryName(country.code, i18n.language, country.name),
        }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [i18n.language],
  );
  const shows = (field: CompanyField) => !excluded.includes(field);
  const companyNameProps = inputProps('companyName');
  const registrationNoProps = inputProps('registrationNo');

  return (
    <Stack gap="md">
      {shows('companyName') ? (
        <TextInput
          label={t('fields.companyName')}
          required
          autoComplete="organization"
          key={inputKey('companyName')}
          {...companyNameProps}
          {...warningProps(warnings.companyName)}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            companyNameProps.onBlur?.(event);
            onIdentityBlur?.();
          }}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {shows('authorizedName') ? (
          <TextInput
            label={t('fields.authorizedName')}
            required
            key={inputKey('authorizedName')}
            {...inputProps('authorizedName')}
          />
        ) : null}
        {shows('registrationNo') ? (
          <TextInput
            label={t('fields.registrationNo')}
            required
            key={inputKey('registrationNo')}
            {...registrationNoProps}
            {...warningProps(warnings.registrationNo)}
            onBlur={(event: FocusEvent<HTMLInputElement>) => {
              registrationNoProps.onBlur?.(event);
              onIdentityBlur?.();
            }}
          />
        ) : null}
      </SimpleGrid>
      {shows('address') ? (
        <TextInput
          label={t('fields.address')}
          required
          autoComplete="street-address"
          key={inputKey('address')}
          {...inputProps('address')}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('fields.country')}
          required
          searchable
          allowDeselect={false}
          data={countryOptions}
          maxDropdownHeight={200}
          key={inputKey('countryCode')}
          {...inputProps('countryCode')}
        />
        {shows('postalCode') ? (
          <TextInput
            label={t('fields.postalCode')}
            required
            autoComplete="postal-code"
            key={inputKey('postalCode')}
            {...inputProps('postalCode')}
          />
        ) : null}
      </SimpleGrid>
      {shows('phoneNumber') ? (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Select
            label={t('fields.phoneCountry')}
            aria-label={t('fields.phoneCountry')}
            w={130}
            searchable
            allowDeselect={false}
            data={dialOptions}
            maxDropdownHeight={200}
            key={inputKey('phoneCountry')}
            {...inputProps('phoneCountry')}
          />
          <TextInput
            style={{ flex: 1 }}
            label={t('fields.phoneNumber')}
            required
            type="tel"
            autoComplete="tel-national"
            key={inputKey('phoneNumber')}
            {...inputProps('phoneNumber')}
          />
        </Group>
      ) : null}
      <Select
        label={t('fields.walletCurrency')}
        description={t('fields.walletCurrencyHint')}
        allowDeselect={false}
        data={currencies.map((currency) => ({
          value: currency.code,
          label: `${currency.code} · ${currency.name}`,
        }))}
        maxDropdownHeight={200}
        key={inputKey('walletCurrencyCode')}
        {...inputProps('walletCurrencyCode')}
      />
    </Stack>
  );
}
