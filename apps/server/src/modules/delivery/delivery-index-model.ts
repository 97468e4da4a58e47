import type { Audience } from './audience';
import type { Keyword } from './keyword-match';

/**
 * What the delivery index holds (issue 13, decision 0190): per catalog, the ad sets that may serve, with
 * everything a decision needs, so a decision reads no table. Built by delivery-index-build.ts from the
 * rows delivery-index-load.ts reads; budgets and wallets applied by delivery-index-eligibility.ts.
 */

/** Why the engine keeps an ad set from serving (its `effective_status`, spec 2's tooltips). */
export const engineBlockReasons = [
  'EXCEED_BUDGET_DAILY',
  'EXCEED_BUDGET_TOTAL',
  'WALLET_EXCEED_THRESHOLD',
] as const;
export type BlockReason = (typeof engineBlockReasons)[number];

export function isEngineReason(value: string | null | undefined): value is BlockReason {
  return (engineBlockReasons as readonly (string | null | undefined)[]).includes(value);
}

/**
 * Why the engine holds an ad set back for a fault of the ad set itself, which no budget or top-up mends
 * (decision 0260, addendum "the engine's status for deleted targets and old bids"), read at each build:
 *
 * - TARGETS_GONE: a banner ad set all of whose targeted categories, or all of whose segments, were deleted.
 * - BID_BELOW_MINIMUM: its bid is below the catalog's minimum bid (the auction's reserve, `meetsReserve`):
 *   a manual bid saved before decision 0260, or a minimum raised since (the wallet currency's rate).
 *
 * Written as NOT_DELIVERING with the reason; such an ad set is not served, and the engine lifts the hold
 * (DELIVERING) when the cause is gone: a target of that id back in the catalog, the minimum back under
 * the bid.
 */
export const engineHoldReasons = ['TARGETS_GONE', 'BID_BELOW_MINIMUM'] as const;
export type HoldReason = (typeof engineHoldReasons)[number];

export function isEngineHold(value: string | null | undefined): value is HoldReason {
  return (engineHoldReasons as readonly (string | null | undefined)[]).includes(value);
}

/** Any NOT_DELIVERING reason the engine writes, and lifts itself: a budget, the wallet, or a hold. */
export function isEngineNotDelivering(value: string | null | undefined): value is BlockReason | HoldReason {
  return isEngineReason(value) || isEngineHold(value);
}

export type IndexedProduct = {
  sku: string;
  name: string;
  categoryId: number;
  brandId: number;
  sellerId: number;
  priceMicros: bigint;
  inStock: boolean;
  /** Stems of the name and the category's name (keyword-match.ts `relevanceWordsOf`). */
  words: ReadonlySet<string>;
};

export type BannerCreative = {
  bannerType: string;
  imageUrl: string;
  landingUrl: string | null;
  deeplink: string | null;
  skus: string[];
};

export type IndexedAdSet = {
  id: number;
  campaignId: number;
  companyId: number;
  /** Its company's wallet currency in units per SGD: bids and prices are in that currency (decision 0258). */
  walletRate: number;
  brandId: number;
  catalogId: number;
  adType: 'PRODUCT' | 'BANNER';
  /** As stored when the index was built (DELIVERING, SCHEDULED, NOT_DELIVERING). */
  status: string;
  effectiveStatus: string | null;
  startMs: number;
  endMs: number | null;
  budgetType: string;
  budgetDailyMicros: bigint | null;
  budgetTotalMicros: bigint | null;
  bidType: string;
  /** The bid the auction uses: the ad set's own, or the engine's for AUTOMATED (see auto-bid in build). */
  bidMicros: bigint;
  /** The catalog's minimum bid for the ad type, in the company's wallet currency (the reserve price). */
  minBidMicros: bigint;
  keywords: readonly Keyword[];
  negativeKeywords: readonly Keyword[];
  audience: Audience;
  /** Stems of the brand's name: a banner without keywords is relevant to a search naming its brand. */
  brandWords: ReadonlySet<string>;
  /** Lower-cased names of the banner segments it targets; empty: any. */
  segments: ReadonlySet<string>;
  /** 0–100: the share of eligible requests it enters. */
  trafficControl: number;
  /** Product ads: its SKUs in the catalog and in stock. */
  skus: readonly string[];
  /** Banner ads: one creative per banner type (with an image). */
  banners: ReadonlyMap<string, BannerCreative>;
  /**
   * Nothing left to show for want of SKUs: a product ad set without a SKU in the catalog and in stock, a
   * banner ad set whose creatives were all dropped because none of their SKUs is (and no landing URL).
   * The engine completes such an ad set (NO_SKU, delivery-index-status.ts) and revives it when one is back.
   */
  noSkuLeft: boolean;
  /** A fault of the ad set that keeps it from serving until mended (TARGETS_GONE, BID_BELOW_MINIMUM), or null. */
  hold: HoldReason | null;
  /** Banner ads: the categories it targets, with their descendants; empty: any. */
  bannerCategoryIds: ReadonlySet<number>;
  /** Predicted CTR of the ad set and of each of its SKUs with history (predicted-ctr.ts). */
  ctr: number;
  skuCtr: ReadonlyMap<string, number>;
};

export type CatalogIndex = {
  id: number;
  code: string;
  timeZone: string;
  products: ReadonlyMap<string, IndexedProduct>;
  /** Every ad set loaded for the catalog (serving or kept out by budget or wallet). */
  adSets: readonly IndexedAdSet[];
};

/** Spend and wallets, refreshed every few seconds (delivery-index-spend.ts). */
export type SpendState = {
  at: number;
  /** Today's spend per ad set, in its catalog's day. */
  daily: ReadonlyMap<number, bigint>;
  /** Lifetime spend per ad set (`ad_set_spend.total_micros`). */
  total: ReadonlyMap<number, bigint>;
  /** Per company: wallet balance minus spend not charged yet. */
  wallet: ReadonlyMap<number, bigint>;
};

/**
 * When this process saw an ad set start serving today (decide-pacing.ts): its daily budget's pace starts
 * there, with what it had spent today by then.
 */
export type PaceStart = { dayStartMs: number; fromMs: number; spentBeforeMicros: bigint };

/** A catalog's serving ad sets now, after budgets and wallets. */
export type ServingCatalog = {
  catalog: CatalogIndex;
  serving: readonly IndexedAdSet[];
  /** The catalog's current day, for pacing: its first instant and the next day's. */
  dayStartMs: number;
  dayEndMs: number;
  /** Serving ad sets that started serving today after this process's first index (pace-starts.ts). */
  paceStarts: ReadonlyMap<number, PaceStart>;
};

export type DeliveryIndex = {
  builtAt: number;
  refreshedAt: number;
  catalogs: ReadonlyMap<number, ServingCatalog>;
  /** Category → itself and its descendants. */
  categoryTree: ReadonlyMap<number, ReadonlySet<number>>;
  spend: SpendState;
  /** The ad sets kept out, and why (the effective status the engine writes). */
  blocked: ReadonlyMap<number, BlockReason>;
};
