import { Button, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { formatMicros } from '@portal/domain';
import { billingDetailsSchema } from '@portal/domain/billing-info';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/validate';
import type { BillingInfo } from '../api/get-billing-info';
import { useUpdateBillingDetails } from '../api/update-billing-details';

type FormValues = { name: string; email: string; description: string; topUpAlertAmount: string | number };

const valuesOf = (info: BillingInfo): FormValues => ({
  name: info.name,
  email: info.email,
  description: info.description,
  topUpAlertAmount: info.topUpAlertAmount ?? '',
});

export type BillingInfoFormProps = { info: BillingInfo; currencyCode?: string; onSaved?: () => void };

/** updateBillingDetails (spec 1 §5): validated on blur with the server's schema; 'billing detail saved' on success. */
export function BillingInfoForm({ info, currencyCode, onSaved }: BillingInfoFormProps) {
  const { t } = useTranslation('billing');
  const [state, updateBillingDetails] = useUpdateBillingDetails();
  const [lines, setLines] = useState<string[]>([]);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: valuesOf(info),
    validateInputOnBlur: true,
    validate: schemaValidator(billingDetailsSchema, (key) => t(key)),
  });

  const submit = async (values: FormValues) => {
    setLines([]);
    const input = billingDetailsSchema.parse(values);
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
    form.setValues(valuesOf(payload.billingInfo));
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
        <NumberInput
          label={t('info.topUpAlertAmount')}
          description={t('info.topUpAlertAmountHint')}
          thousandSeparator=","
          allowNegative={false}
          hideControls
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
