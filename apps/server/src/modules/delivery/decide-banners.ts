import { SEARCH_PLACEMENTS } from '@portal/domain/sponsor-validation';
import { type Bidder, runAuction, type Winner } from './auction';
import type { Page } from './decide-page';
import type { BannerCreative, IndexedAdSet } from './delivery-index-model';
import { isRelevant } from './keyword-match';

const searchPlacements: ReadonlySet<string> = new Set(SEARCH_PLACEMENTS);

/**
 * Category targeting (decision 0260). Targeted categories (with their descendants) must contain the page's
 * category wherever the page has one (a category page, a product page's product, a search sent with its
 * category). Where the page has none (HOME, a search without one), a search-type creative does not serve:
 * the wizard asks categories for exactly those placements, so they are what the advertiser bought; any
 * other creative (home, segment banners), which the wizard does not make category-targeted, does.
 */
function categoryFits(adSet: IndexedAdSet, creative: BannerCreative, page: Page): boolean {
  if (adSet.bannerCategoryIds.size === 0) return true;
  if (page.categoryId !== null) return adSet.bannerCategoryIds.has(page.categoryId);
  return !searchPlacements.has(creative.bannerType);
}

export type BannerBid = { adSet: IndexedAdSet; creative: BannerCreative };

/**
 * Whether a banner ad set fits the page: its categories (categoryFits), its segments (one of the shopper's
 * tags when the shopper carries tags: unknown does not exclude, as the audience); on a search page, an ad
 * set without keywords needs a relevant SKU on its creative or its brand's name in the term.
 */
export function bannerFitsPage(adSet: IndexedAdSet, creative: BannerCreative, page: Page): boolean {
  if (!categoryFits(adSet, creative, page)) return false;
  const tags = page.shopper.tags;
  if (adSet.segments.size > 0 && tags !== null && !tags.some((tag) => adSet.segments.has(tag))) return false;
  if (page.request.pageType === 'SEARCH' && adSet.keywords.length === 0) {
    if (isRelevant(adSet.brandWords, page.termStems)) return true;
    const products = page.served.catalog.products;
    return creative.skus.some((sku) => {
      const product = products.get(sku);
      return product !== undefined && isRelevant(product.words, page.termStems);
    });
  }
  return true;
}

/**
 * One auction per banner slot the page has, in the order the marketplace listed them; an ad set wins at
 * most one slot of a page (so one brand does not take over every banner).
 */
export function bannerWinners(adSets: readonly IndexedAdSet[], page: Page): Winner<BannerBid>[] {
  const winners: Winner<BannerBid>[] = [];
  const taken = new Set<number>();
  for (const bannerType of new Set(page.request.slots.banners)) {
    const bidders: Bidder<BannerBid>[] = [];
    for (const adSet of adSets) {
      if (adSet.adType !== 'BANNER' || taken.has(adSet.id)) continue;
      const creative = adSet.banners.get(bannerType);
      if (!creative || !bannerFitsPage(adSet, creative, page)) continue;
      bidders.push({
        key: String(adSet.id),
        bidMicros: adSet.bidMicros,
        minBidMicros: adSet.minBidMicros,
        ctr: adSet.ctr,
        order: adSet.id,
        // One company's banners never set each other's price, and bids of other wallets compare in SGD.
        advertiser: adSet.companyId,
        rate: adSet.walletRate,
        item: { adSet, creative },
      });
    }
    const [winner] = runAuction(bidders, 1);
    if (!winner) continue;
    taken.add(winner.bidder.item.adSet.id);
    winners.push(winner);
  }
  return winners;
}
