import { formatMicros, parseDecimalToMicros } from '@portal/domain';
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

/** Auto top-up amount (spec 1 §5): like a top-up, at least the card minimum and at most the card maximum. */
export function checkAutoTopUpAmount(text: string, limits: AutoTopUpLimits): AmountCheck {
  return firstIssue(topUpAmountSchema(limits).safeParse(text));
}

/** Threshold: 0, or an amount in the currency's decimals not above the card maximum (as the server checks). */
export function checkAutoTopUpThreshold(text: string, limits: AutoTopUpLimits): AmountCheck {
  const trimmed = text.trim().replace(/,/g, '');
  if (/^0*(\.0*)?$/.test(trimmed) && trimmed !== '') return { micros: 0n };
  return firstIssue(
    topUpAmountSchema({ maxFractionDigits: limits.maxFractionDigits, cardMax: limits.cardMax }).safeParse(
      text,
    ),
  );
}

/** A Decimal of the API shown in an input ("100", "12.5"). */
export const decimalText = (value: string | null | undefined) => {
  const micros = value != null ? parseDecimalToMicros(value) : null;
  return micros === null ? (value ?? '') : formatMicros(micros);
};
