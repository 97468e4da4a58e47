import { convertBidToWalletCurrency } from '@portal/domain/sponsor-bid';
import type { AppDeps } from '../../app-deps';
import { loadCategories, withDescendants } from '../sponsor-catalog/category-tree';
import { bidDigits, catalogMinimumBid } from '../sponsor-catalog/recommended-bid';
import { clearingPrices } from './recorded-history';

export type MeasuredBid = {
  recommendedBid: bigint;
  minBid: bigint;
  recommendedBidRange: bigint[];
  /** How many ad sets' clearing prices the figures come from; 0: no history, every figure is the minimum. */
  sampleSize: number;
};

/** The `q` quantile of sorted prices (the next one up between two), null when there are none. */
export function quantileOf(prices: readonly bigint[], q: number): bigint | null {
  return prices[Math.min(prices.length - 1, Math.ceil((prices.length - 1) * q))] ?? null;
}

/** Days of clearing prices a recommended bid reads. */
export const RECOMMENDED_BID_DAYS = 14;

/**
 * The recommended bid from what similar ads paid (decision 0215): each ad set's clearing price over the
 * last 14 days in the catalog (the given categories' products when they have any), SGD micros; the median is the
 * recommendation and the 25th to 75th percentile the range, none below the catalog's minimum; converted
 * to the wallet currency and rounded UP (2 decimals CPC, 6 CPI). No history: the minimum, sampleSize 0.
 */
export async function measuredRecommendedBid({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  input: {
    catalogId: number;
    catalogCode: string;
    adType: 'PRODUCT' | 'BANNER';
    /** Categories asked (and below); empty: the whole catalog. */
    categoryIds: readonly number[];
    walletRate: string;
  };
}): Promise<MeasuredBid> {
  const now = deps.now();
  const categories =
    input.categoryIds.length === 0 ? null : withDescendants(await loadCategories(deps.db), input.categoryIds);
  const window = { from: new Date(now.getTime() - RECOMMENDED_BID_DAYS * 86_400_000), to: now };
  const scope = { catalogId: input.catalogId, adType: input.adType, pageCategoryIds: null, platforms: null };
  // The categories' prices when they have any, else the catalog's.
  let prices = await clearingPrices(deps.db, { ...scope, productCategoryIds: categories }, window);
  if (prices.length === 0 && categories !== null)
    prices = await clearingPrices(deps.db, { ...scope, productCategoryIds: null }, window);
  const min = catalogMinimumBid(input.catalogCode, input.adType);
  const at = (q: number) => {
    const price = quantileOf(prices, q) ?? min;
    // biome-ignore lint/complexity/useMathMinMax: bigints (Math.max throws on them).
    return price > min ? price : min;
  };
  const convert = (sgd: bigint) => convertBidToWalletCurrency(sgd, input.walletRate, bidDigits(input.adType));
  return {
    recommendedBid: convert(at(0.5)),
    minBid: convert(min),
    recommendedBidRange: [convert(at(0.25)), convert(at(0.75))],
    sampleSize: prices.length,
  };
}

/**
 * What the delivery engine's AUTOMATED bids start from (issue 13: "from the recommended bid"): each catalog's
 * measured recommendation per ad type, the median of the last 14 days' clearing prices in SGD micros, as
 * `measuredRecommendedBid` gives it for the whole catalog; absent without history (the engine then keeps its
 * static figure). The app hands it to the delivery index (app.ts), which converts it per wallet currency.
 */
export async function catalogRecommendedBids({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { catalogIds: readonly number[]; now: Date };
}): Promise<Map<string, bigint>> {
  const window = { from: new Date(input.now.getTime() - RECOMMENDED_BID_DAYS * 86_400_000), to: input.now };
  const bids = new Map<string, bigint>();
  for (const catalogId of input.catalogIds)
    for (const adType of ['PRODUCT', 'BANNER'] as const) {
      const scope = { catalogId, adType, pageCategoryIds: null, platforms: null, productCategoryIds: null };
      const median = quantileOf(await clearingPrices(deps.db, scope, window), 0.5);
      if (median !== null) bids.set(`${catalogId}|${adType}`, median);
    }
  return bids;
}
