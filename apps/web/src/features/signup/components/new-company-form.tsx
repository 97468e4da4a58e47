import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { defaultCountryForRetailer } from '@portal/domain/countries';
import { brandSelectionSchema, newCompanyFormSchema } from '@portal/domain/sign-up';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { schemaValidator, translateMessage } from '../../../lib/validate';
import { useCheckErrorCreateCompanyData } from '../api/check-error-create-company-data';
import { type CreateCompanyVariables, useCreateCompany } from '../api/create-company';
import { useDuplicateCompanyWarnings } from '../hooks/use-duplicate-company-warnings';
import { BrandStoreFields } from './brand-store-fields';
import { CompanyFields, type CompanyFormValues } from './company-fields';
import { browserTimezone } from './sign-up-values';
import { WarningsToConfirm } from './warnings-to-confirm';

export type NewCompanyFormProps = {
  excludedFields: readonly string[];
  hideSellerSelector: boolean;
  retailerCountry?: string | null;
  /** The new account's id, for switchAccount. */
  onCreated: (accountId: string) => void | Promise<void>;
};

type Values = CompanyFormValues & { brandIds: string[]; sellerIds: string[] };

/** New company (spec 1 §2/§5): the company fields without a phone, brands and stores. */
export function NewCompanyForm({
  excludedFields,
  hideSellerSelector,
  retailerCountry,
  onCreated,
}: NewCompanyFormProps) {
  const { t } = useTranslation('signup');
  const translate = (key: string) => t(key);
  const excluded = useMemo(() => [...excludedFields, 'phoneNumber'], [excludedFields]);
  const schema = useMemo(
    () => newCompanyFormSchema(excludedFields).extend(brandSelectionSchema.shape),
    [excludedFields],
  );
  const [checkState, checkErrors] = useCheckErrorCreateCompanyData();
  const [createState, createCompany] = useCreateCompany();
  const duplicates = useDuplicateCompanyWarnings();
  const [lines, setLines] = useState<string[]>([]);
  const [isFinishing, setIsFinishing] = useState(false);
  const country = defaultCountryForRetailer(retailerCountry);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      companyName: '',
      authorizedName: '',
      registrationNo: '',
      address: '',
      countryCode: country,
      postalCode: '',
      phoneCountry: country,
      phoneNumber: '',
      walletCurrencyCode: 'SGD',
      brandIds: [],
      sellerIds: [],
    },
    validateInputOnBlur: true,
    validate: schemaValidator(schema, translate),
  });
  const onSellerIdsChange = useCallback(
    (ids: string[]) => form.setFieldValue('sellerIds', ids),
    [form.setFieldValue],
  );

  const identityOf = (values: Values) => ({
    companyName: excluded.includes('companyName') ? '' : values.companyName,
    registrationNo: excluded.includes('registrationNo') ? '' : values.registrationNo,
    countryCode: values.countryCode,
  });

  const submit = async (values: Values) => {
    setLines([]);
    const shown = (field: keyof CompanyFormValues) =>
      excluded.includes(field) ? undefined : values[field].trim();
    const variables: CreateCompanyVariables = {
      companyName: shown('companyName'),
      authorizedName: shown('authorizedName'),
      registrationNo: shown('registrationNo'),
      address: shown('address'),
      postalCode: shown('postalCode'),
      countryCode: values.countryCode,
      timezone: browserTimezone(),
      walletCurrencyCode: values.walletCurrencyCode,
      brandIds: values.brandIds,
      sellerIds: values.sellerIds,
    };
    const check = await checkErrors(variables);
    if (!check.data?.checkErrorCreateCompanyData.ok) {
      // Spec 1 §5: the pre-check's first error message is shown.
      const first = check.data?.checkErrorCreateCompanyData.errors[0]?.messages[0];
      setLines(first ? [translateMessage(first, translate)] : errorLines({ error: check.error }));
      return;
    }
    // Another company with this name or registration number: warn, and create only when confirmed (0180).
    if (!(await duplicates.mayContinue(identityOf(values)))) return;
    const result = await createCompany(variables);
    const payload = result.data?.createCompany;
    if (payload?.ok && payload.accountId) {
      setIsFinishing(true);
      await onCreated(payload.accountId);
      setIsFinishing(false);
      return;
    }
    const first = payload?.errors[0]?.messages[0];
    setLines(first ? [translateMessage(first, translate)] : errorLines({ error: result.error }));
  };

  const toConfirm = duplicates.toConfirm(identityOf(form.values));

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md" maw={640}>
        <ErrorBanner lines={lines} />
        <CompanyFields
          excluded={excluded}
          inputProps={(field) => form.getInputProps(field)}
          inputKey={(field) => form.key(field)}
          onIdentityBlur={() => void duplicates.check(identityOf(form.getValues()))}
          warnings={duplicates.shownFor(identityOf(form.values))}
        />
        <BrandStoreFields
          brandIds={form.values.brandIds}
          sellerIds={form.values.sellerIds}
          onBrandIdsChange={(ids) => form.setFieldValue('brandIds', ids)}
          onSellerIdsChange={onSellerIdsChange}
          brandError={form.errors.brandIds as string | undefined}
          sellerError={form.errors.sellerIds as string | undefined}
          hideSellerSelector={hideSellerSelector}
        />
        <WarningsToConfirm warnings={toConfirm} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={checkState.fetching || createState.fetching || isFinishing || duplicates.fetching}
          >
            {toConfirm ? t('continueAnyway') : t('newCompany.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
