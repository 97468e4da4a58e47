/**
 * The auction of one group of slots (issue 13): the sponsored products of a page, or one banner slot.
 *
 * - Rank: bid × predicted CTR (the expected value of showing the ad; for banners, charged per impression,
 *   the predicted CTR works as a quality score so a banner nobody clicks does not win on money alone).
 *   Ties go to the lower `order` (the older ad set), so a decision is deterministic given its inputs.
 * - Reserve: a bid below the minimum bid of its catalog and ad type does not enter.
 * - One ad per key: the key is the SKU (one ad per SKU per page); a SKU several ad sets advertise goes to
 *   the best ranked of them.
 * - Generalized second price: the winner at position i pays the least that keeps its rank: it must still
 *   outrank the next ranked ad (the first loser for the last slot) and its own SKU's runner-up (which
 *   would take the SKU otherwise): other.bid × other.ctr / own.ctr for the higher of the two, rounded up
 *   to the micro, plus 1 micro; at least its minimum bid and at most its own bid. Without anyone to beat
 *   it pays the minimum bid.
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
export type Ranked<T> = {
  bidder: Bidder<T>;
  score: number;
  /** The best score among the other bidders of the same key (the SKU's runner-up), or null. */
  runnerUp: number | null;
};

export function rank<T>(bidders: readonly Bidder<T>[]): Ranked<T>[] {
  const best = new Map<string, Ranked<T>>();
  for (const bidder of bidders) {
    if (!enters(bidder)) continue;
    const score = scoreOf(bidder);
    const current = best.get(bidder.key);
    if (!current) best.set(bidder.key, { bidder, score, runnerUp: null });
    else if (beats(score, bidder.order, current.score, current.bidder.order))
      best.set(bidder.key, { bidder, score, runnerUp: current.score });
    else if (current.runnerUp === null || score > current.runnerUp) current.runnerUp = score;
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
    const { bidder, score, runnerUp } = ranked[i]!;
    // To keep its place the winner must outrank both the next ad and its own SKU's runner-up, which would
    // take the SKU (and this place) otherwise.
    const next = ranked[i + 1]?.score ?? null;
    const toBeat = next === null ? runnerUp : runnerUp === null ? next : Math.max(next, runnerUp);
    winners.push({ bidder, score, position: i + 1, priceMicros: secondPrice(bidder, toBeat) });
  }
  return winners;
}
