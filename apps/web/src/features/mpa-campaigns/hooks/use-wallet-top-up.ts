import { parseDecimalToMicros } from '@portal/domain';
import { metaCampaignMessages } from '@portal/domain/meta-campaign-rules';
import { currencyFractionDigits, formatMicros } from '@portal/domain/money';
import { formatDecimalForInput, parseLocaleDecimal } from '@portal/domain/money-input';
import { DEFAULT_MPA_TOP_UP_METHOD, type MpaTopUpMethod, mpaTopUpTotals } from '@portal/domain/mpa-top-up';
import { useRef, useState } from 'react';
import { errorLines, type FieldError } from '../../../lib/form-errors';
import {
  type MpaTopUpResult,
  readMpaTopUpResult,
  useCreateMpaTopUpRequest,
  useMpaTopUpOptions,
  useMpaTopUpTax,
} from '../api/top-up';

/** Micros of the typed amount in the user's language; null when it is not a number. */
export function typedMicros(text: string, language: string): bigint | null {
  const decimal = parseLocaleDecimal(text, language);
  return decimal === null ? null : parseDecimalToMicros(decimal);
}

/** The methods the modal offers now: WIRE_TRANSFER always, CARD with a saved card, PAID_CREDIT when it covers the amount. */
export function offeredMethods(options: {
  hasCard: boolean;
  paidCreditFlag: boolean;
  paidCredit: bigint | null;
  amount: bigint | null;
}): MpaTopUpMethod[] {
  const { hasCard, paidCreditFlag, paidCredit, amount } = options;
  const covers =
    paidCreditFlag && paidCredit !== null && amount !== null && amount > 0n && paidCredit >= amount;
  return [
    'WIRE_TRANSFER',
    ...(hasCard ? (['CARD'] as const) : []),
    ...(covers ? (['PAID_CREDIT'] as const) : []),
  ];
}

/**
 * Tax and total as the server writes them on the request and its invoice: the tax rounded to the currency's
 * fraction digits (create-mpa-top-up-request), not to the micro; null until there is an amount and a rate.
 */
export function walletTopUpTotals(amount: bigint | null, taxRate: string | null, currency: string) {
  if (amount === null || amount <= 0n || taxRate === null) return null;
  return mpaTopUpTotals(amount, taxRate, currencyFractionDigits(currency));
}

/**
 * The Wallet Topup modal's state: amount, method, tax and total, the request with one idempotency key per
 * opening (a double click or a retry never asks twice), the request's outcome.
 */
export function useWalletTopUp({
  sellerId,
  currency,
  language,
  paidCreditFlag,
  onReceived,
}: {
  sellerId: string;
  /** The Meta wallet's currency: the tax is rounded to its fraction digits. */
  currency: string;
  language: string;
  paidCreditFlag: boolean;
  onReceived: (request: MpaTopUpResult) => void;
}) {
  const [idempotencyKey] = useState(() => `mpa-top-up:${crypto.randomUUID()}`);
  const [amountText, setAmountText] = useState('');
  const [chosen, setChosen] = useState<MpaTopUpMethod>(DEFAULT_MPA_TOP_UP_METHOD);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [{ data: options }] = useMpaTopUpOptions(false);
  const [{ fetching }, create] = useCreateMpaTopUpRequest();
  // Spec 3 §5: a submit while one is under way is ignored (a second click comes before the re-render).
  const inFlight = useRef(false);
  const sending = fetching || inFlight.current;

  const amount = typedMicros(amountText, language);
  const paidCredit = options?.wallet ? parseDecimalToMicros(options.wallet.paidCredit) : null;
  const methods = offeredMethods({
    hasCard: (options?.paymentMethods.length ?? 0) > 0,
    paidCreditFlag,
    paidCredit,
    amount,
  });
  const method = methods.includes(chosen) ? chosen : DEFAULT_MPA_TOP_UP_METHOD;
  const [{ data: taxData }] = useMpaTopUpTax(method, false);
  const taxRate = taxData?.mpaTopUpTax ?? null;
  const totals = walletTopUpTotals(amount, taxRate, currency);

  const editAmount = (text: string) => {
    setAmountText(text);
    setAmountError(null);
    setFailure(null);
    setErrors([]);
  };
  const chooseAmount = (micros: bigint) => editAmount(formatDecimalForInput(formatMicros(micros), language));
  const chooseMethod = (next: MpaTopUpMethod) => {
    setChosen(next);
    setFailure(null);
    setErrors([]);
  };

  const submit = async () => {
    if (inFlight.current) return;
    if (amount === null || amount <= 0n) {
      setAmountError(metaCampaignMessages.topUpAmountRequired);
      return;
    }
    setFailure(null);
    setErrors([]);
    inFlight.current = true;
    const result = await create(
      { sellerId, requestAmount: formatMicros(amount), method, idempotencyKey },
      { additionalTypenames: ['AdAccountBalance', 'WalletBalance', 'Wallet', 'MpaTopUpRequestPage'] },
    );
    inFlight.current = false;
    const payload = result.data?.createMpaTopUpRequest;
    const request = payload?.topUpRequest;
    if (payload?.ok && request) {
      if (request.status === 'FAILED') setFailure(request.statusReason ?? 'mpa:topUp.failed');
      else onReceived(readMpaTopUpResult(request));
      return;
    }
    const refused = [...(payload?.errors ?? [])];
    if (result.error) refused.push({ field: null, messages: errorLines({ error: result.error }) });
    setErrors(refused.length > 0 ? refused : [{ field: null, messages: ['mpa:topUp.failed'] }]);
  };

  return {
    amountText,
    amount,
    editAmount,
    chooseAmount,
    amountError,
    method,
    methods,
    chooseMethod,
    hasCard: (options?.paymentMethods.length ?? 0) > 0,
    taxRate,
    totals,
    sending,
    errors,
    failure,
    submit,
  };
}
