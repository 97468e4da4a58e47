import { Button, Checkbox, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatMicros } from '@portal/domain';
import { topUpErrors } from '@portal/domain/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { type CurrencyRow, useFormatMoney } from '../../../components/money';
import { errorLines } from '../../../lib/form-errors';
import type { AutoTopUpSettings } from '../api/get-payment-methods';
import { useUpdateAutoTopUp } from '../api/update-auto-top-up';
import {
  type AmountCheck,
  type AutoTopUpLimits,
  checkAutoTopUpAmount,
  checkAutoTopUpThreshold,
  decimalText,
} from './auto-top-up-values';

export type AutoTopUpDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The state to save: on when opened by the toggle, else the current one. */
  enable: boolean;
  /** Current values (saved, or the configuration defaults). */
  settings: AutoTopUpSettings;
  limits: AutoTopUpLimits;
  currency: CurrencyRow | null;
  onSaved: (settings: AutoTopUpSettings) => void;
};

/** Edits the auto top-up threshold and amount; the terms box must be ticked to save. */
export function AutoTopUpDialog(props: AutoTopUpDialogProps) {
  const { t } = useTranslation('paymentMethods');
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('autoTopUp.dialogTitle')} size="md">
      {props.opened ? <AutoTopUpForm {...props} /> : null}
    </Modal>
  );
}

type AutoTopUpValues = { enabled: boolean; threshold: string; amount: string; terms: boolean };

function AutoTopUpForm({ onClose, enable, settings, limits, currency, onSaved }: AutoTopUpDialogProps) {
  const { t, i18n } = useTranslation('paymentMethods');
  const formatMoney = useFormatMoney();
  const money = (amount: string | bigint | null | undefined) => formatMoney(amount, currency);
  const [serverLines, setServerLines] = useState<string[]>([]);
  const [{ fetching }, updateAutoTopUp] = useUpdateAutoTopUp();

  const messageOf = (check: AmountCheck) => {
    if (!check.error) return null;
    const { key, bound } = check.error;
    if (key === topUpErrors.lessThanMinimum && bound != null)
      return t('error.topUpAmountLessThanMinimum', { amount: money(bound) });
    if (key === topUpErrors.greaterThanMaximum && bound != null)
      return t('error.topUpAmountGreaterThanMaximum', { amount: money(bound) });
    return t(key);
  };

  // The amounts are read in the user's language, then checked by the top-up schema the server applies.
  const form = useForm<AutoTopUpValues>({
    mode: 'controlled',
    initialValues: {
      enabled: enable,
      threshold: decimalText(settings.autoTopUpThreshold, i18n.language),
      amount: decimalText(settings.autoTopUpAmount, i18n.language),
      terms: false,
    },
    // Errors stay until the next save, as they always did; ticking the terms box clears its own.
    clearInputErrorOnChange: false,
    validate: {
      threshold: (value) => messageOf(checkAutoTopUpThreshold(value, limits, i18n.language)),
      amount: (value) => messageOf(checkAutoTopUpAmount(value, limits, i18n.language)),
      terms: (value) => (value ? null : t('error.acceptTerms')),
    },
  });

  const save = async (values: AutoTopUpValues) => {
    setServerLines([]);
    const amount = checkAutoTopUpAmount(values.amount, limits, i18n.language).micros;
    const threshold = checkAutoTopUpThreshold(values.threshold, limits, i18n.language).micros;
    if (amount == null || threshold == null) return;
    const result = await updateAutoTopUp({
      autoTopUp: values.enabled,
      autoTopUpThreshold: formatMicros(threshold),
      autoTopUpAmount: formatMicros(amount),
    });
    const payload = result.data?.updateAutoTopUp;
    if (payload?.ok && payload.autoTopUp) {
      onSaved(payload.autoTopUp);
      return;
    }
    setServerLines(errorLines({ errors: payload?.errors, error: result.error }));
  };

  const [min, max] = [limits.cardMin, limits.cardMax];
  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack>
        <ErrorBanner lines={serverLines} />
        <Switch label={t('autoTopUp.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <TextInput
          label={t('autoTopUp.threshold')}
          description={t('autoTopUp.thresholdHelp')}
          inputMode="decimal"
          leftSection={<Text size="xs">{currency?.code}</Text>}
          leftSectionWidth={48}
          {...form.getInputProps('threshold')}
        />
        <TextInput
          label={t('autoTopUp.amount')}
          description={
            min != null && max != null
              ? t('autoTopUp.amountHelp', { min: money(min), max: money(max) })
              : undefined
          }
          inputMode="decimal"
          leftSection={<Text size="xs">{currency?.code}</Text>}
          leftSectionWidth={48}
          {...form.getInputProps('amount')}
        />
        <Checkbox
          label={t('autoTopUp.terms')}
          {...form.getInputProps('terms', { type: 'checkbox' })}
          onChange={(event) => {
            form.setFieldValue('terms', event.currentTarget.checked);
            if (event.currentTarget.checked) form.clearFieldError('terms');
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={fetching}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={fetching} disabled={!form.values.terms}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
