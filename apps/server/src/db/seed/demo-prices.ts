import type { PriceChangeRow, PriceChangeType } from '@portal/domain/price-state';
import type { Random } from './prng';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export type CurrencyRef = { rate: number; maxFractionDigits: number };

/**
 * A shelf price in the catalog currency for an amount in SGD: converted by the rate, then rounded up to
 * the kind of figure a shop prints (29.90, 1299.00, 349000, 690), as integer micros.
 */
export function shelfPriceMicros(amountSgd: number, currency: CurrencyRef): bigint {
  const value = amountSgd * currency.rate;
  if (currency.maxFractionDigits === 0) {
    const units = value >= 10_000 ? Math.ceil(value / 10_000) * 10_000 - 1_000 : Math.ceil(value / 10) * 10;
    return BigInt(units) * 1_000_000n;
  }
  let cents: number;
  if (value >= 1_000) cents = (Math.ceil(value / 100) * 100 - 1) * 100;
  else if (value >= 100) cents = Math.ceil(value / 10) * 1_000 - 10;
  else cents = Math.ceil(value) * 100 - 10;
  return BigInt(Math.max(cents, 1)) * 10_000n;
}

/** One `price_history` row as the seed writes it, a change type spec 2 names. */
export type PriceHistoryPlan = PriceChangeRow & { priceChangeType: PriceChangeType };

/** The next change allowed in a state: markdowns are removed before the regular price changes again. */
function nextChange(random: Random, promotion: boolean, markdown: boolean): PriceChangeType {
  if (promotion) return random.pick(['remove_promotion', 'remove_markdowns'] as const);
  if (markdown) return random.pick(['remove_permanent_markdown', 'remove_markdowns'] as const);
  return random.pick(['repricing', 'promotion', 'permanent_markdown'] as const);
}

/** How far back the changes reach: the demo history's 90 days (DEMO_HISTORY_DAYS), so they fall inside it. */
export const PRICE_HISTORY_DAYS = 90;

/**
 * The day the price changes count back from: the start of `now`'s UTC day, as the demo history's days
 * (demo-history-job.ts, UTC days ending at the server's start). Any moment of one day gives the same rows.
 */
export const priceHistoryAnchor = (now: Date): number => Math.floor(now.getTime() / DAY_MS) * DAY_MS;

/**
 * 1 to 4 price events over the 90 whole days before `now`'s day (decision 0282: on the calendar of the demo
 * history, which ends at `now`), first one a repricing, each row the full price state after the change. The
 * regular (black) price in force at the end is `priceSgd`. The draws do not depend on `now`: another day
 * moves the same changes by whole days.
 */
export function planPriceHistory(
  random: Random,
  priceSgd: number,
  currency: CurrencyRef,
  now: Date,
): PriceHistoryPlan[] {
  const anchorMs = priceHistoryAnchor(now);
  const count = random.int(1, 4);
  const days = random
    .sample(
      Array.from({ length: PRICE_HISTORY_DAYS }, (_, index) => index + 1),
      count,
    )
    .sort((a, b) => b - a);
  const types: PriceChangeType[] = ['repricing'];
  let promotion = false;
  let markdown = false;
  for (let index = 1; index < count; index++) {
    const type = nextChange(random, promotion, markdown);
    if (type === 'promotion') promotion = true;
    if (type === 'permanent_markdown') markdown = true;
    if (type.startsWith('remove_')) promotion = markdown = false;
    types.push(type);
  }
  const lastRepricing = types.lastIndexOf('repricing');

  let blackSgd = priceSgd;
  let promo: { micros: bigint; from: Date; to: Date } | null = null;
  let perm: { micros: bigint; from: Date } | null = null;
  return types.map((type, index) => {
    const publishedAt = new Date(anchorMs - days[index]! * DAY_MS + random.int(0, 23) * HOUR_MS);
    if (type === 'repricing')
      blackSgd = index === lastRepricing ? priceSgd : Math.round((priceSgd * random.int(80, 120)) / 100);
    if (type === 'promotion') {
      const to = new Date(publishedAt.getTime() + random.int(3, 21) * DAY_MS);
      promo = {
        micros: shelfPriceMicros((blackSgd * random.int(60, 90)) / 100, currency),
        from: publishedAt,
        to,
      };
    }
    if (type === 'permanent_markdown') {
      perm = { micros: shelfPriceMicros((blackSgd * random.int(50, 85)) / 100, currency), from: publishedAt };
    }
    if (type === 'remove_promotion' || type === 'remove_markdowns') promo = null;
    if (type === 'remove_permanent_markdown' || type === 'remove_markdowns') perm = null;
    return {
      publishedAt,
      blackPriceMicros: shelfPriceMicros(blackSgd, currency),
      promotionPriceMicros: promo?.micros ?? null,
      promotionFrom: promo?.from ?? null,
      promotionTo: promo?.to ?? null,
      permMarkdownPriceMicros: perm?.micros ?? null,
      permMarkdownFrom: perm?.from ?? null,
      priceChangeType: type,
    };
  });
}
