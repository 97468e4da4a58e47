import { Alert, Anchor, Button, Chip, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { formatMicros, formatMoney, parseDecimalToMicros } from '@portal/domain';
import { formatDecimalForInput, parseLocaleDecimal } from '@portal/domain/money-input';
import { topUpErrors } from '@portal/domain/wallet';
import { IconAlertCircle, IconCreditCard, IconDiscountCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { paths } from '../../../config/paths';
import { errorLines } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/validate';
import { useCheckVerifiedTopUpRequest } from '../api/check-verified-top-up-request';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { afterTopUpTypenames, useCreateTopUpRequest } from '../api/create-top-up-request';
import { useTopUpOptions } from '../api/get-top-up-options';
import { type RedeemInfo, useRedeemVoucherCode } from '../api/redeem-voucher-code';
import { checkAmount, parseMethodValue, quoteTopUp } from '../hooks/top-up-quote';
import { CardConfirmationDialog } from './card-confirmation-dialog';
import { methodOptions } from './top-up-methods';
import { TopUpQuoteLines } from './top-up-quote-lines';
import { type TopUpResult, TopUpResultModal } from './top-up-result-modal';

export type TopUpModalProps = { opened: boolean; onClose: () => void };

/** How long the voucher's success notice stays (spec 1 §8: 5 seconds). */
export const VOUCHER_NOTICE_MS = 5000;

const refetchContext = { additionalTypenames: afterTopUpTypenames };

/** Spec 1 §2/§4/§5: the top-up modal — amount, method, voucher, live quote lines and the payment flow. */
export function TopUpModal({ opened, onClose }: TopUpModalProps) {
  const { t, i18n } = useTranslation('topUp');
  const [{ data, error: loadError }] = useTopUpOptions();
  const [, createTopUp] = useCreateTopUpRequest();
  const [, checkVerified] = useCheckVerifiedTopUpRequest();
  const [, redeemVoucher] = useRedeemVoucherCode();

  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<string | null>(null);
  const [voucherCode, setVoucherCode] = useState('');
  const [voucher, setVoucher] = useState<RedeemInfo | null>(null);
  const [voucherError, setVoucherError] = useState<string[]>([]);
  const [voucherNotice, setVoucherNotice] = useState(false);
  const [applying, setApplying] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [bannerLines, setBannerLines] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<{ id: string; token: string; total: string } | null>(null);
  const [result, setResult] = useState<TopUpResult | null>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (noticeTimer.current) clearTimeout(noticeTimer.current);
    },
    [],
  );

  const currency = data?.wallet?.currency ?? null;
  const digits = currency?.maxFractionDigits ?? 2;
  const money = (micros: bigint) =>
    currency ? formatMoney(micros, currency.code, digits, i18n.language) : formatMicros(micros);
  const decimalMoney = (value: string | null | undefined) => {
    const micros = value == null ? null : parseDecimalToMicros(value);
    return micros === null ? (value ?? '') : money(micros);
  };

  const options = data
    ? methodOptions(
        data,
        (key, values) => t(key, values),
        (balance, code) =>
          code && code === currency?.code ? decimalMoney(balance) : `${balance}${code ? ` ${code}` : ''}`,
      )
    : [];
  const chosen = parseMethodValue(method);
  const taxRate = data?.topUpTaxes.find((tax) => tax.method === chosen?.type)?.taxRate ?? null;
  const amountCheck = checkAmount(amount, {
    maxFractionDigits: digits,
    cardMinMax: data?.cardPaymentMinMax ?? [],
    voucher,
    language: i18n.language,
  });
  const typedText = parseLocaleDecimal(amount, i18n.language);
  const typedMicros = typedText === null ? null : parseDecimalToMicros(typedText);
  const quote = amountCheck.ok
    ? quoteTopUp(amountCheck.micros, { maxFractionDigits: digits, taxRate: taxRate ?? '0', voucher })
    : null;
  const amountError =
    amountCheck.ok || amountCheck.message === null
      ? null
      : amountCheck.message === topUpErrors.greaterThanMaximum
        ? t('error.greaterThanMaximum', { amount: money(amountCheck.bound ?? 0n) })
        : amountCheck.message === topUpErrors.lessThanMinimum
          ? t('error.lessThanMinimum', { amount: money(amountCheck.bound ?? 0n) })
          : t(amountCheck.message);
  const noCard = chosen?.type === 'CARD' && (data?.paymentMethods.length ?? 0) === 0;
  const allowed = data?.allowTopUp ?? false;
  const submitDisabled =
    !allowed || processing || !amountCheck.ok || !chosen || noCard || bannerLines.length > 0;

  const clearBanner = () => setBannerLines([]);

  const reset = () => {
    setAmount('');
    setMethod(null);
    setVoucherCode('');
    setVoucher(null);
    setVoucherError([]);
    setVoucherNotice(false);
    setBannerLines([]);
    setConfirming(null);
  };

  const close = () => {
    if (processing) return;
    reset();
    onClose();
  };

  const finish = (next: TopUpResult) => {
    setProcessing(false);
    setConfirming(null);
    reset();
    onClose();
    setResult(next);
  };

  const applyVoucher = async () => {
    const code = voucherCode.trim();
    if (!code) return;
    setApplying(true);
    setVoucherError([]);
    const response = await redeemVoucher({ voucherCode: code });
    setApplying(false);
    const payload = response.data?.redeemVoucherCode;
    if (!payload?.ok || !payload.redeemInfo) {
      setVoucherError(errorLines({ errors: payload?.errors, error: response.error }));
      return;
    }
    setVoucher(payload.redeemInfo);
    setVoucherNotice(true);
    if (noticeTimer.current) clearTimeout(noticeTimer.current);
    noticeTimer.current = setTimeout(() => setVoucherNotice(false), VOUCHER_NOTICE_MS);
  };

  const resetVoucher = () => {
    setVoucher(null);
    setVoucherCode('');
    setVoucherError([]);
    setVoucherNotice(false);
    clearBanner();
  };

  const submit = async () => {
    if (submitDisabled || !chosen || !amountCheck.ok) return;
    setProcessing(true);
    setBannerLines([]);
    const response = await createTopUp(
      {
        amount: formatMicros(amountCheck.micros),
        type: chosen.type,
        provider: chosen.provider,
        redeemId: voucher?.redeemId ?? null,
        idempotencyKey: crypto.randomUUID(),
      },
      refetchContext,
    );
    const payload = response.data?.createTopUpRequest;
    const topUp = payload?.topUp;
    if (!payload?.ok || !topUp) {
      setProcessing(false);
      const lines = errorLines({ errors: payload?.errors, error: response.error });
      setBannerLines(lines.length ? lines : [t('error.generic')]);
      return;
    }
    if (topUp.status === 'PAID') return finish('paid');
    if (topUp.status === 'PENDING' && payload.confirmToken) {
      setConfirming({ id: topUp.id, token: payload.confirmToken, total: topUp.total });
      return;
    }
    finish('received');
  };

  const answerConfirmation = async (approve: boolean) => {
    if (!confirming) return;
    const confirmation = await confirmSandboxPayment(confirming.token, approve);
    if (!confirmation.ok) {
      setConfirming(null);
      setProcessing(false);
      setBannerLines([
        confirmation.declineReason
          ? `${t('error.cannotConfirm')} ${confirmation.declineReason}`
          : t('error.cannotConfirm'),
      ]);
      return;
    }
    const verified = await checkVerified({ id: confirming.id }, refetchContext);
    const payload = verified.data?.checkVerifiedTopUpRequest;
    if (payload?.topUp?.status === 'PAID') return finish('paid');
    if (payload && !payload.ok && payload.topUp?.status === 'FAILED') {
      setConfirming(null);
      setProcessing(false);
      setBannerLines(errorLines({ errors: payload.errors, error: verified.error }));
      return;
    }
    finish('received');
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
          {/* Plain text read in the user's language (checkAmount): a number input would guess the separators. */}
          <TextInput
            label={t('amount')}
            placeholder={t('amountPlaceholder')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={24}
            value={amount}
            onChange={(event) => {
              setAmount(event.currentTarget.value);
              clearBanner();
            }}
            leftSection={currency ? <Text size="xs">{currency.code}</Text> : undefined}
            leftSectionWidth={48}
            error={amountError}
            disabled={processing}
            data-testid="top-up-amount"
          />
          {data && data.recommendedTopUpAmounts.length > 0 ? (
            <Group gap="xs" aria-label={t('recommended')}>
              {data.recommendedTopUpAmounts.map((recommended) => (
                <Chip
                  key={recommended}
                  checked={typedMicros !== null && typedMicros === parseDecimalToMicros(recommended)}
                  onChange={() => {
                    setAmount(formatDecimalForInput(recommended, i18n.language));
                    clearBanner();
                  }}
                  variant="outline"
                  disabled={processing}
                >
                  {decimalMoney(recommended)}
                </Chip>
              ))}
            </Group>
          ) : null}

          <Radio.Group
            label={t('methodLabel')}
            value={method}
            onChange={(value) => {
              setMethod(value);
              clearBanner();
            }}
          >
            <Stack gap="xs" mt="xs">
              {options.map((option) => (
                <Radio
                  key={option.value}
                  value={option.value}
                  label={option.label}
                  disabled={option.disabled || processing}
                />
              ))}
              {data && options.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('noMethods')}
                </Text>
              ) : null}
            </Stack>
          </Radio.Group>
          {chosen?.type === 'CARD' && data ? (
            noCard ? (
              <Alert color="orange" variant="light" icon={<IconCreditCard size={18} />}>
                <Stack gap={4}>
                  <Text size="sm">{t('noCard')}</Text>
                  <Anchor component={Link} to={paths.billing.method} size="sm" onClick={close}>
                    {t('addCard')}
                  </Anchor>
                </Stack>
              </Alert>
            ) : (
              <Text size="sm" c="dimmed">
                {t('chargedTo', {
                  brand: data.paymentMethods[0]?.brand ?? '',
                  last4: data.paymentMethods[0]?.last4 ?? '',
                })}
              </Text>
            )
          ) : null}

          {data?.voucherFlag?.isActive ? (
            <Stack gap={4}>
              <Group align="flex-end" gap="xs">
                <TextInput
                  label={t('voucherCode')}
                  value={voucherCode}
                  onChange={(event) => {
                    setVoucherCode(event.currentTarget.value);
                    setVoucherError([]);
                  }}
                  disabled={voucher !== null || processing}
                  maxLength={64}
                  style={{ flex: 1 }}
                  error={
                    voucherError.length
                      ? voucherError.map((line) => translateMessage(line, (key) => t(key))).join(' ')
                      : null
                  }
                />
                {voucher ? (
                  <Button variant="default" onClick={resetVoucher} disabled={processing}>
                    {t('resetVoucher')}
                  </Button>
                ) : (
                  <Button
                    variant="light"
                    onClick={() => void applyVoucher()}
                    loading={applying}
                    disabled={voucherCode.trim() === '' || processing}
                  >
                    {t('apply')}
                  </Button>
                )}
              </Group>
              {voucherNotice ? (
                <Text size="sm" c="green.8" role="status">
                  <IconDiscountCheck size={14} style={{ verticalAlign: 'middle' }} />{' '}
                  {t('applyVoucherCodeSuccess')}
                </Text>
              ) : null}
            </Stack>
          ) : null}

          {quote ? (
            <TopUpQuoteLines
              quote={quote}
              voucherCode={voucher?.voucherCode ?? null}
              taxRate={taxRate}
              money={money}
            />
          ) : null}

          <ErrorBanner lines={bannerLines} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={processing}>
              {t('cancel')}
            </Button>
            <Button onClick={() => void submit()} disabled={submitDisabled} loading={processing}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <CardConfirmationDialog
        opened={confirming !== null}
        total={confirming ? decimalMoney(confirming.total) : ''}
        onAnswer={answerConfirmation}
      />
      <TopUpResultModal
        result={result}
        balance={data?.wallet ? decimalMoney(data.wallet.balance) : null}
        onClose={() => setResult(null)}
      />
    </>
  );
}
