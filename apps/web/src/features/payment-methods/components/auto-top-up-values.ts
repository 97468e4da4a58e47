import { formatMicros, parseDecimalToMicros } from '@portal/domain';
import { amountFormatError, formatDecimalForInput, parseLocaleDecimal } from '@portal/domain/money-input';
import { topUpAmountSchema, topUpErrors } from '@portal/domain/wallet';

export type AutoTopUpLimits = { maxFractionDigits: number; cardMin: bigint | null; cardMax: bigint | null };

export type AmountCheck =
  | { micros: bigint; error?: undefined }
  | { micros?: undefined; error: { key: string; bound?: bigint } };

/** The limits of cardPaymentMinMax ([min, max] Decimals) in micros. */
export function limitsOf(
  minMax: readonly string[] | null | undefined,
  maxFractionDigits: number,
): AutoTopUpLimits {
  const [min, max] = minMax ?? [];
  return {
    maxFractionDigits,
    cardMin: min != null ? parseDecimalToMicros(min) : null,
    cardMax: max != null ? parseDecimalToMicros(max) : null,
  };
}

function firstIssue(result: ReturnType<ReturnType<typeof topUpAmountSchema>['safeParse']>): AmountCheck {
  if (result.success) return { micros: result.data };
  const issue = result.error.issues[0] as { message: string; params?: { bound?: bigint } } | undefined;
  return { error: { key: issue?.message ?? topUpErrors.invalidAmount, bound: issue?.params?.bound } };
}

/**
 * Text typed in the user's language → the canonical decimal the shared schema and the server take ("" stays
 * "": the schema says it is required); null when it cannot be read in that language ("50,00" in English).
 */
const canonical = (text: string, language: string | undefined) =>
  text.trim() === '' ? '' : parseLocaleDecimal(text, language);

const unreadable: AmountCheck = { error: { key: amountFormatError } };

/** Auto top-up amount (spec 1 §5): like a top-up, at least the card minimum and at most the card maximum. */
export function checkAutoTopUpAmount(text: string, limits: AutoTopUpLimits, language?: string): AmountCheck {
  const amount = canonical(text, language);
  return amount === null ? unreadable : firstIssue(topUpAmountSchema(limits).safeParse(amount));
}

/** Threshold: 0, or an amount in the currency's decimals not above the card maximum (as the server checks). */
export function checkAutoTopUpThreshold(
  text: string,
  limits: AutoTopUpLimits,
  language?: string,
): AmountCheck {
  const amount = canonical(text, language);
  if (amount === null) return unreadable;
  if (amount !== '' && parseDecimalToMicros(amount) === 0n) return { micros: 0n };
  return firstIssue(
    topUpAmountSchema({ maxFractionDigits: limits.maxFractionDigits, cardMax: limits.cardMax }).safeParse(
      amount,
    ),
  );
}

/** A Decimal of the API shown in an input, written the way the language types it ("100", "12.5" / "12,5"). */
export const decimalText = (value: string | null | undefined, language?: string) => {
  const micros = value != null ? parseDecimalToMicros(value) : null;
  return micros === null ? (value ?? '') : formatDecimalForInput(formatMicros(micros), language);
};
