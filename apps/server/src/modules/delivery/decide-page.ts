import type { DecisionRequest } from '@portal/domain/delivery-api';
import { fitsAudience, type ShopperProfile, shopperProfileOf } from './audience';
import { paceWindowOf, withinPace } from './decide-pacing';
import type { IndexedAdSet, IndexedProduct, ServingCatalog, SpendState } from './delivery-index-model';
import { passesKeywords, relevanceTermOf, type SearchTerm, searchTermOf } from './keyword-match';

/** One request's page, prepared once: what each ad set and SKU is checked against. */
export type Page = {
  request: DecisionRequest;
  nowMs: number;
  served: ServingCatalog;
  term: SearchTerm;
  /** Stems of the search term (relevance of ad sets without keywords). */
  termStems: string[];
  shopper: ShopperProfile;
  /** CATEGORY page: the category and its descendants. */
  categories: ReadonlySet<number> | null;
  /** PRODUCT page: the product shown, when the catalog knows it. */
  product: IndexedProduct | null;
  /**
   * The page's own category, for banner targeting (decision 0260): a CATEGORY page's, the product's on a
   * PRODUCT page, the request's `categoryId` on a SEARCH page (the category the search is in); null where
   * none is known (HOME, a search sent without one).
   */
  categoryId: number | null;
};

export function pageOf(
  request: DecisionRequest,
  served: ServingCatalog,
  categoryTree: ReadonlyMap<number, ReadonlySet<number>>,
  nowMs: number,
): Page {
  const term = searchTermOf(request.pageType === 'SEARCH' ? request.searchTerm : '');
  const product =
    request.pageType === 'PRODUCT' && request.sku ? (served.catalog.products.get(request.sku) ?? null) : null;
  const categoryId =
    request.pageType === 'CATEGORY' || request.pageType === 'SEARCH'
      ? (request.categoryId ?? null)
      : (product?.categoryId ?? null);
  return {
    request,
    nowMs,
    served,
    term,
    termStems: relevanceTermOf(term),
    shopper: shopperProfileOf(request.shopper),
    categories:
      request.pageType === 'CATEGORY' && request.categoryId !== undefined
        ? (categoryTree.get(request.categoryId) ?? new Set([request.categoryId]))
        : null,
    product,
    categoryId,
  };
}

/**
 * Whether an ad set may enter this request at all (before its SKUs or banners are looked at): inside its
 * schedule now, not capped for this shopper, within its daily pace, fitting the shopper's audience, and on
 * a search page passing its keywords and negative keywords. Traffic control is drawn last, only for ad
 * sets that pass everything else, so `trafficControl`% of the requests an ad set is eligible for see it.
 */
export function entersRequest(
  adSet: IndexedAdSet,
  page: Page,
  spend: SpendState,
  capped: ReadonlySet<number>,
  random: () => number,
): boolean {
  if (adSet.startMs > page.nowMs || (adSet.endMs !== null && adSet.endMs < page.nowMs)) return false;
  if (capped.has(adSet.id)) return false;
  const window = paceWindowOf(adSet, page.served, page.served.paceStarts.get(adSet.id));
  if (!withinPace(adSet, spend.daily.get(adSet.id) ?? 0n, window, page.nowMs)) return false;
  if (!fitsAudience(adSet.audience, page.shopper)) return false;
  if (page.request.pageType === 'SEARCH' && !passesKeywords(adSet, page.term)) return false;
  return adSet.trafficControl >= 100 || random() * 100 < adSet.trafficControl;
}
