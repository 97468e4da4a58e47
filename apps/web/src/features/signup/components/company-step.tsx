import { Anchor, Button, Checkbox, Divider, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { PasswordPolicyChecklist } from '../../../components/password-policy-checklist';
import { paths } from '../../../config/paths';
import { errorLines } from '../../../lib/form-errors';
import { useCheckErrorSignUpData } from '../api/check-error-sign-up-data';
import { useDuplicateCompanyWarnings } from '../hooks/use-duplicate-company-warnings';
import { CompanyFields } from './company-fields';
import { splitServerErrors } from './form-errors';
import { type SignUpFormValues, toSignUpVariables } from './sign-up-values';
import { WarningsToConfirm } from './warnings-to-confirm';

export type CompanyStepProps = {
  form: UseFormReturnType<SignUpFormValues>;
  excluded: readonly string[];
  onDone: () => void;
};

const EMAIL_TAKEN = 'signup:error.emailTaken';

/** Step 0: the user and the company, checked on blur, then by the server's pre-checks. */
export function CompanyStep({ form, excluded, onDone }: CompanyStepProps) {
  const { t } = useTranslation('signup');
  const translate = (key: string) => t(key);
  const [errorsState, checkErrors] = useCheckErrorSignUpData();
  const duplicates = useDuplicateCompanyWarnings();
  const [lines, setLines] = useState<string[]>([]);
  const [isEmailTaken, setIsEmailTaken] = useState(false);
  const identityOf = (values: SignUpFormValues) => ({
    companyName: excluded.includes('companyName') ? '' : values.companyName,
    registrationNo: excluded.includes('registrationNo') ? '' : values.registrationNo,
    countryCode: values.countryCode,
  });

  const submit = async (values: SignUpFormValues) => {
    setLines([]);
    setIsEmailTaken(false);
    const { brandIds: _brands, sellerIds: _sellers, ...variables } = toSignUpVariables(values, excluded);
    const result = await checkErrors(variables);
    const payload = result.data?.checkErrorSignUpData;
    if (!payload?.ok) {
      const problems = payload?.errors ?? [];
      const split = splitServerErrors(problems, Object.keys(form.values), translate);
      form.setErrors(split.fieldErrors);
      setIsEmailTaken(problems.some((error) => error.messages.includes(EMAIL_TAKEN)));
      setLines([...split.lines, ...errorLines({ error: result.error })]);
      if (problems.length === 0 && !result.error) setLines([t('error.failed')]);
      return;
    }
    if (await duplicates.mayContinue(identityOf(values))) onDone();
  };

  const identity = identityOf(form.values);
  const toConfirm = duplicates.toConfirm(identity);

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <ErrorBanner lines={lines} />
        {isEmailTaken ? (
          <Anchor component={Link} to={paths.auth.root} size="sm">
            {t('signInInstead')}
          </Anchor>
        ) : null}
        <Divider label={t('sections.you')} labelPosition="left" />
        <TextInput
          label={t('fields.fullName')}
          required
          autoComplete="name"
          key={form.key('fullName')}
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          required
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          required
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordPolicyChecklist password={form.values.password} />
        <Divider label={t('sections.company')} labelPosition="left" />
        <CompanyFields
          excluded={excluded}
          inputProps={(field) => form.getInputProps(field)}
          inputKey={(field) => form.key(field)}
          onIdentityBlur={() => void duplicates.check(identityOf(form.getValues()))}
          warnings={duplicates.shownFor(identity)}
        />
        <Checkbox
          label={
            <Trans
              t={t}
              i18nKey="fields.acceptTerms"
              components={{
                terms: (
                  <Anchor
                    href={paths.termsAndConditions}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                  />
                ),
              }}
            />
          }
          key={form.key('acceptTerms')}
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
        />
        <WarningsToConfirm warnings={toConfirm} />
        <Button type="submit" fullWidth loading={errorsState.fetching || duplicates.fetching}>
          {toConfirm ? t('continueAnyway') : t('signUp')}
        </Button>
      </Stack>
    </form>
  );
}
