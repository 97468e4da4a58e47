import { bookingDateMessages, daysBetween, formatBookingMessage } from './booking-dates';
import { convertMicros, crossRate, toSgd } from './currency-conversion';
import { decimalText, mulDiv, readDecimal } from './exact-decimal';
import { currencyFractionDigits, roundMicros } from './money';

/**
 * The money of standard booking packages (decision 0240 "Money"): integer micros, percents and rates as
 * decimal strings read exactly (no float), each line rounded once to its currency's digits, half up.
 * `currencies.rate` are units per 1 SGD, so SGD = amount / rate and a venture → wallet rate is
 * walletRate / ventureRate.
 */

export { formatBookingMessage };

/** Every message of decision 0240: keys of the web's `booking` namespace (values through `formatBookingMessage`). */
export const bookingMessages = {
  ...bookingDateMessages,
  permissionDenied: 'common:permissionDenied',
  unknownSort: 'booking:error.unknownSort',
  emptyCart: 'booking:error.emptyCart',
  noBookings: 'booking:error.noBookings',
  packageUnavailable: 'booking:error.packageUnavailable',
  placementNotInPackage: 'booking:error.placementNotInPackage',
  discountNotApplicable: 'booking:error.discountNotApplicable',
  discountNotApplicableToCampaign: 'booking:error.discountNotApplicableToCampaign',
  discountsNotCombinable: 'booking:error.discountsNotCombinable',
  belowMinimum: 'booking:error.belowMinimum',
  voucherMinimum: 'booking:error.voucherMinimum',
  paymentMethodRequired: 'booking:error.paymentMethodRequired',
  paidCreditOnly: 'booking:error.paidCreditOnly',
  termsWireOnly: 'booking:error.termsWireOnly',
  placementUnavailable: 'booking:error.placementUnavailable',
  placementAlreadyBooked: 'booking:error.placementAlreadyBooked',
  notEnoughPaidCredit: 'booking:error.notEnoughPaidCredit',
  cardDeclined: 'booking:error.cardDeclined',
  cannotChangeStatus: 'booking:error.cannotChangeStatus',
  rejectReasonRequired: 'booking:error.rejectReasonRequired',
  fillRequiredFields: 'booking:error.fillRequiredFields',
  notCancellable: 'booking:error.notCancellable',
  notEditable: 'booking:error.notEditable',
  fieldRequired: 'booking:error.fieldRequired',
  fieldTooLong: 'booking:error.fieldTooLong',
  landingUrlOutside: 'booking:error.landingUrlOutside',
  uploadImage: 'booking:error.uploadImage',
  campaignBookingNotReleasable: 'booking:error.campaignBookingNotReleasable',
} as const;

export type BookingMessageKey = keyof typeof bookingMessages;
export type BookingPaymentMethod = 'PAID_CREDIT' | 'CARD' | 'WIRE_TRANSFER';

/** micros × percent / 100, rounded to `digits` fraction digits. */
export function percentOf(micros: bigint, percent: string, digits: number): bigint {
  const p = readDecimal(percent);
  return roundMicros(mulDiv(micros, p.units, 100n * p.scale), digits);
}

