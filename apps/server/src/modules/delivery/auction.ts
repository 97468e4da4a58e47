/**
 * The auction of one group of slots (issue 13): the sponsored products of a page, or one banner slot.
 *
 * - Rank: bid × predicted CTR (the expected value of showing the ad; for banners, charged per impression,
 *   the predicted CTR works as a quality score so a banner nobody clicks does not win on money alone).
 *   Ties go to the lower `order` (the older ad set), so a decision is deterministic given its inputs.
 * - Reserve: a bid below the minimum bid of its catalog and ad type does not enter.
 * - One ad per key: the key is the SKU (one ad per SKU per page); a SKU several ad sets advertise goes to
 *   the best ranked of them.
 * - Generalized second price against competitors only (decision 0258): an advertiser (a company) never
 *   bids against itself. The winner at position i pays the least that keeps its rank against its
 *   competition: it must still outrank the first ad below it of another advertiser (a winner or, past the
 *   slots, a loser) and its own SKU's best runner-up of another advertiser (which would take the SKU
 *   otherwise): other.bid × other.ctr / own.ctr for the higher of the two, rounded up to the micro, plus 1
 *   micro; at least its minimum bid and at most its own bid. Without a competitor it pays the minimum bid.
 * - One currency (decision 0258): bids are in each advertiser's wallet currency, so they are compared as SGD
 *   (bid ÷ the wallet's rate, units per SGD) and a price is brought back into the winner's currency
 *   (× its rate). Without a rate a bidder's currency is the common one.
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
  /**
   * Who pays (the company): bidders of one advertiser never set each other's price. Without it the
   * bidder is an advertiser of its own (banners: one bidder per ad set and slot).
   */
  advertiser?: number;
  /** The bidder's wallet currency in units per SGD (the bids' and prices' unit); absent: 1. */
  rate?: number;
  item: T;
};

export type Winner<T> = { bidder: Bidder<T>; position: number; priceMicros: bigint; score: number };

/** The expected value of showing the ad, in SGD micros: comparable across wallet currencies. */
export function scoreOf(bidder: Pick<Bidder<unknown>, 'bidMicros' | 'ctr' | 'rate'>): number {
  return (Number(bidder.bidMicros) / (bidder.rate ?? 1)) * bidder.ctr;
}

/** The reserve (decision 0190): a bid above 0 and at least the minimum bid of its catalog and ad type. */
export function meetsReserve(bid: Pick<Bidder<unknown>, 'bidMicros' | 'minBidMicros'>): boolean {
  return bid.bidMicros > 0n && bid.bidMicros >= bid.minBidMicros;
}

export function enters(bidder: Bidder<unknown>): boolean {
  return meetsReserve(bidder) && bidder.ctr > 0;
}

/** Whether two bidders compete on price: different advertisers, or bidders without one. */
export function competes(a: Bidder<unknown>, b: Bidder<unknown>): boolean {
  return a !== b && (a.advertiser === undefined || a.advertiser !== b.advertiser);
}

/** Ranked bidders, one per key, best first. */
export type Ranked<T> = {
  bidder: Bidder<T>;
  score: number;
  /** The best score among the other bidders of the same key from another advertiser, or null. */
  runnerUp: number | null;
};

export function rank<T>(bidders: readonly Bidder<T>[]): Ranked<T>[] {
  const byKey = new Map<string, { bidder: Bidder<T>; score: number }[]>();
  for (const bidder of bidders) {
    if (!enters(bidder)) continue;
    const entry = { bidder, score: scoreOf(bidder) };
    const same = byKey.get(bidder.key);
    if (same) same.push(entry);
    else byKey.set(bidder.key, [entry]);
  }
  const ranked: Ranked<T>[] = [];
  for (const entries of byKey.values()) {
    let best = entries[0]!;
    for (const entry of entries)
      if (beats(entry.score, entry.bidder.order, best.score, best.bidder.order)) best = entry;
    let runnerUp: number | null = null;
    for (const entry of entries)
      if (competes(entry.bidder, best.bidder) && (runnerUp === null || entry.score > runnerUp))
        runnerUp = entry.score;
    ranked.push({ ...best, runnerUp });
  }
  return ranked.sort((a, b) => b.score - a.score || a.bidder.order - b.bidder.order);
}

function beats(score: number, order: number, otherScore: number, otherOrder: number): boolean {
  return score > otherScore || (score === otherScore && order < otherOrder);
}

/** The GSP price of `own` against the competitor's score it must beat (or none). */
export function secondPrice(own: Bidder<unknown>, nextScore: number | null): bigint {
  let price = own.minBidMicros;
  if (nextScore !== null) {
    // The score to beat (SGD) per own click rate, in the own wallet currency.
    const keep = BigInt(Math.ceil((nextScore * (own.rate ?? 1)) / own.ctr)) + 1n;
    if (keep > price) price = keep;
  }
  // Never above the own bid (bigints: Math.min does not apply).
  if (price > own.bidMicros) price = own.bidMicros;
  return price;
}

/**
 * For each ranked position, the first position below it whose bidder competes with it, or -1. One pass
 * from the bottom: when the next one down is the same advertiser, its own first competitor is ours too.
 */
function rivalsBelow(ranked: readonly Ranked<unknown>[]): number[] {
  const rivals = new Array<number>(ranked.length).fill(-1);
  for (let i = ranked.length - 2; i >= 0; i--)
    rivals[i] = competes(ranked[i]!.bidder, ranked[i + 1]!.bidder) ? i + 1 : rivals[i + 1]!;
  return rivals;
}

export function runAuction<T>(bidders: readonly Bidder<T>[], slots: number): Winner<T>[] {
  if (slots <= 0) return [];
  const ranked = rank(bidders);
  const rivals = rivalsBelow(ranked);
  const winners: Winner<T>[] = [];
  for (let i = 0; i < Math.min(slots, ranked.length); i++) {
    const { bidder, score, runnerUp } = ranked[i]!;
    // To keep its place the winner must outrank both the next competing ad and its own SKU's competing
    // runner-up, which would take the SKU (and this place) otherwise.
    const next = rivals[i]! >= 0 ? ranked[rivals[i]!]!.score : null;
    const toBeat = next === null ? runnerUp : runnerUp === null ? next : Math.max(next, runnerUp);
    winners.push({ bidder, score, position: i + 1, priceMicros: secondPrice(bidder, toBeat) });
  }
  return winners;
}
