/**
 * The forecast's arithmetic (docs/decisions/0216, 0262), pure so the replay test and the unit test run it
 * without a database. Per recorded day d of the history window:
 *
 *   impressions(d) = min(opportunities(d) × share(d) × units × bidFactor, opportunities(d)) × trafficControl / 100
 *   clicks(d)      = impressions(d) × ctr(d)
 *   cost(d)        = clicks(d) × cpc(d)   (product ads, charged per click)
 *                  = impressions(d) × cpi(d)   (banners, charged per impression)
 *
 * where opportunities(d) are the slots of the pages the campaign's ad can show on, share(d) what one unit
 * of the similar ads (a product ad set's SKU, a banner ad set) got per slot of the pages THEY served on that
 * day (their impressions / their pages' slots / how many units served), `units` the campaign's (its SKUs; a
 * banner: 1), and no ad shows more often than its pages have slots. So the campaign's own traffic (its
 * categories, platforms) and its size count, not only the average similar ad set. ctr and the clearing
 * price are the similar ads' of that day (the price capped by the bid). Only the days on which a similar unit
 * served say anything about a share: a day on which none ran is left out, not read as "an ad gets nothing"
 * (decision 0281). The range is the 25th and 75th percentile of those days' figures, times the period's days,
 * widened by the counting noise of the period's total and by how little the similar ads' own counts say
 * (a share measured from 39 impressions is known to ±16 %, from 3,900 to ±1.6 %); the cost range is the
 * charged events' range times the 25th and 75th percentile of the daily price.
 */

import { meetsReserve } from '../delivery/auction';

export type DayFigures = {
  day: string;
  /** Slots the marketplace asked for on the pages the campaign's ad could show on. */
  opportunities: number;
  /** Slots on the pages the similar ads could show on (for banners of any category, every page). */
  similarOpportunities: number;
  /** The similar ad sets' figures that day. */
  impressions: number;
  clicks: number;
  costsMicros: bigint;
  /**
   * How many similar units served that day: product ad sets' SKUs, or banner ad sets, each counted by the share
   * of the day its ad set was scheduled (one that started at 16:00 UTC is a third of a unit that day).
   */
  units: number;
};

export type Range = { low: number; high: number };
export type MoneyRange = { low: bigint; high: bigint };
export type Forecast = {
  clicks: Range;
  impressions: Range;
  costMicros: MoneyRange;
  dailyBudgetMicros: bigint | null;
  /** Recorded days the figures come from: days on which similar ads served (0: no forecast, every figure 0). */
  days: number;
};

/** The q-quantile (0..1) of the values, linear between the two nearest; 0 for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const below = Math.floor(at);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/**
 * How a bid fares against the similar ad sets' clearing prices: 2 × the share of prices below it, a price
 * equal to it counting half (a tie is won half the time; decision 0274) — a bid at the median clears like the
 * average similar ad set: 1; above every price: 2; below all: the small share it still beats. So a bid at the
 * minimum where every similar ad set paid the minimum is 1, as AUTOMATED, which the engine bids at that same
 * median (it was 2: the forecast doubled for a bid no higher than the automatic one). A bid that does not meet
 * the auction's reserve (`meetsReserve`: above 0 and at least the catalog's minimum) never enters (0). Null bid
 * (AUTOMATED): 1, the engine bids around the recommended figure.
 */
export function bidFactor(
  bidMicros: bigint | null,
  minBidMicros: bigint,
  clearingPrices: readonly bigint[],
): number {
  if (bidMicros === null) return 1;
  if (!meetsReserve({ bidMicros, minBidMicros })) return 0;
  if (clearingPrices.length === 0) return 1;
  const below = clearingPrices.filter((price) => price < bidMicros).length;
  const tied = clearingPrices.filter((price) => price === bidMicros).length;
  return Math.max(0.1, (2 * below + tied) / clearingPrices.length);
}

