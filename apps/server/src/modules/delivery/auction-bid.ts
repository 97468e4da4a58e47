/**
 * The bid an ad set enters the auction with (issue 13), in wallet-currency micros per charged event (a
 * click for product ads, an impression for banners).
 *
 * - MAXIMUM_CPC / MAXIMUM_CPI: the advertiser's own bid (a missing one reads as the recommended bid).
 * - AUTOMATED: the catalog's recommended bid (measured from clearing prices, decision 0215; the static
 *   figure of sponsor-catalog/recommended-bid.ts without history). With a target ROAS
 *   (percent) and enough history (at least AUTO_BID_MIN_EVENTS charged events in the last 30 days with
 *   sales), the engine bids what keeps the target: the sales value per charged event ÷ (ROAS / 100), e.g.
 *   SGD 2.00 of sales per click at a 400% target bids SGD 0.50. The result stays between the minimum bid
 *   and AUTO_BID_MAX_FACTOR × the recommended bid. Without enough history it bids the recommended bid.
 */
export const AUTO_BID_MIN_EVENTS = 20;
export const AUTO_BID_MAX_FACTOR = 3n;

export function auctionBid(input: {
  bidType: string;
  bidMicros: bigint | null;
  targetRoas: string | number | null;
  recommendedMicros: bigint;
  minMicros: bigint;
  /** Charged events (clicks for product ads, impressions for banners) and sales in the history window. */
  history: { events: number; salesMicros: bigint };
}): bigint {
  if (input.bidType !== 'AUTOMATED') return input.bidMicros ?? input.recommendedMicros;
  const roas = input.targetRoas === null ? Number.NaN : Number(input.targetRoas);
  if (!(roas > 0) || input.history.events < AUTO_BID_MIN_EVENTS || input.history.salesMicros <= 0n)
    return input.recommendedMicros;
  // sales / events / (roas / 100), in integer micros; roas carries at most 2 decimals.
  const roasHundredths = BigInt(Math.round(roas * 100));
  let bid = (input.history.salesMicros * 10_000n) / (BigInt(input.history.events) * roasHundredths);
  const max = input.recommendedMicros * AUTO_BID_MAX_FACTOR;
  if (bid > max) bid = max;
  if (bid < input.minMicros) bid = input.minMicros;
  return bid;
}
