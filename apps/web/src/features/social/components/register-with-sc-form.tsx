import { Button, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SocialSignUpValues, socialSignUpSchema } from '@portal/domain/social';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/validate';
import { useAuthProviderCatalog } from '../api/get-auth-provider-catalog';
import { useWalletCurrencies } from '../api/get-wallet-currencies';
import { useSocialAuth } from '../api/social-auth';
import { useSocialSignUp } from '../api/social-sign-up';

export type RegisterWithScFormProps = {
  accessToken: string;
  provider: string;
  /** The provider account is (now) linked and its user signed in. */
  onDone: () => void;
};

type Detail = { email: string; fullName: string };
type Step =
  | { kind: 'checking' }
  | { kind: 'failed'; lines: string[] }
  | { kind: 'ask'; detail: Detail | null };

/**
 * Spec 1 §4: a linked provider account signs in at once; a new one chooses its wallet currency (the
 * marketplace's currency preselected), then the account, its company and the link are created.
 */
export function RegisterWithScForm({ accessToken, provider, onDone }: RegisterWithScFormProps) {
  const { t } = useTranslation('social');
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [submitLines, setSubmitLines] = useState<string[]>([]);
  const [, socialAuth] = useSocialAuth();
  const [{ fetching: isSubmitting }, socialSignUp] = useSocialSignUp();
  const [{ data: catalogData, fetching: isCatalogLoading }] = useAuthProviderCatalog(provider);
  const [{ data: currencyData }] = useWalletCurrencies();
  const hasChecked = useRef(false);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  const form = useForm<SocialSignUpValues>({
    mode: 'controlled',
    initialValues: { walletCurrencyCode: '' },
    validate: schemaValidator(socialSignUpSchema, (key) => t(key)),
  });
  const catalogCurrency = catalogData?.authProviderCatalog?.currencyCode ?? null;
  const { setFieldValue, getValues } = form;
  useEffect(() => {
    if (catalogCurrency && !getValues().walletCurrencyCode)
      setFieldValue('walletCurrencyCode', catalogCurrency);
  }, [catalogCurrency, getValues, setFieldValue]);

  // Once per page: a linked account signs in and spends the token, so a second call would fail.
  useEffect(() => {
    if (hasChecked.current) return;
    hasChecked.current = true;
    void socialAuth({ provider, accessToken }).then((result) => {
      const payload = result.data?.socialAuth;
      if (payload?.ok) onDoneRef.current();
      else if (payload?.isNotLinked) setStep({ kind: 'ask', detail: payload.socialUserDetail ?? null });
      else setStep({ kind: 'failed', lines: errorLines({ errors: payload?.errors, error: result.error }) });
    });
  }, [socialAuth, provider, accessToken]);

  const currencyOptions = useMemo(
    () =>
      (currencyData?.currencies ?? [])
        .filter((currency) => currency.canWalletUse)
        .map((currency) => ({ value: currency.code, label: `${currency.code} · ${currency.name}` })),
    [currencyData],
  );

  if (step.kind === 'checking' || isCatalogLoading) return <CenteredLoader />;
  if (step.kind === 'failed') return <ErrorBanner lines={step.lines} />;

  const submit = form.onSubmit(async (values) => {
    setSubmitLines([]);
    const result = await socialSignUp({
      accessToken,
      provider,
      walletCurrencyCode: values.walletCurrencyCode,
    });
    const payload = result.data?.socialSignUp;
    if (payload?.ok) return onDoneRef.current();
    const fieldError = payload?.errors.find((error) => error.field === 'walletCurrencyCode');
    if (fieldError) form.setFieldError('walletCurrencyCode', t(fieldError.messages[0] ?? ''));
    setSubmitLines(
      errorLines({ errors: payload?.errors.filter((error) => error !== fieldError), error: result.error }),
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {step.detail ? (
          <Text size="sm">
            {t('registerWithSc.signingUpAs', { name: step.detail.fullName, email: step.detail.email })}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('registerWithSc.walletCurrencyHelp')}
        </Text>
        <ErrorBanner lines={submitLines} />
        <Select
          label={t('registerWithSc.walletCurrency')}
          placeholder={t('registerWithSc.walletCurrencyPlaceholder')}
          data={currencyOptions}
          searchable
          required
          withAsterisk
          {...form.getInputProps('walletCurrencyCode')}
          onBlur={() => form.validateField('walletCurrencyCode')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('registerWithSc.submit')}
        </Button>
      </Stack>
    </form>
  );
}
