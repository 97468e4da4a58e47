import { withDescendants } from '../sponsor-catalog/category-tree';
import { recommendedBid } from '../sponsor-catalog/recommended-bid';
import { meetsReserve } from './auction';
import { auctionBid } from './auction-bid';
import { audienceOf } from './audience';
import type { AdSetRow, DeliveryRows, ProductRow } from './delivery-index-load';
import type {
  BannerCreative,
  CatalogIndex,
  HoldReason,
  IndexedAdSet,
  IndexedProduct,
} from './delivery-index-model';
import { parseKeywords, relevanceWordsOf } from './keyword-match';
import { adSetCtr, type History, skuCtr } from './predicted-ctr';

export type BuiltCatalogs = {
  catalogs: Map<number, CatalogIndex>;
  categoryTree: Map<number, ReadonlySet<number>>;
};

type ProductAdRow = DeliveryRows['productAds'][number];

/** A product's `inStock`: stock above 0. */
export const isInStock = (stock: number) => stock > 0;

/** Whether an ad may show a SKU: in the catalog and in stock (product ads' explicit SKUs, banners' SKUs). */
export function isServableSku(
  sku: string,
  bySku: ReadonlyMap<string, Pick<IndexedProduct, 'inStock'>>,
): boolean {
  return bySku.get(sku)?.inStock === true;
}

/**
 * The SKUs a product ad serves (in the catalog, in stock): its explicit SKUs, plus, when it has a dynamic
 * filter (categories with their descendants, sellers, a price range in the catalog currency) or no explicit
 * SKU at all, the products of the ad set's brand the filter matches. An ad with neither SKUs nor a filter
 * serves every product of its brand in the catalog.
 *
 * `ownSellers`: with the flag validate_uploaded_product_seller on, the company's sellers (decision 0267):
 * only their products are served, typed SKUs and the filter's alike, whatever the ad was saved with. null
 * (the flag off): any seller.
 */
export function productAdSkus(
  ad: ProductAdRow,
  brandId: number,
  catalogProducts: readonly IndexedProduct[],
  bySku: ReadonlyMap<string, IndexedProduct>,
  categoryTree: ReadonlyMap<number, ReadonlySet<number>>,
  ownSellers: ReadonlySet<number> | null = null,
): string[] {
  const advertisable = (product: IndexedProduct) => ownSellers === null || ownSellers.has(product.sellerId);
  const found = new Set<string>();
  for (const sku of ad.skus) {
    const product = bySku.get(sku);
    if (product && isServableSku(sku, bySku) && advertisable(product)) found.add(sku);
  }
  const hasFilter =
    ad.categoryIds.length > 0 ||
    ad.sellerIds.length > 0 ||
    ad.minPriceMicros != null ||
    ad.maxPriceMicros != null;
  if (hasFilter || ad.skus.length === 0) {
    const categories = new Set(ad.categoryIds.flatMap((id) => [...(categoryTree.get(id) ?? [])]));
    const sellers = new Set(ad.sellerIds);
    for (const product of catalogProducts) {
      if (!product.inStock || product.brandId !== brandId) continue;
      if (ad.categoryIds.length > 0 && !categories.has(product.categoryId)) continue;
      if (sellers.size > 0 && !sellers.has(product.sellerId)) continue;
      if (!advertisable(product)) continue;
      if (ad.minPriceMicros != null && product.priceMicros < ad.minPriceMicros) continue;
      if (ad.maxPriceMicros != null && product.priceMicros > ad.maxPriceMicros) continue;
      found.add(product.sku);
    }
  }
  return [...found];
}

/**
 * Each company's sellers when the flag validate_uploaded_product_seller is on (`rows`: the loaded
 * `company_sellers`), else null: no company is restricted. A company without a row has none.
 */
export function ownSellersByCompany(
  rows: DeliveryRows['companySellers'] | undefined,
): ReadonlyMap<number, ReadonlySet<number>> | null {
  if (!rows) return null;
  const byCompany = new Map<number, Set<number>>();
  for (const row of rows) {
    const sellers = byCompany.get(row.companyId);
    if (sellers) sellers.add(row.sellerId);
    else byCompany.set(row.companyId, new Set([row.sellerId]));
  }
  return byCompany;
}