export type ModelInput = {
  history: readonly DayFigures[];
  adType: 'PRODUCT' | 'BANNER';
  factor: number;
  /** 0..100 */
  trafficControl: number;
  bidMicros: bigint | null;
  countDay: number;
  /** The campaign's units: the SKUs a product ad promotes, 1 for a banner. */
  units: number;
};

type Daily = { impressions: number; clicks: number; price: number };

/** A day on which similar units served on pages that had slots: the only days that measure a share. */
const measuresShare = (figures: DayFigures) =>
  figures.units > 0 && figures.impressions > 0 && figures.similarOpportunities > 0;

function daily(figures: DayFigures, input: ModelInput): Daily {
  if (figures.opportunities <= 0) return { impressions: 0, clicks: 0, price: 0 };
  const share = figures.impressions / figures.similarOpportunities / figures.units;
  const served = Math.min(figures.opportunities * share * input.units * input.factor, figures.opportunities);
  const impressions = served * (input.trafficControl / 100);
  const clicks = impressions * (figures.clicks / figures.impressions);
  const events = input.adType === 'PRODUCT' ? figures.clicks : figures.impressions;
  let price = events > 0 ? Number(figures.costsMicros) / events : 0;
  if (input.bidMicros !== null && input.bidMicros > 0n) price = Math.min(price, Number(input.bidMicros));
  return { impressions, clicks, price };
}

/**
 * Two standard deviations of a period's total: its counting noise (a Poisson count: a small ad set's week of
 * 40 clicks is 40 ± 13 even when its days are alike) and the noise of the share it was scaled from, which
 * `measured` similar events gave (relative error 1/√measured: a new ad set's first 39 impressions say its
 * rate to ±16 %, a month of 3,900 to ±1.6 %). Nothing expected, nothing added.
 */
const noise = (expected: number, measured: number) =>
  expected > 0 ? 2 * Math.sqrt(expected + 1 + (expected * expected) / Math.max(1, measured)) : 0;

export function forecastOf(input: ModelInput): Forecast {
  const measured = input.history.filter(measuresShare);
  const days = measured.map((figures) => daily(figures, input));
  const total = (pick: (figures: DayFigures) => number) =>
    measured.reduce((sum, figures) => sum + pick(figures), 0);
  const range = (values: number[], evidence: number) => {
    const low = quantile(values, 0.25) * input.countDay;
    // A rare event (a banner's few clicks) is 0 on most days: its mean still says it happens.
    const mean =
      values.length > 0
        ? (values.reduce((sum, value) => sum + value, 0) / values.length) * input.countDay
        : 0;
    const high = Math.max(quantile(values, 0.75) * input.countDay, mean);
    // Widened by the counting noise of the period's total only when the ad would serve at all.
    return high > 0
      ? { low: Math.max(0, low - noise(low, evidence)), high: high + noise(high, evidence) }
      : { low: 0, high: 0 };
  };
  const impressions = range(
    days.map((day) => day.impressions),
    total((figures) => figures.impressions),
  );
  const clicks = range(
    days.map((day) => day.clicks),
    total((figures) => figures.clicks),
  );
  const charged = input.adType === 'PRODUCT' ? clicks : impressions;
  const prices = days.filter((day) => day.price > 0).map((day) => day.price);
  const cost = { low: charged.low * quantile(prices, 0.25), high: charged.high * quantile(prices, 0.75) };
  const dailyCosts = days.map(
    (day) => (input.adType === 'PRODUCT' ? day.clicks : day.impressions) * day.price,
  );
  const dailyCost = quantile(dailyCosts, 0.75);
  return {
    impressions: { low: Math.floor(impressions.low), high: Math.ceil(impressions.high) },
    clicks: { low: Math.floor(clicks.low), high: Math.ceil(clicks.high) },
    costMicros: { low: BigInt(Math.floor(cost.low)), high: BigInt(Math.ceil(cost.high)) },
    dailyBudgetMicros: days.length > 0 && dailyCost > 0 ? BigInt(Math.ceil(dailyCost)) : null,
    days: days.length,
  };
}
