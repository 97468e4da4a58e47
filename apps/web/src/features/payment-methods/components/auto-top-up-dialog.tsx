import { Button, Checkbox, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
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

function AutoTopUpForm({ onClose, enable, settings, limits, currency, onSaved }: AutoTopUpDialogProps) {
  const { t, i18n } = useTranslation('paymentMethods');
  const formatMoney = useFormatMoney();
  const money = (amount: string | bigint | null | undefined) => formatMoney(amount, currency);
  const [enabled, setEnabled] = useState(enable);
  const [threshold, setThreshold] = useState(decimalText(settings.autoTopUpThreshold, i18n.language));
  const [amount, setAmount] = useState(decimalText(settings.autoTopUpAmount, i18n.language));
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<{ threshold?: string; amount?: string; terms?: string }>({});
  const [serverLines, setServerLines] = useState<string[]>([]);
  const [{ fetching }, updateAutoTopUp] = useUpdateAutoTopUp();

  const messageOf = (check: AmountCheck) => {
    if (!check.error) return undefined;
    const { key, bound } = check.error;
    if (key === topUpErrors.lessThanMinimum && bound != null)
      return t('error.topUpAmountLessThanMinimum', { amount: money(bound) });
    if (key === topUpErrors.greaterThanMaximum && bound != null)
      return t('error.topUpAmountGreaterThanMaximum', { amount: money(bound) });
    return t(key);
  };

  const validate = () => {
    const amountCheck = checkAutoTopUpAmount(amount, limits, i18n.language);
    const thresholdCheck = checkAutoTopUpThreshold(threshold, limits, i18n.language);
    const next = {
      amount: messageOf(amountCheck),
      threshold: messageOf(thresholdCheck),
      terms: terms ? undefined : t('error.acceptTerms'),
    };
    setErrors(next);
    if (next.amount || next.threshold || next.terms) return null;
    return { amount: amountCheck.micros!, threshold: thresholdCheck.micros! };
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const values = validate();
    if (!values) return;
    setServerLines([]);
    const result = await updateAutoTopUp({
      autoTopUp: enabled,
      autoTopUpThreshold: formatMicros(values.threshold),
      autoTopUpAmount: formatMicros(values.amount),
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
    <form onSubmit={save} noValidate>
      <Stack>
        <ErrorBanner lines={serverLines} />
        <Switch
          label={t('autoTopUp.enabled')}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        <TextInput
          label={t('autoTopUp.threshold')}
          description={t('autoTopUp.thresholdHelp')}
          inputMode="decimal"
          leftSection={<Text size="xs">{currency?.code}</Text>}
          leftSectionWidth={48}
          value={threshold}
          error={errors.threshold}
          onChange={(event) => setThreshold(event.currentTarget.value)}
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
          value={amount}
          error={errors.amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
        />
        <Checkbox
          label={t('autoTopUp.terms')}
          checked={terms}
          error={errors.terms}
          onChange={(event) => {
            setTerms(event.currentTarget.checked);
            if (event.currentTarget.checked) setErrors((current) => ({ ...current, terms: undefined }));
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={fetching}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={fetching} disabled={!terms}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