const NO_SELLERS: ReadonlySet<number> = new Set();

/**
 * A banner placement's creative, or null when it has nothing to show or nowhere to land (decision 0260): an
 * image, and its landing URL or, without one, a SKU left to land on (spec 2: "a landing url, unless the
 * landing url is empty but products are given"). Its SKUs are those still in the catalog and in stock and,
 * with validate_uploaded_product_seller on (`ownSellers`), sold by the company's sellers (decision 0267); a
 * banner with a landing URL serves without SKUs when none is left.
 */
export function bannerCreative(
  placement: DeliveryRows['placements'][number],
  bySku: ReadonlyMap<string, Pick<IndexedProduct, 'inStock' | 'sellerId'>>,
  ownSellers: ReadonlySet<number> | null = null,
): BannerCreative | null {
  if (!placement.imageUrl) return null;
  const skus = placement.skus.filter(
    (sku) => isServableSku(sku, bySku) && (ownSellers === null || ownSellers.has(bySku.get(sku)!.sellerId)),
  );
  if (!placement.landingUrl?.trim() && skus.length === 0) return null;
  return {
    bannerType: placement.bannerType,
    imageUrl: placement.imageUrl,
    landingUrl: placement.landingUrl,
    deeplink: placement.deeplink,
    skus,
  };
}

/**
 * Whether a banner ad set has nothing to show because its SKUs are gone: it has placements, none is left,
 * and one of them was dropped for its SKUs (an image, no landing URL) rather than for a missing image.
 */
export function bannersLeftWithoutSkus(
  placements: readonly DeliveryRows['placements'][number][],
  banners: ReadonlyMap<string, BannerCreative>,
): boolean {
  if (placements.length === 0 || banners.size > 0) return false;
  return placements.some((placement) => placement.imageUrl && !placement.landingUrl?.trim());
}

/** The name a deleted segment resolves to: no shopper tag is empty, so it matches nobody. */
const UNKNOWN_SEGMENT = '';

/**
 * A banner's targets (decision 0260): each targeted category with its descendants, each segment by its
 * name. A target deleted since must not widen the targeting (an empty set reads as "any"): a category
 * missing from the tree stands for itself alone (no product is in it any more), a segment missing from
 * the segments for the empty name (no shopper carries an empty tag: the API refuses one), so a list whose
 * targets are all gone matches no category and no tagged shopper instead of every one.
 */
export function bannerTargets(
  row: Pick<AdSetRow, 'bannerCategoryIds' | 'segmentIds'>,
  categoryTree: ReadonlyMap<number, ReadonlySet<number>>,
  segmentNames: ReadonlyMap<number, string>,
): { categories: Set<number>; segments: Set<string> } {
  return {
    categories: new Set(
      row.bannerCategoryIds.flatMap((id) => {
        const tree = categoryTree.get(id);
        return tree && tree.size > 0 ? [...tree] : [id];
      }),
    ),
    segments: new Set(row.segmentIds.map((id) => segmentNames.get(id) ?? UNKNOWN_SEGMENT)),
  };
}

/** Whether a non-empty target list has every one of its ids among the deleted ones. */
const allGone = (ids: readonly number[], gone: readonly number[]) =>
  ids.length > 0 && gone.length === new Set(ids).size;

/**
 * Why the engine holds the ad set back (decision 0260, addendum "the engine's status for deleted targets and
 * old bids"), or null. TARGETS_GONE: a banner ad set all of whose categories, or all of whose segments, were
 * deleted (`goneTargets`; some left: it keeps matching those, rule 2). BID_BELOW_MINIMUM: the bid it enters
 * the auction with does not meet the reserve (`meetsReserve`, as `enters` reads it), so it could never win.
 * The targets first: a new bid would not make it serve.
 */
