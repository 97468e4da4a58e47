/**
 * The price of a SKU over time from its `price_history` rows (spec 2 §3 "Price history"): each row is a
 * change of one kind, applied in publishing order. The state answers, at an instant, the regular (black)
 * price, the permanent markdown price once its start has come, and the promotion price inside its window.
 * The SKU price-history chart draws those prices (decision 0212); the demo history sells at the price in
 * effect (decision 0277).
 */
export const priceChangeTypes = [
  'permanent_markdown',
  'promotion',
  'repricing',
  'remove_markdowns',
  'remove_permanent_markdown',
  'remove_promotion',
] as const;
export type PriceChangeType = (typeof priceChangeTypes)[number];

export type PriceChangeRow = {
  publishedAt: Date;
  blackPriceMicros: bigint;
  promotionPriceMicros: bigint | null;
  promotionFrom: Date | null;
  promotionTo: Date | null;
  permMarkdownPriceMicros: bigint | null;
  permMarkdownFrom: Date | null;
  priceChangeType: string;
};

export type PriceState = {
  blackPriceMicros: bigint;
  markdown: { priceMicros: bigint; from: Date } | null;
  promotion: { priceMicros: bigint; from: Date; to: Date | null } | null;
};

const isKnown = (type: string): type is PriceChangeType =>
  (priceChangeTypes as readonly string[]).includes(type);

/**
 * The state after one change. Every row carries the black price in force after it. A markdown or
 * promotion without its price is no markdown or promotion; one without its start starts when published.
 * Null for a change type spec 2 does not name: the caller logs it and keeps the state it had.
 */
export function applyPriceChange(state: PriceState | null, row: PriceChangeRow): PriceState | null {
  if (!isKnown(row.priceChangeType)) return null;
  const base: PriceState = state ?? {
    blackPriceMicros: row.blackPriceMicros,
    markdown: null,
    promotion: null,
  };
  const next: PriceState = { ...base, blackPriceMicros: row.blackPriceMicros };
  switch (row.priceChangeType) {
    case 'repricing':
      return next;
    case 'permanent_markdown':
      return {
        ...next,
        markdown:
          row.permMarkdownPriceMicros === null
            ? null
            : { priceMicros: row.permMarkdownPriceMicros, from: row.permMarkdownFrom ?? row.publishedAt },
      };
    case 'promotion':
      return {
        ...next,
        promotion:
          row.promotionPriceMicros === null
            ? null
            : {
                priceMicros: row.promotionPriceMicros,
                from: row.promotionFrom ?? row.publishedAt,
                to: row.promotionTo,
              },
      };
    case 'remove_markdowns':
      return { ...next, markdown: null, promotion: null };
    case 'remove_permanent_markdown':
      return { ...next, markdown: null };
    case 'remove_promotion':
      return { ...next, promotion: null };
  }
}

/** The three prices in force at `at` (null: no markdown or promotion then). */
export function pricesAt(state: PriceState, at: Date) {
  const time = at.getTime();
  const { markdown, promotion } = state;
  return {
    blackPriceMicros: state.blackPriceMicros,
    permMarkdownPriceMicros: markdown && markdown.from.getTime() <= time ? markdown.priceMicros : null,
    promotionPriceMicros:
      promotion && promotion.from.getTime() <= time && (!promotion.to || time <= promotion.to.getTime())
        ? promotion.priceMicros
        : null,
  };
}

export type PriceTimeline = readonly { at: Date; state: PriceState }[];

/**
 * A timeline of states from the rows in publishing order. A row of an unknown type is handed to
 * `onUnknown` (spec 2 §8: "Reported in the log") and skipped.
 */
export function priceTimeline(
  rows: readonly PriceChangeRow[],
  onUnknown: (row: PriceChangeRow) => void,
): PriceTimeline {
  const timeline: { at: Date; state: PriceState }[] = [];
  let state: PriceState | null = null;
  for (const row of [...rows].sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime())) {
    const next = applyPriceChange(state, row);
    if (!next) {
      onUnknown(row);
      continue;
    }
    state = next;
    timeline.push({ at: row.publishedAt, state });
  }
  return timeline;
}

/** The state in force at `at`: the last change published at or before it (null before the first). */
export function stateAt(timeline: PriceTimeline, at: Date): PriceState | null {
  let found: PriceState | null = null;
  for (const entry of timeline) {
    if (entry.at.getTime() > at.getTime()) break;
    found = entry.state;
  }
  return found;
}

/**
 * The price a shopper pays at `at` (decision 0277): the lowest of the prices in force then, so a running
 * promotion's price or a started markdown's, else the black price. Null before the first change.
 */
export function priceInEffectAt(timeline: PriceTimeline, at: Date): bigint | null {
  const state = stateAt(timeline, at);
  if (!state) return null;
  const prices = pricesAt(state, at);
  let lowest = prices.blackPriceMicros;
  for (const reduced of [prices.permMarkdownPriceMicros, prices.promotionPriceMicros])
    if (reduced !== null && reduced < lowest) lowest = reduced;
  return lowest;
}
