/**
 * The auction of one group of slots (issue 13): the sponsored products of a page, or one banner slot.
 *
 * - Rank: bid × predicted CTR (the expected value of showing the ad; for banners, charged per impression,
 *   the predicted CTR works as a quality score so a banner nobody clicks does not win on money alone).
 *   Ties go to the lower `order` (the older ad set), so a decision is deterministic given its inputs.
 * - Reserve: a bid below the minimum bid of its catalog and ad type does not enter.
 * - One ad per key: the key is the SKU (one ad per SKU per page); a SKU several ad sets advertise goes to
 *   the best ranked of them, and the others drop out before prices are set.
 * - Generalized second price: the winner at position i pays the least that keeps its rank against the
 *   next ranked bidder (the first loser for the last slot): next.bid × next.ctr / own.ctr, rounded up to
 *   the micro, plus 1 micro; at least its minimum bid and at most its own bid. Without a next bidder it
 *   pays the minimum bid.
 */
export type Bidder<T> = {
  /** One ad per key and page (the SKU; a banner slot runs its own auction). */
  key: string;
  bidMicros: bigint;
  minBidMicros: bigint;
  /** Predicted click-through rate, in (0, 1]. */
  ctr: number;
  /** Tie-break: lower wins. */
  order: number;
  item: T;
};

export type Winner<T> = { bidder: Bidder<T>; position: number; priceMicros: bigint; score: number };

export function scoreOf(bidder: Pick<Bidder<unknown>, 'bidMicros' | 'ctr'>): number {
  return Number(bidder.bidMicros) * bidder.ctr;
}

export function enters(bidder: Bidder<unknown>): boolean {
  return bidder.bidMicros > 0n && bidder.bidMicros >= bidder.minBidMicros && bidder.ctr > 0;
}

/** Ranked bidders, one per key, best first. */
export function rank<T>(bidders: readonly Bidder<T>[]): { bidder: Bidder<T>; score: number }[] {
  const best = new Map<string, { bidder: Bidder<T>; score: number }>();
  for (const bidder of bidders) {
    if (!enters(bidder)) continue;
    const score = scoreOf(bidder);
    const current = best.get(bidder.key);
    if (!current || beats(score, bidder.order, current.score, current.bidder.order))
      best.set(bidder.key, { bidder, score });
  }
  return [...best.values()].sort((a, b) => b.score - a.score || a.bidder.order - b.bidder.order);
}

function beats(score: number, order: number, otherScore: number, otherOrder: number): boolean {
  return score > otherScore || (score === otherScore && order < otherOrder);
}

/** The GSP price of `own` against the next ranked bidder (or none). */
export function secondPrice(own: Bidder<unknown>, nextScore: number | null): bigint {
  let price = own.minBidMicros;
  if (nextScore !== null) {
    const keep = BigInt(Math.ceil(nextScore / own.ctr)) + 1n;
    if (keep > price) price = keep;
  }
  // Never above the own bid (bigints: Math.min does not apply).
  if (price > own.bidMicros) price = own.bidMicros;
  return price;
}

export function runAuction<T>(bidders: readonly Bidder<T>[], slots: number): Winner<T>[] {
  if (slots <= 0) return [];
  const ranked = rank(bidders);
  const winners: Winner<T>[] = [];
  for (let i = 0; i < Math.min(slots, ranked.length); i++) {
    const { bidder, score } = ranked[i]!;
    const next = ranked[i + 1];
    winners.push({ bidder, score, position: i + 1, priceMicros: secondPrice(bidder, next?.score ?? null) });
  }
  return winners;
}
