import { metaCampaignMessages } from './meta-campaign-rules';
import { MICROS_PER_UNIT } from './money';

/** Off-site (Meta) wallet top-ups, spec 3 §2.2 and §9 (docs/decisions/0230). */
export const mpaTopUpMethods = ['CARD', 'PAID_CREDIT', 'WIRE_TRANSFER'] as const;
export type MpaTopUpMethod = (typeof mpaTopUpMethods)[number];
export const mpaTopUpStatuses = ['REQUESTING', 'APPROVED', 'COMPLETED', 'FAILED'] as const;
export type MpaTopUpStatus = (typeof mpaTopUpStatuses)[number];

/** Wire transfer is the modal's default method (spec 3 §2.2). */
export const DEFAULT_MPA_TOP_UP_METHOD: MpaTopUpMethod = 'WIRE_TRANSFER';

/** Tax per method in percent (mpaTopUpTax): tax on money paid in; none on paid credit, already taxed when bought. */
export const mpaTopUpTaxRates: Record<MpaTopUpMethod, string> = {
  CARD: '9',
  WIRE_TRANSFER: '9',
  PAID_CREDIT: '0',
};

const BASE_UNITS: Record<string, number> = { SGD: 50, IDR: 500_000, MYR: 150, PHP: 2_000 };
const MULTIPLIERS = [1, 2, 5, 10] as const;

/** The recommended amounts, 1×, 2×, 5× and 10× the currency's base (SGD 50, IDR 500000, MYR 150, PHP 2000, else 50), in micros. */
export function mpaRecommendedTopUpAmounts(currency: string): bigint[] {
  const base = BigInt(BASE_UNITS[currency] ?? 50) * MICROS_PER_UNIT;
  return MULTIPLIERS.map((times) => base * BigInt(times));
}

/**
 * Tax and total of a request in micros: tax rounded half up to the currency's fraction digits (6, the micro,
 * when not given), so the invoice adds up on paper.
 */
export function mpaTopUpTotals(
  amountMicros: bigint,
  taxRatePercent: string,
  maxFractionDigits = 6,
): { tax: bigint; total: bigint } {
  const [whole = '0', fraction = ''] = taxRatePercent.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const rate = BigInt(whole + fraction);
  const step = 10n ** BigInt(6 - Math.min(6, Math.max(0, maxFractionDigits)));
  const denominator = 100n * scale * step;
  const tax = ((amountMicros * rate * 2n + denominator) / (2n * denominator)) * step;
  return { tax, total: amountMicros + tax };
}

/**
 * Field-error keys of the top-up calls (the server sends them, the web translates them). Where the company
 * wallet's top-ups already say the same thing, their `billing` key is reused (the web loads a key's namespace
 * on first use); what only Meta top-ups say is in `mpa`.
 */
export const mpaTopUpMessages = {
  amountRequired: metaCampaignMessages.topUpAmountRequired,
  methodRequired: metaCampaignMessages.paymentMethodRequired,
  sellerNotOnboarded: 'mpa:error.sellerNotOnboarded',
  paidCreditTooLow: 'mpa:error.paidCreditTooLow',
  noSavedCard: 'billing:error.noPaymentCard',
  paymentFailed: 'billing:error.paymentFailed',
  paidCreditNotAvailable: 'billing:error.topUpMethodNotAvailable',
  unknownTopUpRequest: 'billing:error.unknownTopUpRequest',
  topUpNotOpen: 'billing:error.topUpNotPending',
  reasonRequired: 'billing:error.requireReason',
} as const;

/**
 * The staff transitions of a wire transfer (spec 3 §2.2): approve a request, complete or fail an open one.
 * COMPLETED and FAILED are final.
 */
const NEXT_STATUSES: Record<MpaTopUpStatus, readonly MpaTopUpStatus[]> = {
  REQUESTING: ['APPROVED', 'COMPLETED', 'FAILED'],
  APPROVED: ['COMPLETED', 'FAILED'],
  COMPLETED: [],
  FAILED: [],
};

export function canMoveMpaTopUp(from: MpaTopUpStatus, to: MpaTopUpStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** The statuses a request may be in to move to `to` (the compare-and-set of the transition). */
export function mpaTopUpStatusesBefore(to: MpaTopUpStatus): MpaTopUpStatus[] {
  return mpaTopUpStatuses.filter((from) => canMoveMpaTopUp(from, to));
}
