/**
 * Spec 2 §9 metric formulas. Ratios are display figures (percent, float); money stays micros.
 * A zero denominator gives 0: a campaign with no impressions has no CTR, not an infinite one.
 */

/** CTR % = 100 × clicks / impressions. */
export function ctr(clicks: number, impressions: number): number {
  return impressions > 0 ? (100 * clicks) / impressions : 0;
}

/** CPM = costs / impressions × 1000, in micros (rounded half up to a micro). */
export function cpm(costsMicros: bigint, impressions: number): bigint {
  if (impressions <= 0) return 0n;
  return divideRounded(costsMicros * 1000n, BigInt(impressions));
}

/** Average CPC = costs / clicks, in micros. */
export function cpc(costsMicros: bigint, clicks: number): bigint {
  if (clicks <= 0) return 0n;
  return divideRounded(costsMicros, BigInt(clicks));
}

/**
 * ROAS % = 100 × value × currency rate / costs. `rate` converts the sales value into the costs'
 * currency (1 when they share one).
 */
export function roas(valueMicros: bigint, costsMicros: bigint, rate: number | string = 1): number {
  if (costsMicros <= 0n) return 0;
  return (100 * Number(valueMicros) * Number(rate)) / Number(costsMicros);
}

/** Conversion % = 100 × purchases (or items) / clicks. The lists' `conv` is direct: purchases / clicks. */
export function conv(conversions: number, clicks: number): number {
  return clicks > 0 ? (100 * conversions) / clicks : 0;
}

/**
 * "Halo sales are added for the new metrics" (spec 2 §9): a new metric's value is the direct figure
 * plus the halo one (sales in micros, or items).
 */
export function withHalo(direct: bigint, halo: bigint): bigint;
export function withHalo(direct: number, halo: number): number;
export function withHalo(direct: bigint | number, halo: bigint | number): bigint | number {
  if (typeof direct === 'bigint' && typeof halo === 'bigint') return direct + halo;
  return Number(direct) + Number(halo);
}

/** The SKU report delivers CPC in hundredths; it is divided by 100 on load. */
export function skuReportCpc(raw: number): number {
  return raw / 100;
}

/** Average monthly cost as the spec computes it: the 3-day cost total divided by 3 (micros). */
export function averageFromThreeDayCost(threeDayCostMicros: bigint): bigint {
  return divideRounded(threeDayCostMicros, 3n);
}

function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const abs = remainder < 0n ? -remainder : remainder;
  if (abs * 2n < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}
