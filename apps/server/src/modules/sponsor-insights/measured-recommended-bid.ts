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
    const price = prices[Math.min(prices.length - 1, Math.ceil((prices.length - 1) * q))] ?? min;
    return Math.max(price, min);
  };
  const convert = (sgd: bigint) => convertBidToWalletCurrency(sgd, input.walletRate, bidDigits(input.adType));
  return {
    recommendedBid: convert(at(0.5)),
    minBid: convert(min),
    recommendedBidRange: [convert(at(0.25)), convert(at(0.75))],
    sampleSize: prices.length,
  };
}
