import { Anchor, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { defaultCountryForRetailer } from '@portal/domain/countries';
import { signUpFormStepSchema } from '@portal/domain/sign-up';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { schemaValidator } from '../../../lib/validate';
import { type BrandSelection, BrandStep } from './brand-step';
import { CompanyStep } from './company-step';
import { SignUpFrame } from './sign-up-frame';
import type { SignUpFormValues } from './sign-up-values';

export type RegisterPageProps = {
  /** Configuration sign_up_exclude_fields. */
  excludedFields: readonly string[];
  /** Flag hide_seller_selector_on_signup. */
  hideSellerSelector: boolean;
  /** The retailer's country, which picks the phone's default dial code (spec 1 §2). */
  retailerCountry?: string | null;
  onSignedUp: () => void;
};

const DEFAULT_WALLET_CURRENCY = 'SGD';

/** /auth/register?step=N: 0 the company form, 1 brands and stores. */
export function RegisterPage({
  excludedFields,
  hideSellerSelector,
  retailerCountry,
  onSignedUp,
}: RegisterPageProps) {
  const { t } = useTranslation('signup');
  const [searchParams, setSearchParams] = useSearchParams();
  const step = searchParams.get('step') === '1' ? 1 : 0;
  const [isCompanyDone, setIsCompanyDone] = useState(false);
  const [selection, setSelection] = useState<BrandSelection>({ brandIds: [], sellerIds: [] });
  const schema = useMemo(() => signUpFormStepSchema(excludedFields), [excludedFields]);
  const defaultCountry = defaultCountryForRetailer(retailerCountry);
  const form = useForm<SignUpFormValues>({
    mode: 'controlled',
    initialValues: {
      fullName: '',
      email: '',
      password: '',
      companyName: '',
      authorizedName: '',
      registrationNo: '',
      address: '',
      countryCode: defaultCountry,
      postalCode: '',
      phoneCountry: defaultCountry,
      phoneNumber: '',
      walletCurrencyCode: DEFAULT_WALLET_CURRENCY,
      acceptTerms: false,
    },
    validateInputOnBlur: true,
    validate: schemaValidator(schema, (key) => t(key)),
  });

  const goTo = (next: 0 | 1) => setSearchParams({ step: String(next) });

  // The brand step needs a checked company step (a reload or a typed URL starts over).
  useEffect(() => {
    if (step === 1 && !isCompanyDone) setSearchParams({ step: '0' }, { replace: true });
  }, [step, isCompanyDone, setSearchParams]);

  return (
    <SignUpFrame
      title={t('title')}
      subtitle={t('subtitle')}
      footer={
        <Text size="sm" ta="center" c="dimmed">
          {t('haveAccount')}{' '}
          <Anchor component={Link} to={paths.auth.root} size="sm">
            {t('signIn')}
          </Anchor>
        </Text>
      }
    >
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t('steps.company')} description={t('steps.companyHint')} />
        <Stepper.Step label={t('steps.brands')} description={t('steps.brandsHint')} />
      </Stepper>
      {step === 0 || !isCompanyDone ? (
        <CompanyStep
          form={form}
          excluded={excludedFields}
          onDone={() => {
            setIsCompanyDone(true);
            goTo(1);
          }}
        />
      ) : (
        <BrandStep
          values={form.getValues()}
          selection={selection}
          onSelectionChange={setSelection}
          excluded={excludedFields}
          hideSellerSelector={hideSellerSelector}
          onBack={() => goTo(0)}
          onSignedUp={onSignedUp}
        />
      )}
    </SignUpFrame>
  );
}
