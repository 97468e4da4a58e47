import type { AppDeps } from '../../app-deps';
import { loadCategories, withDescendants } from '../sponsor-catalog/category-tree';
import { answerOf, FORECAST_HISTORY_DAYS, type ForecastAnswer, windowBefore } from './forecast-answer';
import { forecastOf } from './forecast-model';
import { historyDays } from './recorded-history';

export type BannerForecastInput = {
  catalog: { id: number; code: string };
  countDay: 7 | 30;
  /** Banner categories (the pages the banner targets, and below); empty: every page. */
  categoryIds: readonly number[];
  /** Banner types (DESKTOP_HOME…) or request platforms (DESKTOP, MOBILE_WEB, APP); empty: all. */
  platforms: readonly string[];
  /** 0..100: the share of eligible requests the ad set enters (the engine draws it for banners too); absent: 100. */
  trafficControl?: number;
  walletRate: string;
  /** The minimum campaign budget (wallet-currency micros): the suggested daily budget's floor; absent: none. */
  minDailyBudgetMicros?: bigint | null;
};

/**
 * `forecastedBannerPerformance` (spec 2 §7): a banner campaign's impressions, clicks and cost from the
 * catalog's recorded banner slots and the banner ad sets of the same types (decision 0216). Banners bid
 * AUTOMATED here (the wizard asks the bid later): bid factor 1. Traffic control scales it as the engine's
 * draw does (decision 0271; it was taken as 100, so the slider did not move a banner's forecast).
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
  const history = await historyDays(
    deps.db,
    {
      catalogId: input.catalog.id,
      adType: 'BANNER',
      productCategoryIds: null,
      pageCategoryIds: pages,
      // The similar banners are of every category: their share is per slot of every page.
      similarPageCategoryIds: null,
      platforms: input.platforms.length === 0 ? null : input.platforms,
    },
    windowBefore(deps.now(), FORECAST_HISTORY_DAYS),
  );
  const forecast = forecastOf({
    history,
    adType: 'BANNER',
    factor: 1,
    trafficControl: input.trafficControl ?? 100,
    bidMicros: null,
    countDay: input.countDay,
    units: 1,
  });
  return answerOf(forecast, input.walletRate, input.minDailyBudgetMicros ?? null);
}
