import { and, eq, gt, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { products } from '../../db/schema/index';
import { loadCategories, withAncestors, withDescendants } from '../sponsor-catalog/category-tree';
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

export type ProductForecastInput = {
  catalog: { id: number; code: string };
  /** The brands the ad may promote (the acting company's, or the one asked); null: any (staff). */
  brandIds: readonly number[] | null;
  /** With validate_uploaded_product_seller on, the company's sellers (the engine serves no other's, 0267). */
  companySellerIds: ReadonlySet<number> | null;
  skus: readonly string[];
  categoryIds: readonly number[];
  minPriceMicros: bigint | null;
  maxPriceMicros: bigint | null;
  countDay: 7 | 30;
  trafficControl: number;
  /** Wallet-currency micros; null: AUTOMATED. */
  bidMicros: bigint | null;
  walletRate: string;
  /** The minimum campaign budget (wallet-currency micros): the suggested daily budget's floor; absent: none. */
  minDailyBudgetMicros?: bigint | null;
};

/**
 * The products a product ad would promote, as the engine picks them (delivery-index-build.ts
 * `productAdSkus`): its SKUs in stock, plus the brand's products its filter (categories and below, price
 * range) matches when it has one or no SKU at all; with validate_uploaded_product_seller on, only the
 * company's own sellers' products. Answers their categories and how many SKUs they are.
 */
async function promotedProducts(
  deps: Pick<AppDeps, 'db'>,
  input: ProductForecastInput,
  tree: Awaited<ReturnType<typeof loadCategories>>,
) {
  const brand = input.brandIds === null ? undefined : inArray(products.brandId, [...input.brandIds, -1]);
  const sellers =
    input.companySellerIds === null ? undefined : inArray(products.sellerId, [...input.companySellerIds, -1]);
  const hasFilter =
    input.categoryIds.length > 0 || input.minPriceMicros !== null || input.maxPriceMicros !== null;
  const matches: SQL[] = [];
  if (input.skus.length > 0) matches.push(inArray(products.sku, [...input.skus]));
  if (hasFilter || input.skus.length === 0)
    matches.push(
      and(
        input.categoryIds.length > 0
          ? inArray(products.categoryId, withDescendants(tree, input.categoryIds).concat(-1))
          : undefined,
        input.minPriceMicros !== null ? gte(products.priceMicros, input.minPriceMicros) : undefined,
        input.maxPriceMicros !== null ? lte(products.priceMicros, input.maxPriceMicros) : undefined,
      ) ?? eq(products.catalogId, input.catalog.id),
    );
  const rows = await deps.db
    .select({ categoryId: products.categoryId, skus: sql<number>`count(distinct ${products.sku})::int` })
    .from(products)
    .where(
      and(eq(products.catalogId, input.catalog.id), gt(products.stock, 0), brand, sellers, or(...matches)),
    )
    .groupBy(products.categoryId);
  return {
    categories: rows.map((row) => row.categoryId),
    skus: rows.reduce((sum, row) => sum + Number(row.skus), 0),
  };
}

/**
 * `forecastedPerformance` (spec 2 §7): clicks, impressions and cost for 7 or 30 days and a daily-budget
 * suggestion of a product ad, from the catalog's recorded traffic and the figures of ads of the same
 * categories (forecast-model.ts, decision 0216).
 */
export async function forecastProductPerformance({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  input: ProductForecastInput;
}): Promise<ForecastAnswer> {
  const tree = await loadCategories(deps.db);
  const { categories, skus } = await promotedProducts(deps, input, tree);
  const scope: Scope = {
    catalogId: input.catalog.id,
    adType: 'PRODUCT',
    productCategoryIds: categories,
    pageCategoryIds: [...withAncestors(tree, categories)],
    platforms: null,
  };
  const now = deps.now();
  const [history, prices] = await Promise.all([
    categories.length === 0 ? [] : historyDays(deps.db, scope, windowBefore(now, FORECAST_HISTORY_DAYS)),
    categories.length === 0 ? [] : clearingPrices(deps.db, scope, windowBefore(now, FORECAST_PRICE_DAYS)),
  ]);
  const bidSgd = input.bidMicros === null ? null : walletToSgd(input.bidMicros, input.walletRate);
  const forecast = forecastOf({
    history,
    adType: 'PRODUCT',
    factor: bidFactor(bidSgd, catalogMinimumBid(input.catalog.code, 'PRODUCT'), prices),
    trafficControl: input.trafficControl,
    bidMicros: bidSgd,
    countDay: input.countDay,
    units: skus,
  });
  return answerOf(forecast, input.walletRate, input.minDailyBudgetMicros ?? null);
}
