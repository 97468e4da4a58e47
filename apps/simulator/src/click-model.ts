/**
 * How simulated shoppers react to the ads they are shown: typical retail-media figures, not measured
 * ones. A sponsored product at the top of a results page is clicked about 3% of the time, each position
 * below about a fifth less often; a banner well under 1%. After a click, a few percent buy; some of them
 * buy another product of the advertised brand instead (a halo sale).
 */

/** Click rate of the first sponsored product. */
export const FIRST_POSITION_CTR = 0.03;
/** Each position down keeps this share of the one above's click rate. */
export const POSITION_DECAY = 0.8;
/** The click rate never falls below this, however far down. */
export const MIN_PRODUCT_CTR = 0.002;
/** Click rate of a banner. */
export const BANNER_CTR = 0.004;
/** Share of clicks followed by a purchase. */
export const CONVERSION_RATE = 0.08;
/** Share of those purchases that are another SKU of the same brand. */
export const HALO_SHARE = 0.3;

/** Shoppers click less on a phone's small ads than on a desktop's; an app's are the most clicked. */
const platformFactor = { DESKTOP: 1, MOBILE_WEB: 0.85, APP: 1.15 } as const;

export type Placement =
  | { kind: 'product'; position: number; platform: keyof typeof platformFactor }
  | { kind: 'banner'; platform: keyof typeof platformFactor };

/** The chance that a shopper shown this ad clicks it; `position` is 1-based. */
export function clickProbability(placement: Placement): number {
  const factor = platformFactor[placement.platform];
  if (placement.kind === 'banner') return BANNER_CTR * factor;
  const position = Math.max(1, Math.floor(placement.position));
  return Math.max(MIN_PRODUCT_CTR, FIRST_POSITION_CTR * POSITION_DECAY ** (position - 1)) * factor;
}

export type AfterClick = 'nothing' | 'direct' | 'halo';

/**
 * What a shopper does after a click, from two draws in [0, 1): buys the advertised product (direct),
 * another product of its brand (halo), or nothing.
 */
export function afterClick(buyDraw: number, haloDraw: number): AfterClick {
  if (buyDraw >= CONVERSION_RATE) return 'nothing';
  return haloDraw < HALO_SHARE ? 'halo' : 'direct';
}
