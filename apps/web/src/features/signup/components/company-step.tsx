import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { PasswordPolicyChecklist } from '../../../components/password-policy-checklist';
import { paths } from '../../../config/paths';
import { errorLines } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/validate';
import { useCheckErrorSignUpData } from '../api/check-error-sign-up-data';
import { useCheckWarningSignUpData } from '../api/check-warning-sign-up-data';
import { CompanyFields } from './company-fields';
import { splitServerErrors } from './form-errors';
import { type SignUpFormValues, toSignUpVariables } from './sign-up-values';

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
  const [warningsState, checkWarnings] = useCheckWarningSignUpData();
  const [lines, setLines] = useState<string[]>([]);
  const [isEmailTaken, setIsEmailTaken] = useState(false);
  const [nameWarning, setNameWarning] = useState<{ name: string; message: string | null } | null>(null);
  const [acknowledged, setAcknowledged] = useState<string | null>(null);

  const nameWarningFor = async (companyName: string) => {
    const name = companyName.trim();
    if (!name) return null;
    if (nameWarning?.name === name) return nameWarning.message;
    const result = await checkWarnings({ companyName: name });
    const message = result.data?.checkWarningSignUpData.warnings[0]?.messages[0] ?? null;
    const translated = message ? translateMessage(message, translate) : null;
    setNameWarning({ name, message: translated });
    return translated;
  };

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
    const warning = await nameWarningFor(values.companyName);
    const name = values.companyName.trim();
    if (warning && acknowledged !== name) {
      setAcknowledged(name);
      return;
    }
    onDone();
  };

  const warning =
    nameWarning && nameWarning.name === form.values.companyName.trim() ? nameWarning.message : null;
  const mustConfirmWarning = warning !== null && acknowledged === form.values.companyName.trim();

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
          onCompanyNameBlur={(event) => void nameWarningFor(event.currentTarget.value)}
          companyNameWarning={warning}
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
        {mustConfirmWarning ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('warningTitle')}
          >
            <Text size="sm">{warning}</Text>
          </Alert>
        ) : null}
        <Button type="submit" fullWidth loading={errorsState.fetching || warningsState.fetching}>
          {mustConfirmWarning ? t('continueAnyway') : t('signUp')}
        </Button>
      </Stack>
    </form>
  );
}
