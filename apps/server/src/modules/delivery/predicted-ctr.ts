/**
 * Predicted click-through rate (issue 13): what the auction multiplies a bid by. Learned from history
 * with a Beta prior, so a new ad starts at the prior's mean instead of at zero and its own figures take
 * over as impressions accumulate.
 *
 * - the ad set: (clicks + a) / (impressions + a + b), with a Beta(a, b) prior of mean 2% worth 100
 *   impressions (a = 2, b = 98);
 * - a SKU of the ad set: the ad set's rate is the prior of the SKU's own figures, worth 50 impressions:
 *   (skuClicks + 50 × adSetRate) / (skuImpressions + 50).
 *
 * History is the last 30 days of `ad_rollups_hourly`, read when the index is built.
 */
export const CTR_PRIOR = { clicks: 2, impressions: 100 } as const;
export const SKU_PRIOR_WEIGHT = 50;

export type History = { impressions: number; clicks: number };

export function adSetCtr(history: History | undefined): number {
  const impressions = Math.max(0, history?.impressions ?? 0);
  const clicks = Math.min(Math.max(0, history?.clicks ?? 0), impressions);
  return (clicks + CTR_PRIOR.clicks) / (impressions + CTR_PRIOR.impressions);
}

export function skuCtr(adSetRate: number, history: History | undefined): number {
  const impressions = Math.max(0, history?.impressions ?? 0);
  const clicks = Math.min(Math.max(0, history?.clicks ?? 0), impressions);
  return (clicks + SKU_PRIOR_WEIGHT * adSetRate) / (impressions + SKU_PRIOR_WEIGHT);
}
