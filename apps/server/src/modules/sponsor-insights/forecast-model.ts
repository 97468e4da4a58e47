/**
 * The forecast's arithmetic (docs/decisions/0216), pure so the replay test and the unit test run it
 * without a database. Per recorded day d of the history window:
 *
 *   impressions(d) = opportunities(d) × share(d) × bidFactor × trafficControl / 100
 *   clicks(d)      = impressions(d) × ctr(d)
 *   cost(d)        = clicks(d) × cpc(d)   (product ads, charged per click)
 *                  = impressions(d) × cpi(d)   (banners, charged per impression)
 *
 * where share(d) is what one similar ad set got per opportunity that day (the similar ad sets'
 * impressions / opportunities / how many of them served), ctr and the clearing price are the similar ad
 * sets' of that day (the price capped by the bid). The range is the 25th and 75th percentile of the daily
 * figures, times the period's days.
 */

export type DayFigures = {
  day: string;
  /** Slots the marketplace asked for on the pages the ad could show on. */
  opportunities: number;
  /** The similar ad sets' figures that day. */
  impressions: number;
  clicks: number;
  costsMicros: bigint;
  /** How many similar ad sets served that day. */
  adSets: number;
};

export type Range = { low: number; high: number };
export type MoneyRange = { low: bigint; high: bigint };
export type Forecast = {
  clicks: Range;
  impressions: Range;
  costMicros: MoneyRange;
  dailyBudgetMicros: bigint | null;
  /** Recorded days the figures come from (0: no history, every figure is 0). */
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
 * How a bid fares against the similar ad sets' clearing prices: 2 × the share of prices at or below it
 * (a bid at the median clears like the average similar ad set: 1; above every price: 2; below all: the
 * small share it still beats). A bid below the catalog's minimum never enters (0). Null bid
 * (AUTOMATED): 1, the engine bids around the recommended figure.
 */
export function bidFactor(
  bidMicros: bigint | null,
  minBidMicros: bigint,
  clearingPrices: readonly bigint[],
): number {
  if (bidMicros === null) return 1;
  if (bidMicros < minBidMicros || bidMicros <= 0n) return 0;
  if (clearingPrices.length === 0) return 1;
  const beaten = clearingPrices.filter((price) => price <= bidMicros).length;
  return Math.max(0.1, (2 * beaten) / clearingPrices.length);
}

export type ModelInput = {
  history: readonly DayFigures[];
  adType: 'PRODUCT' | 'BANNER';
  factor: number;
  /** 0..100 */
  trafficControl: number;
  bidMicros: bigint | null;
  countDay: number;
};

type Daily = { impressions: number; clicks: number; costMicros: number };

function daily(figures: DayFigures, input: ModelInput): Daily {
  if (figures.opportunities <= 0 || figures.adSets <= 0 || figures.impressions <= 0)
    return { impressions: 0, clicks: 0, costMicros: 0 };
  const share = figures.impressions / figures.opportunities / figures.adSets;
  const impressions = figures.opportunities * share * input.factor * (input.trafficControl / 100);
  const clicks = impressions * (figures.clicks / figures.impressions);
  const events = input.adType === 'PRODUCT' ? figures.clicks : figures.impressions;
  let price = events > 0 ? Number(figures.costsMicros) / events : 0;
  if (input.bidMicros !== null && input.bidMicros > 0n) price = Math.min(price, Number(input.bidMicros));
  const costMicros = (input.adType === 'PRODUCT' ? clicks : impressions) * price;
  return { impressions, clicks, costMicros };
}

export function forecastOf(input: ModelInput): Forecast {
  const days = input.history.map((figures) => daily(figures, input));
  const range = (pick: (day: Daily) => number) => ({
    low: quantile(days.map(pick), 0.25) * input.countDay,
    high: quantile(days.map(pick), 0.75) * input.countDay,
  });
  const impressions = range((day) => day.impressions);
  const clicks = range((day) => day.clicks);
  const cost = range((day) => day.costMicros);
  const dailyCost = quantile(
    days.map((day) => day.costMicros),
    0.75,
  );
  return {
    impressions: { low: Math.floor(impressions.low), high: Math.ceil(impressions.high) },
    clicks: { low: Math.floor(clicks.low), high: Math.ceil(clicks.high) },
    costMicros: { low: BigInt(Math.floor(cost.low)), high: BigInt(Math.ceil(cost.high)) },
    dailyBudgetMicros: days.length > 0 && dailyCost > 0 ? BigInt(Math.ceil(dailyCost)) : null,
    days: days.length,
  };
}
