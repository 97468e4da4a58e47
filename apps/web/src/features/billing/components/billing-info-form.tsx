import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { formatMicros } from '@portal/domain';
import { billingDetailsSchema } from '@portal/domain/billing-info';
import {
  amountFormatError,
  formatDecimalForInput,
  moneyInputMaxLength,
  parseLocaleDecimal,
} from '@portal/domain/money-input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/validate';
import type { BillingInfo } from '../api/get-billing-info';
import { useUpdateBillingDetails } from '../api/update-billing-details';

type FormValues = { name: string; email: string; description: string; topUpAlertAmount: string };

const valuesOf = (info: BillingInfo, language: string): FormValues => ({
  name: info.name,
  email: info.email,
  description: info.description,
  topUpAlertAmount:
    info.topUpAlertAmount == null ? '' : formatDecimalForInput(info.topUpAlertAmount, language),
});

/**
 * The alert amount as typed in the user's language → the canonical decimal the shared schema and the server
 * take; null when the text cannot be read in that language ("50,00" in English).
 */
function canonicalValues(values: FormValues, language: string): FormValues | null {
  const typed = values.topUpAlertAmount.trim();
  if (typed === '') return { ...values, topUpAlertAmount: '' };
  const amount = parseLocaleDecimal(typed, language);
  return amount === null ? null : { ...values, topUpAlertAmount: amount };
}

export type BillingInfoFormProps = { info: BillingInfo; currencyCode?: string; onSaved?: () => void };

/** updateBillingDetails (spec 1 §5): validated on blur with the server's schema; 'billing detail saved' on success. */
export function BillingInfoForm({ info, currencyCode, onSaved }: BillingInfoFormProps) {
  const { t, i18n } = useTranslation('billing');
  const [state, updateBillingDetails] = useUpdateBillingDetails();
  const [lines, setLines] = useState<string[]>([]);
  const validateSchema = schemaValidator(billingDetailsSchema, (key) => t(key));
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: valuesOf(info, i18n.language),
    validateInputOnBlur: true,
    validate: (values) => {
      const canonical = canonicalValues(values, i18n.language);
      if (!canonical) return { ...validateSchema(values), topUpAlertAmount: t(amountFormatError) };
      return validateSchema(canonical);
    },
  });

  const submit = async (values: FormValues) => {
    setLines([]);
    const canonical = canonicalValues(values, i18n.language);
    if (!canonical) return;
    const input = billingDetailsSchema.parse(canonical);
    const result = await updateBillingDetails({
      name: input.name,
      email: input.email,
      description: input.description,
      topUpAlertAmount: input.topUpAlertAmount === null ? null : formatMicros(input.topUpAlertAmount),
    });
    const payload = result.data?.updateBillingDetails;
    if (!payload?.ok || !payload.billingInfo) {
      setLines(errorLines({ errors: payload?.errors, error: result.error }));
      return;
    }
    form.setValues(valuesOf(payload.billingInfo, i18n.language));
    form.resetDirty();
    notifications.show({ color: 'green', message: t('info.saved') });
    onSaved?.();
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md" maw={760}>
        <ErrorBanner lines={lines} />
        <TextInput label={t('info.name')} required key={form.key('name')} {...form.getInputProps('name')} />
        <TextInput
          label={t('info.email')}
          type="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Textarea
          label={t('info.description')}
          description={t('info.descriptionHint')}
          required
          autosize
          minRows={2}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <TextInput
          label={t('info.topUpAlertAmount')}
          description={t('info.topUpAlertAmountHint')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={moneyInputMaxLength()}
          rightSection={currencyCode}
          rightSectionWidth={56}
          key={form.key('topUpAlertAmount')}
          {...form.getInputProps('topUpAlertAmount')}
        />
        <Group>
          <Button type="submit" loading={state.fetching}>
            {t('info.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