export function holdReason(
  row: Pick<AdSetRow, 'bannerCategoryIds' | 'segmentIds'> & { adType: 'PRODUCT' | 'BANNER' },
  bid: { bidMicros: bigint; minBidMicros: bigint },
  categories: Pick<ReadonlyMap<number, unknown>, 'has'>,
  segments: Pick<ReadonlyMap<number, unknown>, 'has'>,
): HoldReason | null {
  if (row.adType === 'BANNER') {
    const gone = goneTargets(row, categories, segments);
    if (allGone(row.bannerCategoryIds, gone.categories) || allGone(row.segmentIds, gone.segments))
      return 'TARGETS_GONE';
  }
  if (!meetsReserve(bid)) return 'BID_BELOW_MINIMUM';
  return null;
}

/**
 * The targets bannerTargets keeps as deleted, matching nothing (the campaign diagnostics name them), each
 * once: the categories missing from the categories (the category tree has an entry for each) and the
 * segments missing from the segments. `categories` and `segments` answer whether an id exists.
 */
export function goneTargets(
  row: Pick<AdSetRow, 'bannerCategoryIds' | 'segmentIds'>,
  categories: Pick<ReadonlyMap<number, unknown>, 'has'>,
  segments: Pick<ReadonlyMap<number, unknown>, 'has'>,
): { categories: number[]; segments: number[] } {
  return {
    categories: [...new Set(row.bannerCategoryIds)].filter((id) => !categories.has(id)),
    segments: [...new Set(row.segmentIds)].filter((id) => !segments.has(id)),
  };
}

