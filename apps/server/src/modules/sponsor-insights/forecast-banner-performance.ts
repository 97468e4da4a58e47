import type { AppDeps } from '../../app-deps';
import { loadCategories, withDescendants } from '../sponsor-catalog/category-tree';
import { catalogMinimumBid } from '../sponsor-catalog/recommended-bid';
import {
  answerOf,
  FORECAST_HISTORY_DAYS,
  FORECAST_PRICE_DAYS,
  type ForecastAnswer,
  walletToSgd,
  windowBefore,
} from './forecast-answer';
import { bidFactor, forecastOf } from './forecast-model';
import { clearingPrices, historyDays, type Scope } from './recorded-history';

export type BannerForecastInput = {
  catalog: { id: number; code: string };
  countDay: 7 | 30;
  /** Banner categories (the pages the banner targets, and below); empty: every page. */
  categoryIds: readonly number[];
  /** Banner types (DESKTOP_HOME…) or request platforms (DESKTOP, MOBILE_WEB, APP); empty: all. */
  platforms: readonly string[];
  /** 0..100: the share of eligible requests the ad set enters (the engine draws it for banners too); absent: 100. */
  trafficControl?: number;
  /** A MAXIMUM_CPI bid, wallet-currency micros; null or absent: AUTOMATED. */
  bidMicros?: bigint | null;
  walletRate: string;
  /** The minimum campaign budget (wallet-currency micros): the suggested daily budget's floor; absent: none. */
  minDailyBudgetMicros?: bigint | null;
};

/**
 * `forecastedBannerPerformance` (spec 2 §7): a banner campaign's impressions, clicks and cost from the
 * catalog's recorded banner slots and the banner ad sets of the same types (decision 0216). Traffic control and
 * a maximum CPI scale it as they do a product ad's (decision 0271; both were taken as 100 % and AUTOMATED, so
 * the slider and the bid did not move a banner's forecast): the bid against the clearing prices per impression
 * of those banner ad sets, nothing below the catalog's minimum CPI.
 */
export async function forecastBannerPerformance({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  input: BannerForecastInput;
}): Promise<ForecastAnswer> {
  const pages =
    input.categoryIds.length === 0 ? null : withDescendants(await loadCategories(deps.db), input.categoryIds);
  const scope: Scope = {
    catalogId: input.catalog.id,
    adType: 'BANNER',
    productCategoryIds: null,
    pageCategoryIds: pages,
    // The similar banners are of every category: their share is per slot of every page.
    similarPageCategoryIds: null,
    platforms: input.platforms.length === 0 ? null : input.platforms,
  };
  const now = deps.now();
  const bidMicros = input.bidMicros ?? null;
  const [history, prices] = await Promise.all([
    historyDays(deps.db, scope, windowBefore(now, FORECAST_HISTORY_DAYS)),
    bidMicros === null ? [] : clearingPrices(deps.db, scope, windowBefore(now, FORECAST_PRICE_DAYS)),
  ]);
  const bidSgd = bidMicros === null ? null : walletToSgd(bidMicros, input.walletRate);
  const forecast = forecastOf({
    history,
    adType: 'BANNER',
    factor: bidFactor(bidSgd, catalogMinimumBid(input.catalog.code, 'BANNER'), prices),
    trafficControl: input.trafficControl ?? 100,
    bidMicros: bidSgd,
    countDay: input.countDay,
    units: 1,
  });
  return answerOf(forecast, input.walletRate, input.minDailyBudgetMicros ?? null);
}
