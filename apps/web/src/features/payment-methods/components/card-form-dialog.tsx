import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { useSavePaymentMethod } from '../api/save-payment-method';
import { tokenizeCard } from '../api/tokenize-card';
import {
  type CardFormValues,
  checkCardForm,
  emptyCardForm,
  formatCardNumber,
  formatExpiry,
} from './card-form-values';

export type CardFormDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Replace the card at this index instead of adding one. */
  indexToReplace: number | null;
  /** 'sandbox' shows the card form; 'stripe' needs Stripe.js, which this build does not load. */
  provider: string;
  tokenUrl?: string | null;
  onSaved: () => void;
  /** For tests: the clock deciding whether an expiry is in the past. */
  now?: () => Date;
};

/** The add / update card dialog: a card form tokenised by the provider, then savePaymentMethod. */
export function CardFormDialog(props: CardFormDialogProps) {
  const { t } = useTranslation('paymentMethods');
  const title = props.indexToReplace == null ? t('cardDialog.addTitle') : t('cardDialog.replaceTitle');
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={title} size="md">
      {props.opened ? (
        props.provider === 'stripe' ? (
          <StripeNotice onClose={props.onClose} />
        ) : (
          <CardForm {...props} />
        )
      ) : null}
    </Modal>
  );
}

function StripeNotice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('paymentMethods');
  return (
    <Stack>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} data-testid="stripe-notice">
        {t('cardDialog.stripeNotice')}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('actions.close')}
        </Button>
      </Group>
    </Stack>
  );
}

function CardForm({
  onClose,
  indexToReplace,
  tokenUrl,
  onSaved,
  now = () => new Date(),
}: CardFormDialogProps) {
  const { t } = useTranslation('paymentMethods');
  const [, savePaymentMethod] = useSavePaymentMethod();
  const [busy, setBusy] = useState(false);
  const [serverLines, setServerLines] = useState<string[]>([]);
  const form = useForm<CardFormValues>({
    initialValues: emptyCardForm,
    validateInputOnBlur: true,
    validate: (values) => {
      const check = checkCardForm(values, now());
      return Object.fromEntries(
        Object.entries(check.errors).map(([field, key]) => [field, t(key as string)]),
      );
    },
  });

  const submit = form.onSubmit(async (values) => {
    const check = checkCardForm(values, now());
    if (!check.ok) return;
    setBusy(true);
    setServerLines([]);
    try {
      const tokenized = await tokenizeCard(check.card, tokenUrl ?? undefined);
      if (!tokenized.token) {
        setServerLines(errorLines({ errors: tokenized.errors }));
        return;
      }
      // The sandbox's "needs authentication" cards say so in their token; the confirmation itself happens
      // on the card's first charge (docs/decisions/0051).
      const requiresConfirmation = tokenized.token.startsWith('pm_sandbox_auth_');
      const result = await savePaymentMethod({
        token: tokenized.token,
        indexToReplace,
        requiresConfirmation,
      });
      const payload = result.data?.savePaymentMethod;
      if (payload?.ok) {
        onSaved();
        return;
      }
      setServerLines(errorLines({ errors: payload?.errors, error: result.error }));
    } catch (error) {
      setServerLines(errorLines({ error: error as Error }));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <ErrorBanner lines={serverLines} />
        <TextInput
          label={t('cardDialog.number')}
          placeholder="4242 4242 4242 4242"
          inputMode="numeric"
          autoComplete="cc-number"
          {...form.getInputProps('number')}
          onChange={(event) => form.setFieldValue('number', formatCardNumber(event.currentTarget.value))}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('cardDialog.expiry')}
            placeholder={t('cardDialog.expiryPlaceholder')}
            inputMode="numeric"
            autoComplete="cc-exp"
            {...form.getInputProps('expiry')}
            onChange={(event) => form.setFieldValue('expiry', formatExpiry(event.currentTarget.value))}
          />
          <TextInput
            label={t('cardDialog.cvc')}
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            {...form.getInputProps('cvc')}
          />
        </Group>
        <TextInput
          label={t('cardDialog.name')}
          autoComplete="cc-name"
          maxLength={100}
          {...form.getInputProps('name')}
        />
        <Group gap={6} c="dimmed">
          <IconLock size={14} />
          <Text size="xs">{t('cardDialog.secureNote')}</Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('cardDialog.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