function indexProduct(row: ProductRow, categoryName: string): IndexedProduct {
  return {
    sku: row.sku,
    name: row.name,
    categoryId: row.categoryId,
    brandId: row.brandId,
    sellerId: row.sellerId,
    priceMicros: row.priceMicros,
    inStock: isInStock(row.stock),
    words: relevanceWordsOf(row.name, categoryName),
  };
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Builds every catalog's index from the loaded rows (pure: the same rows give the same index). */
/** `measuredBids`: the catalogs' measured recommended bids, SGD micros by `catalogId|adType` (delivery-index.ts). */
export function buildCatalogIndexes(
  rows: DeliveryRows,
  measuredBids: ReadonlyMap<string, bigint> = new Map(),
): BuiltCatalogs {
  const categoryTree = new Map<number, ReadonlySet<number>>();
  for (const node of rows.categories)
    categoryTree.set(node.id, new Set(withDescendants(rows.categories, [node.id])));
  const categoryNames = new Map(rows.categories.map((node) => [node.id, node.name]));
  const brandNames = new Map(rows.brands.map((row) => [row.id, row.name]));
  const segmentNames = new Map(rows.segments.map((row) => [row.id, row.name.trim().toLowerCase()]));
  const productAds = new Map(rows.productAds.map((row) => [row.adSetId, row]));
  const placements = groupBy(rows.placements, (row) => row.adSetId);
  const history = groupBy(rows.history, (row) => row.adSetId);
  const productsByCatalog = groupBy(rows.products, (row) => row.catalogId);
  const adSetsByCatalog = groupBy(rows.adSets, (row) => row.catalogId);
  const ownSellers = ownSellersByCompany(rows.companySellers);

  const catalogs = new Map<number, CatalogIndex>();
  for (const catalog of rows.catalogs) {
    const list = (productsByCatalog.get(catalog.id) ?? []).map((row) =>
      indexProduct(row, categoryNames.get(row.categoryId) ?? ''),
    );
    const bySku = new Map(list.map((product) => [product.sku, product]));
    const adSets: IndexedAdSet[] = [];
    for (const row of adSetsByCatalog.get(catalog.id) ?? []) {
      const adSet = indexAdSet(row, {
        catalogCode: catalog.code,
        measuredBids,
        productAd: productAds.get(row.id),
        ownSellers: ownSellers ? (ownSellers.get(row.companyId) ?? NO_SELLERS) : null,
        placements: placements.get(row.id) ?? [],
        history: history.get(row.id) ?? [],
        catalogProducts: list,
        bySku,
        categoryTree,
        brandName: brandNames.get(row.brandId) ?? '',
        segmentNames,
      });
      if (adSet) adSets.push(adSet);
    }
    adSets.sort((a, b) => a.id - b.id);
    catalogs.set(catalog.id, {
      id: catalog.id,
      code: catalog.code,
      timeZone: catalog.timeZone,
      products: bySku,
      adSets,
    });
  }
  return { catalogs, categoryTree };
}

function indexAdSet(
  row: AdSetRow,
  context: {
    catalogCode: string;
    measuredBids: ReadonlyMap<string, bigint>;
    productAd: ProductAdRow | undefined;
    /** The company's sellers while validate_uploaded_product_seller is on, else null (productAdSkus). */
    ownSellers: ReadonlySet<number> | null;
    placements: DeliveryRows['placements'];
    history: DeliveryRows['history'];
    catalogProducts: readonly IndexedProduct[];
    bySku: ReadonlyMap<string, IndexedProduct>;
    categoryTree: ReadonlyMap<number, ReadonlySet<number>>;
    brandName: string;
    segmentNames: ReadonlyMap<number, string>;
  },
): IndexedAdSet | null {
  const adType = row.adType === 'BANNER' ? 'BANNER' : 'PRODUCT';
  let skus: string[] = [];
  const banners = new Map<string, BannerCreative>();
  if (adType === 'PRODUCT') {
    if (!context.productAd) return null;
    skus = productAdSkus(
      context.productAd,
      row.brandId,
      context.catalogProducts,
      context.bySku,
      context.categoryTree,
      context.ownSellers,
    );
  } else {
    for (const placement of context.placements) {
      const creative = bannerCreative(placement, context.bySku, context.ownSellers);
      if (creative) banners.set(placement.bannerType, creative);
    }
  }
  const totals: History & { salesMicros: bigint } = { impressions: 0, clicks: 0, salesMicros: 0n };
  for (const item of context.history) {
    totals.impressions += item.impressions;
    totals.clicks += item.clicks;
    totals.salesMicros += item.salesMicros;
  }
  const ctr = adSetCtr(totals);
  const targets = bannerTargets(row, context.categoryTree, context.segmentNames);
  const skuRates = new Map<string, number>();
  for (const item of context.history) if (item.sku !== '') skuRates.set(item.sku, skuCtr(ctr, item));
  const bids = recommendedBid({
    input: {
      catalogCode: context.catalogCode,
      adType,
      walletRate: row.walletRate,
      measuredSgd: context.measuredBids.get(`${row.catalogId}|${adType}`) ?? null,
    },
  });
  const bidMicros = auctionBid({
    bidType: row.bidType,
    bidMicros: row.bidMicros,
    targetRoas: row.targetRoas,
    recommendedMicros: bids.recommendedBid,
    minMicros: bids.minBid,
    // The reports' ROAS: direct sales per charged kind of event (decision 0255).
    history: {
      events: adType === 'PRODUCT' ? totals.clicks : totals.impressions,
      salesMicros: totals.salesMicros,
    },
  });
  return {
    id: row.id,
    campaignId: row.campaignId,
    companyId: row.companyId,
    walletRate: Number(row.walletRate),
    brandId: row.brandId,
    catalogId: row.catalogId,
    adType,
    status: row.status,
    effectiveStatus: row.effectiveStatus,
    startMs: row.startDate.getTime(),
    endMs: row.endDate ? row.endDate.getTime() : null,
    budgetType: row.budgetType,
    budgetDailyMicros: row.budgetDailyMicros,
    budgetTotalMicros: row.budgetTotalMicros,
    bidType: row.bidType,
    bidMicros,
    minBidMicros: bids.minBid,
    keywords: parseKeywords(row.keywords),
    negativeKeywords: parseKeywords(row.negativeKeywords),
    audience: audienceOf({
      minAge: row.minAge,
      maxAge: row.maxAge,
      gender: row.gender,
      locations: row.locations,
      tags: row.tagIds,
    }),
    brandWords: relevanceWordsOf(context.brandName),
    segments: targets.segments,
    trafficControl: Math.max(0, Math.min(100, row.trafficControl)),
    skus,
    banners,
    noSkuLeft: adType === 'PRODUCT' ? skus.length === 0 : bannersLeftWithoutSkus(context.placements, banners),
    hold: holdReason(
      { ...row, adType },
      { bidMicros, minBidMicros: bids.minBid },
      context.categoryTree,
      context.segmentNames,
    ),
    bannerCategoryIds: targets.categories,
    ctr,
    skuCtr: skuRates,
  };
}
