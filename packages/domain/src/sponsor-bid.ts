import { formatMicros, fractionDigits, parseDecimalToMicros } from './money';
import type { BidType, SponsorAdType, SponsorCampaignForm } from './sponsor-campaign-form';
import { addError, type FieldErrors, ruleMessage } from './sponsor-messages';
import { numberInputMicros, numberInputProblem } from './sponsor-number-input';

/** Spec 2 §4: AUTOMATED always; MAXIMUM_CPC for product ads; MAXIMUM_CPI for banner ads. */
export function bidTypesFor(adType: SponsorAdType | null | undefined): BidType[] {
  if (adType === 'PRODUCT') return ['AUTOMATED', 'MAXIMUM_CPC'];
  if (adType === 'BANNER') return ['AUTOMATED', 'MAXIMUM_CPI'];
  return ['AUTOMATED'];
}

/** The bid type resets to AUTOMATED when unset or not fitting the campaign type. */
export function normalizeBidType(
  bidType: BidType | string | null | undefined,
  adType: SponsorAdType | null | undefined,
): BidType {
  const allowed = bidTypesFor(adType);
  return allowed.find((type) => type === bidType) ?? 'AUTOMATED';
}

/** Decimals a bid may carry: CPC 2, CPI 6 (spec 2 §9). */
export const BID_DECIMALS = { AUTOMATED: 2, MAXIMUM_CPC: 2, MAXIMUM_CPI: 6 } as const satisfies Record<
  BidType,
  number
>;

export function bidDecimals(bidType: BidType): number {
  return BID_DECIMALS[bidType];
}

type BidFields = Pick<SponsorCampaignForm, 'adType' | 'bidType' | 'bid' | 'targetRoas'>;

/**
 * Bid step rules (spec 2 §5): a fitting bid type; for a non-automatic bid a non-negative amount
 * with at most 2 (CPC) or 6 (CPI) decimals and at least `minBid`, the catalog's minimum for the ad
 * type (a banner's CPI too, decision 0260: the auction drops any bid below it, so a lower one would be
 * saved and never served); the optional target ROAS (percent) at least 0. Fields 'bidType', 'bid',
 * 'targetRoas'.
 */
export function bidErrors(form: BidFields, minBid: string | null = null): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.bidType || !bidTypesFor(form.adType).includes(form.bidType)) {
    addError(errors, 'bidType', ruleMessage('requireBidType'));
  } else if (form.bidType !== 'AUTOMATED') {
    checkBidAmount(errors, form, minBid);
  }
  checkTargetRoas(errors, form.targetRoas ?? '');
  return errors;
}

function checkBidAmount(errors: FieldErrors, form: BidFields, minBid: string | null) {
  const text = (form.bid ?? '').trim();
  if (text.startsWith('-') && parseDecimalToMicros(text) !== null) {
    addError(errors, 'bid', ruleMessage('bidNotNegative'));
    return;
  }
  const problem = numberInputProblem(text);
  if (problem === 'empty') {
    addError(errors, 'bid', ruleMessage('requireFillOutTheField'));
    return;
  }
  if (problem) {
    addError(errors, 'bid', ruleMessage(problem));
    return;
  }
  const decimals = bidDecimals(form.bidType);
  if (fractionDigits(text.replace(/(\.\d*?)0+$/, '$1')) > decimals) {
    addError(errors, 'bid', ruleMessage('tooManyDecimals', { max: decimals }));
  }
  const min = minBid == null || minBid === '' ? null : parseDecimalToMicros(minBid);
  const amount = numberInputMicros(text);
  if (min !== null && amount !== null && amount < min) {
    addError(errors, 'bid', ruleMessage('requireEnterHigherMinimumBid', { min: formatMicros(min) }));
  }
}

function checkTargetRoas(errors: FieldErrors, text: string) {
  const trimmed = text.trim();
  if (trimmed === '') return;
  if (trimmed.startsWith('-') && parseDecimalToMicros(trimmed) !== null) {
    addError(errors, 'targetRoas', ruleMessage('targetRoasNotNegative'));
    return;
  }
  const problem = numberInputProblem(trimmed);
  if (problem && problem !== 'empty') addError(errors, 'targetRoas', ruleMessage(problem));
}

/**
 * A catalog-level bid in SGD micros → the wallet currency, rounded UP to `maxFractionDigits`.
 * Currency rates are units per 1 SGD, so the SGD figure is multiplied by the wallet rate (the spec's
 * "divided by the wallet currency rate" reads the rate the other way round; decision 0074).
 */
export function convertBidToWalletCurrency(
  sgdMicros: bigint,
  walletRate: string | number,
  maxFractionDigits = 2,
): bigint {
  const rate = parseExactDecimal(typeof walletRate === 'number' ? String(walletRate) : walletRate);
  if (rate === null || rate.value <= 0n) throw new Error(`invalid wallet rate: ${walletRate}`);
  const unitStep = 10n ** BigInt(6 - Math.min(6, Math.max(0, maxFractionDigits)));
  const divisor = 10n ** BigInt(rate.scale) * unitStep;
  const exact = sgdMicros * rate.value;
  const quotient = exact / divisor;
  // BigInt division truncates toward zero, which is already the ceiling for negative values.
  return (exact % divisor > 0n ? quotient + 1n : quotient) * unitStep;
}

/** "0.74123456" → { value: 74123456n, scale: 8 }: exchange rates carry up to 8 decimals, finer than micros. */
function parseExactDecimal(text: string): { value: bigint; scale: number } | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { value: BigInt(`${match[1]}${fraction}`), scale: fraction.length };
}
