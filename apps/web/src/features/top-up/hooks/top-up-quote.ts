import { parseDecimalToMicros } from '@portal/domain';
import { amountFormatError, parseLocaleDecimal } from '@portal/domain/money-input';
import {
  type TopUpLimits,
  type TopUpQuote,
  topUpAmountSchema,
  topUpErrors,
  topUpQuote,
} from '@portal/domain/wallet';

export type TopUpMethodType = 'CARD' | 'WIRE_TRANSFER' | 'SELLER_CENTER' | 'CREDIT_NOTE';

/** The radio's value: the method, and for a seller center its backend ("SELLER_CENTER|sc_sg"). */
export function parseMethodValue(
  value: string | null,
): { type: TopUpMethodType; provider: string | null } | null {
  if (!value) return null;
  const [type, provider] = value.split('|');
  if (type !== 'CARD' && type !== 'WIRE_TRANSFER' && type !== 'SELLER_CENTER' && type !== 'CREDIT_NOTE')
    return null;
  return { type, provider: provider ?? null };
}

export type QuoteVoucher = {
  percentage?: string | null;
  fixedPrice?: string | null;
  minAmount?: string | null;
};

export type AmountCheck =
  | { ok: true; micros: bigint }
  | { ok: false; message: string; bound?: bigint }
  | { ok: false; empty: true; message: null };

const toMicros = (value: string | null | undefined) => (value == null ? null : parseDecimalToMicros(value));

/**
 * Spec 1 §5 through the domain schema the server uses: min 1, card min/max, voucher minAmount, digits. The
 * text is read in the user's language first ("50,00" is fifty in pt and id, and no number in en), so what
 * is checked and sent is the canonical decimal the server takes.
 */
export function checkAmount(
  typed: string,
  options: {
    maxFractionDigits: number;
    cardMinMax: readonly string[];
    voucher?: QuoteVoucher | null;
    language?: string;
  },
): AmountCheck {
  if (typed.trim() === '') return { ok: false, empty: true, message: null };
  const amount = parseLocaleDecimal(typed, options.language);
  if (amount === null) return { ok: false, message: amountFormatError };
  const limits: TopUpLimits = {
    maxFractionDigits: options.maxFractionDigits,
    cardMin: toMicros(options.cardMinMax[0]),
    cardMax: toMicros(options.cardMinMax[1]),
    voucherMinAmount: toMicros(options.voucher?.minAmount),
  };
  const parsed = topUpAmountSchema(limits).safeParse(amount);
  if (parsed.success) return { ok: true, micros: parsed.data };
  const issue = parsed.error.issues[0];
  const params = (issue as { params?: { bound?: bigint } } | undefined)?.params;
  return { ok: false, message: issue?.message ?? topUpErrors.invalidAmount, bound: params?.bound };
}

/** Amount, discount, tax and total exactly as the server quotes them (topUpQuote of '@portal/domain/wallet'). */
export function quoteTopUp(
  micros: bigint,
  options: { maxFractionDigits: number; taxRate: string; voucher?: QuoteVoucher | null },
): TopUpQuote {
  const voucher = options.voucher
    ? { percentage: options.voucher.percentage ?? null, fixedPrice: toMicros(options.voucher.fixedPrice) }
    : null;
  return topUpQuote({
    amount: micros,
    voucher,
    taxRate: options.taxRate,
    maxFractionDigits: options.maxFractionDigits,
  });
}

/** Whether an API Decimal is above zero. */
export function isPositiveDecimal(value: string | null | undefined): boolean {
  const micros = toMicros(value);
  return micros !== null && micros > 0n;
}