/** The smaller of two bigints (Math.min throws on them). */
function smaller(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

function digitsOf(currency: string, given?: number): number {
  return given ?? currencyFractionDigits(currency);
}

// ---- discounts ----

export type Discount = {
  id: string;
  name: string;
  minAmountMicros: bigint;
  discountPercent: string;
  beforeStartDays: number;
  stackable: boolean;
};

/** The discounts a campaign may take: subtotal (SGD) ≥ minAmount and days from today to its start ≥ beforeStart. */
export function applicableDiscounts(input: {
  discounts: Discount[];
  subtotalSgdMicros: bigint;
  today: string;
  startDate: string;
}): Discount[] {
  const days = daysBetween(input.today, input.startDate);
  return input.discounts.filter(
    (discount) => input.subtotalSgdMicros >= discount.minAmountMicros && days >= discount.beforeStartDays,
  );
}

/** Any number of stackable discounts, or one non-stackable one alone; every one applicable. */
export function discountSelectionError(chosen: Discount[], applicable: Discount[]): string | null {
  const applicableIds = new Set(applicable.map((discount) => discount.id));
  const outside = chosen.find((discount) => !applicableIds.has(discount.id));
  if (outside) return formatBookingMessage(bookingMessages.discountNotApplicable, { name: outside.name });
  if (chosen.length > 1 && chosen.some((discount) => !discount.stackable)) {
    return bookingMessages.discountsNotCombinable;
  }
  return null;
}

const PERCENT_SCALE_DIGITS = 6;

/** The chosen discounts' percents added, capped at 100 ('17.5', '100', '0'). */
export function discountPercent(chosen: Discount[]): string {
  const scale = 10n ** BigInt(PERCENT_SCALE_DIGITS);
  const cap = 100n * scale;
  let total = 0n;
  for (const discount of chosen) {
    const p = readDecimal(discount.discountPercent);
    total += mulDiv(p.units, scale, p.scale);
  }
  return decimalText(smaller(total, cap), PERCENT_SCALE_DIGITS, true);
}

// ---- a campaign's price ----

/** One venture segment of a campaign: its placement-week price, how many weeks and placements, its tax. */
export type PricingLine = {
  ventureId: string;
  ventureName: string;
  segmentId: string;
  segmentName: string;
  currency: string;
  currencySymbol: string;
  ventureRate: string;
  walletRate: string;
  walletCurrency: string;
  priceMicros: bigint;
  weeks: number;
  placements: number;
  taxRate: string;
  overseasTaxRate: string;
  ventureCountry: string;
  /** The currencies table's digits; ISO 4217's when absent. */
  fractionDigits?: number;
  walletFractionDigits?: number;
};

export type PricedItem = {
  ventureId: string;
  ventureName: string;
  segmentId: string;
  segmentName: string;
  currency: string;
  currencySymbol: string;
  rate: string;
  taxRate: string;
  subTotal: bigint;
  discountPercent: string;
  discountAmount: bigint;
  taxAmount: bigint;
  total: bigint;
  /** subTotal in the wallet currency: the items' subTotalWallet add up to the campaign's exactly. */
  subTotalWallet: bigint;
  totalWallet: bigint;
};

export type PricedCampaign = {
  items: PricedItem[];
  subTotalWallet: bigint;
  discountWallet: bigint;
  taxWallet: bigint;
  totalWallet: bigint;
  /** Σ subTotal in SGD (before discounts): what discounts' minAmount is checked against. */
  subtotalSgd: bigint;
  /** Σ (subTotal − discount) in SGD: what the package's minPrice is checked against. */
  afterDiscountSgd: bigint;
};

/**
 * Prices a campaign: per line subTotal = price × weeks × placements, discount = percent × subTotal, tax on
 * the rest (overseas tax when the company's country is not the venture's; none for paid credit, taxed when
 * bought), total; each rounded to the venture currency's digits; totalWallet = total × walletRate /
 * ventureRate rounded to the wallet currency's digits. The wallet sums add the items' converted figures.
 */
export function priceCampaign(input: {
  lines: PricingLine[];
  discountPercent: string;
  companyCountry: string;
  paymentMethod: BookingPaymentMethod;
}): PricedCampaign {
  const sums = { subTotalWallet: 0n, discountWallet: 0n, taxWallet: 0n, totalWallet: 0n };
  let subtotalSgd = 0n;
  let afterDiscountSgd = 0n;
  const items = input.lines.map((line): PricedItem => {
    const digits = digitsOf(line.currency, line.fractionDigits);
    const walletDigits = digitsOf(line.walletCurrency, line.walletFractionDigits);
    const toWallet = (micros: bigint) =>
      roundMicros(convertMicros(micros, line.ventureRate, line.walletRate), walletDigits);
    const subTotal = roundMicros(line.priceMicros * BigInt(line.weeks) * BigInt(line.placements), digits);
    const discountAmount = percentOf(subTotal, input.discountPercent, digits);
    // Paid credit was taxed when it was bought: a booking paid with it carries no tax, and says 0 %.
    const taxRate =
      input.paymentMethod === 'PAID_CREDIT'
        ? '0'
        : input.companyCountry !== line.ventureCountry
          ? line.overseasTaxRate
          : line.taxRate;
    const taxAmount = percentOf(subTotal - discountAmount, taxRate, digits);
    const total = subTotal - discountAmount + taxAmount;
    const totalWallet = toWallet(total);
    const subTotalWallet = toWallet(subTotal);
    sums.subTotalWallet += subTotalWallet;
    sums.discountWallet += toWallet(discountAmount);
    sums.taxWallet += toWallet(taxAmount);
    sums.totalWallet += totalWallet;
    subtotalSgd += toSgd(subTotal, line.ventureRate);
    afterDiscountSgd += toSgd(subTotal - discountAmount, line.ventureRate);
    return {
      ventureId: line.ventureId,
      ventureName: line.ventureName,
      segmentId: line.segmentId,
      segmentName: line.segmentName,
      currency: line.currency,
      currencySymbol: line.currencySymbol,
      rate: crossRate(line.ventureRate, line.walletRate),
      taxRate,
      subTotal,
      discountPercent: input.discountPercent,
      discountAmount,
      taxAmount,
      total,
      subTotalWallet,
      totalWallet,
    };
  });
  return { items, ...sums, subtotalSgd, afterDiscountSgd };
}

/** Whether a priced campaign costs less (after discounts) than the package's minimum (SGD micros). */
export function belowMinimum(campaign: PricedCampaign, minPriceSgdMicros: bigint): boolean {
  return campaign.afterDiscountSgd < minPriceSgdMicros;
}

// ---- voucher ----

/**
 * The cart's voucher over its campaigns (pre-tax wallet totals after discounts): a percentage of each, or a
 * fixed amount (at most the cart's total) split in proportion, the last campaign taking the remainder.
 */
export function voucherSplit(input: {
  campaignTotals: bigint[];
  percentage: string | null;
  fixedMicros: bigint | null;
  walletCurrency: string;
  walletFractionDigits?: number;
}): bigint[] {
  const digits = digitsOf(input.walletCurrency, input.walletFractionDigits);
  const totals = input.campaignTotals.map((total) => (total < 0n ? 0n : total));
  if (input.percentage !== null) {
    return totals.map((total) => {
      const share = percentOf(total, input.percentage!, digits);
      return smaller(share, total);
    });
  }
  const cartTotal = totals.reduce((sum, total) => sum + total, 0n);
  if (input.fixedMicros === null || input.fixedMicros <= 0n || cartTotal === 0n) return totals.map(() => 0n);
  const amount = smaller(roundMicros(smaller(input.fixedMicros, cartTotal), digits), cartTotal);
  // Each campaign first gets its proportional share rounded down to the currency's smallest unit; what
  // rounding left over goes to the campaigns with room, last first, so the shares add up to the amount exactly.
  const unit = 10n ** BigInt(Math.max(0, 6 - digits));
  const shares = totals.map((total) => {
    const exact = mulDiv(amount, total, cartTotal);
    return smaller(exact - (exact % unit), total);
  });
  let left = amount - shares.reduce((sum, share) => sum + share, 0n);
  for (let index = shares.length - 1; index >= 0 && left > 0n; index -= 1) {
    const add = smaller(left, totals[index]! - shares[index]!);
    shares[index]! += add;
    left -= add;
  }
  return shares;
}

// ---- refunds ----

/** Refundable percent by days from today to the start: ≥ 14 → 100, 7–13 → 50, else 0. */
export function refundShare(today: string, startDate: string): 0 | 50 | 100 {
  const days = daysBetween(today, startDate);
  if (days >= 14) return 100;
  if (days >= 7) return 50;
  return 0;
}

/** The refunded part of a charge, rounded to the currency's digits. */
export function refundAmount(
  chargedMicros: bigint,
  share: 0 | 50 | 100,
  currency: string,
  fractionDigits?: number,
): bigint {
  if (share === 100) return chargedMicros;
  if (share === 0) return 0n;
  return percentOf(chargedMicros, String(share), digitsOf(currency, fractionDigits));
}
