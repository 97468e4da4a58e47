import type { Bidder } from './auction';
import type { Page } from './decide-page';
import type { IndexedAdSet, IndexedProduct } from './delivery-index-model';
import { isRelevant } from './keyword-match';

export type ProductBid = { adSet: IndexedAdSet; sku: string };

/**
 * Whether a SKU of an ad set fits the page: on a search page, an ad set without keywords shows only SKUs
 * relevant to the term (keyword-match.ts `isRelevant`; with keywords, the keyword match was the
 * advertiser's choice and all its SKUs may show); on a category page, SKUs of that category or below;
 * on a product page, never the page's own SKU, and (when the catalog knows the page's product) only SKUs
 * of its category or its brand; on the home page, any.
 */
export function skuFitsPage(adSet: IndexedAdSet, product: IndexedProduct, page: Page): boolean {
  switch (page.request.pageType) {
    case 'SEARCH':
      return adSet.keywords.length > 0 || isRelevant(product.words, page.termStems);
    case 'CATEGORY':
      return page.categories === null || page.categories.has(product.categoryId);
    case 'PRODUCT':
      if (product.sku === page.request.sku) return false;
      return (
        page.product === null ||
        product.categoryId === page.product.categoryId ||
        product.brandId === page.product.brandId
      );
    default:
      return true;
  }
}

/** The auction's bidders for the sponsored products: one per (ad set, SKU) that fits the page. */
export function productBidders(adSets: readonly IndexedAdSet[], page: Page): Bidder<ProductBid>[] {
  const bidders: Bidder<ProductBid>[] = [];
  const products = page.served.catalog.products;
  for (const adSet of adSets) {
    if (adSet.adType !== 'PRODUCT') continue;
    for (const sku of adSet.skus) {
      const product = products.get(sku);
      if (!product || !skuFitsPage(adSet, product, page)) continue;
      bidders.push({
        key: sku,
        bidMicros: adSet.bidMicros,
        minBidMicros: adSet.minBidMicros,
        ctr: adSet.skuCtr.get(sku) ?? adSet.ctr,
        order: adSet.id,
        advertiser: adSet.companyId,
        rate: adSet.walletRate,
        item: { adSet, sku },
      });
    }
  }
  return bidders;
}
