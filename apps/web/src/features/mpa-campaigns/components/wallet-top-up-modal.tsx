import { Alert, Button, Chip, Group, Modal, Radio, Stack, Table, Text } from '@mantine/core';
import { type MpaTopUpMethod, mpaRecommendedTopUpAmounts, mpaTopUpMethods } from '@portal/domain/mpa-top-up';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { useFormatMoney } from '../../../components/money';
import { MoneyInput } from '../../../components/money-input';
import { errorLines } from '../../../lib/form-errors';
import type { MpaTopUpResult } from '../api/top-up';
import { useMessageText } from '../hooks/use-message-text';
import { useWalletTopUp } from '../hooks/use-wallet-top-up';

export type WalletTopUpModalProps = {
  sellerId: string;
  sellerName: string;
  /** The Meta wallet's currency (the company wallet's, decision 0230). */
  currency: string;
  /** Flag use_paid_credit_for_meta_ads. */
  paidCreditFlag: boolean;
  onClose: () => void;
  /** Any status but FAILED: the request is received. */
  onReceived: (request: MpaTopUpResult) => void;
};

/**
 * Spec 3 §2.2 Wallet Topup: amount with the recommended amounts, the method (wire transfer by default, card
 * with a saved card, paid credit when it covers the amount), the method's tax and the total. Mounted per
 * opening: its idempotency key is this opening's.
 */
export function WalletTopUpModal({
  sellerId,
  sellerName,
  currency,
  paidCreditFlag,
  onClose,
  onReceived,
}: WalletTopUpModalProps) {
  const { t, i18n } = useTranslation('mpa');
  const text = useMessageText();
  const money = useFormatMoney();
  const form = useWalletTopUp({
    sellerId,
    currency,
    language: i18n.language,
    paidCreditFlag,
    onReceived,
  });
  const close = () => {
    if (!form.sending) onClose();
  };
  const amountFieldErrors = form.errors.filter((error) => error.field === 'requestAmount');
  const otherErrors = form.errors.filter((error) => error.field !== 'requestAmount');
  const offered = (method: MpaTopUpMethod) => form.methods.includes(method);
  return (
    <Modal opened onClose={close} title={t('topUp.title')} centered size="lg">
      <Stack gap="md">
        <Text size="sm">{t('topUp.intro', { seller: sellerName })}</Text>
        <MoneyInput
          label={t('topUp.amount')}
          withAsterisk
          currency={currency}
          value={form.amountText}
          disabled={form.sending}
          onChange={form.editAmount}
          error={text([form.amountError, ...amountFieldErrors.flatMap((error) => error.messages)])}
          data-testid="mpa-top-up-amount"
        />
        <Group gap="xs" aria-label={t('topUp.recommended')} role="group">
          {mpaRecommendedTopUpAmounts(currency).map((amount) => (
            <Chip
              key={amount.toString()}
              checked={form.amount === amount}
              onChange={() => form.chooseAmount(amount)}
              variant="outline"
              disabled={form.sending}
            >
              {money(amount, currency)}
            </Chip>
          ))}
        </Group>
        <Radio.Group
          label={t('topUp.method')}
          withAsterisk
          value={form.method}
          onChange={(value) => form.chooseMethod(value as MpaTopUpMethod)}
        >
          <Stack gap="xs" mt="xs">
            {mpaTopUpMethods
              .filter((method) => method !== 'PAID_CREDIT' || offered(method))
              .map((method) => (
                <Radio
                  key={method}
                  value={method}
                  label={t(`method.${method}`)}
                  description={method === 'CARD' && !form.hasCard ? t('topUp.noCard') : undefined}
                  disabled={form.sending || !offered(method)}
                />
              ))}
          </Stack>
        </Radio.Group>
        {form.totals ? (
          <Table withRowBorders={false} verticalSpacing={4} data-testid="mpa-top-up-lines">
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>{t('topUp.lines.amount')}</Table.Td>
                <Table.Td ta="right">{money(form.amount, currency)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('topUp.lines.tax', { rate: form.taxRate })}</Table.Td>
                <Table.Td ta="right">{money(form.totals.tax, currency)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td fw={700}>{t('topUp.lines.total')}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {money(form.totals.total, currency)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        ) : null}
        {form.failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {text([form.failure])}
          </Alert>
        ) : null}
        <ErrorBanner lines={errorLines({ errors: otherErrors })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={form.sending}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void form.submit()} loading={form.sending}>
            {t('topUp.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
