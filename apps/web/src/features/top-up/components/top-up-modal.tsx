import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { parseDecimalToMicros } from '@portal/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { useFormatMoney } from '../../../components/money';
import { errorLines } from '../../../lib/form-errors';
import { type TopUpOptions, useTopUpOptions } from '../api/get-top-up-options';
import type { PaymentInstructions } from '../api/top-up-request-payload';
import { parseMethodValue, quoteTopUp } from '../hooks/top-up-quote';
import { amountErrorText, checkTopUpAmount, useTopUpForm } from '../hooks/use-top-up-form';
import { useTopUpPayment } from '../hooks/use-top-up-payment';
import { useTopUpVoucher } from '../hooks/use-top-up-voucher';
import { CardConfirmationDialog } from './card-confirmation-dialog';
import { TopUpAmountField } from './top-up-amount-field';
import { TopUpMethodField } from './top-up-method-field';
import { methodOptions } from './top-up-methods';
import { TopUpQuoteLines } from './top-up-quote-lines';
import { type TopUpResult, TopUpResultModal } from './top-up-result-modal';
import { TopUpVoucherField } from './top-up-voucher-field';

/** The chosen seller center's balance in micros (in the wallet's currency), null for other methods. */
function sellerCenterBalance(
  data: TopUpOptions | undefined,
  chosen: ReturnType<typeof parseMethodValue>,
): bigint | null {
  if (chosen?.type !== 'SELLER_CENTER' || !data) return null;
  const backend = data.sellerCenterAuthBackends.find((b) => b.provider === chosen.provider);
  return backend?.balance != null ? parseDecimalToMicros(backend.balance) : null;
}

export type TopUpModalProps = { opened: boolean; onClose: () => void };

/** Spec 1 §2/§4/§5: the top-up modal — amount, method, voucher, live quote lines and the payment flow. */
export function TopUpModal({ opened, onClose }: TopUpModalProps) {
  const { t, i18n } = useTranslation('topUp');
  const [{ data, error: loadError }] = useTopUpOptions();
  const [result, setResult] = useState<TopUpResult | null>(null);

  const currency = data?.wallet?.currency ?? null;
  const digits = currency?.maxFractionDigits ?? 2;
  const formatMoney = useFormatMoney();
  const money = (micros: bigint) => formatMoney(micros, currency);
  const decimalMoney = (value: string | null | undefined) => formatMoney(value, currency);

  const rules = {
    maxFractionDigits: digits,
    cardMinMax: data?.cardPaymentMinMax ?? [],
    language: i18n.language,
  };
  const form = useTopUpForm(rules, (check) => amountErrorText(check, t, money));
  const voucher = useTopUpVoucher(form, (key) => t(key));
  const [instructions, setInstructions] = useState<PaymentInstructions | null>(null);
  const payment = useTopUpPayment((next, paymentInstructions) => {
    clear();
    onClose();
    setInstructions(paymentInstructions);
    setResult(next);
  });

  const values = form.values;
  const options = data
    ? methodOptions(
        data,
        (key, labelValues) => t(key, labelValues),
        (balance, code) =>
          code && code === currency?.code
            ? decimalMoney(balance)
            : code
              ? formatMoney(balance, code)
              : balance,
      )
    : [];
  const chosen = parseMethodValue(values.method);
  const taxRate = data?.topUpTaxes.find((tax) => tax.method === chosen?.type)?.taxRate ?? null;
  const amountCheck = checkTopUpAmount(values, rules);
  const quote = amountCheck.ok
    ? quoteTopUp(amountCheck.micros, {
        maxFractionDigits: digits,
        taxRate: taxRate ?? '0',
        voucher: values.voucher,
      })
    : null;
  const hasNoCard = chosen?.type === 'CARD' && (data?.paymentMethods.length ?? 0) === 0;
  // A seller center pays from its own balance: a total above it is refused before anything is sent.
  const sellerBalance = sellerCenterBalance(data, chosen);
  const aboveSellerBalance = quote !== null && sellerBalance !== null && quote.total > sellerBalance;
  const allowed = data?.allowTopUp ?? false;
  const { isProcessing, bannerLines } = payment;
  const submitDisabled =
    !allowed ||
    isProcessing ||
    !amountCheck.ok ||
    !chosen ||
    hasNoCard ||
    aboveSellerBalance ||
    bannerLines.length > 0;

  function clear() {
    form.reset();
    voucher.forget();
    payment.reset();
  }
  const close = () => {
    if (isProcessing) return;
    clear();
    onClose();
  };
  const submit = () => {
    if (submitDisabled || !chosen || !amountCheck.ok) return;
    void payment.submit({
      micros: amountCheck.micros,
      method: chosen,
      redeemId: values.voucher?.redeemId ?? null,
    });
  };

  return (
    <>
      <Modal opened={opened} onClose={close} title={t('title')} size="lg" centered>
        <Stack gap="md">
          {loadError && !data ? <ErrorBanner lines={errorLines({ error: loadError })} /> : null}
          {data && !allowed ? (
            <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
              {t('notAllowed')}
            </Alert>
          ) : null}
          <TopUpAmountField
            form={form}
            currencyCode={currency?.code ?? null}
            recommended={data?.recommendedTopUpAmounts ?? []}
            decimalMoney={decimalMoney}
            disabled={isProcessing}
            onEdit={payment.clearBanner}
            methodError={
              aboveSellerBalance
                ? t('error.aboveSellerBalance', { amount: money(sellerBalance ?? 0n) })
                : null
            }
          />
          <TopUpMethodField
            form={form}
            options={options}
            data={data}
            isCard={chosen?.type === 'CARD'}
            hasNoCard={hasNoCard}
            disabled={isProcessing}
            onEdit={payment.clearBanner}
            onLeave={close}
          />
          {data?.voucherFlag?.isActive ? (
            <TopUpVoucherField
              form={form}
              isApplying={voucher.isApplying}
              showsNotice={voucher.showsNotice}
              disabled={isProcessing}
              onApply={() => void voucher.apply()}
              onRemove={() => {
                voucher.remove();
                payment.clearBanner();
              }}
            />
          ) : null}
          {quote ? (
            <TopUpQuoteLines
              quote={quote}
              voucherCode={values.voucher?.voucherCode ?? null}
              taxRate={taxRate}
              money={money}
            />
          ) : null}
          <ErrorBanner lines={bannerLines} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isProcessing}>
              {t('cancel')}
            </Button>
            <Button onClick={submit} disabled={submitDisabled} loading={isProcessing}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <CardConfirmationDialog
        opened={payment.confirming !== null}
        total={payment.confirming ? decimalMoney(payment.confirming.total) : ''}
        onAnswer={payment.answerConfirmation}
      />
      <TopUpResultModal
        result={result}
        balance={data?.wallet ? decimalMoney(data.wallet.balance) : null}
        instructions={
          instructions
            ? {
                ...instructions,
                total:
                  instructions.currency === currency?.code
                    ? decimalMoney(instructions.total)
                    : formatMoney(instructions.total, instructions.currency),
              }
            : null
        }
        onClose={() => {
          setResult(null);
          setInstructions(null);
        }}
      />
    </>
  );
}
