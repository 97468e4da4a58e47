import type { DecisionRequest, DeliveryPlatform, PageType, Shopper } from '@portal/domain/delivery-api';
import { referenceSegmentNames } from '../../server/src/db/seed/demo-sponsor-reference';
import { createRandom, type Random } from '../../server/src/db/seed/prng';
import { type DemoCatalog, type DemoCategory, demoCategories } from './demo-marketplace';
import { searchCategories } from './search-category';

/**
 * Simulated shoppers and the pages they open. Each decision the simulator asks for is one page view: a
 * shopper (one of a fixed crowd, each with the same attributes in every run) on a platform opens a search
 * results page, a category page, a product page or the home page of a catalog, and the page asks for its
 * sponsored products and banners. Product pages show SKUs the simulator has been served as ads before
 * (it never reads the catalog), so they start once the first ads come back.
 */

/** How many different shoppers visit: enough that a frequency cap rarely binds. */
export const SHOPPER_COUNT = 5000;

const locations: Record<string, readonly string[]> = {
  SG: ['Singapore'],
  ID: ['Jakarta', 'Surabaya', 'Bandung', 'Medan'],
  MY: ['Kuala Lumpur', 'Penang', 'Johor Bahru'],
  PH: ['Manila', 'Cebu', 'Davao'],
  HK: ['Hong Kong', 'Kowloon'],
  TW: ['Taipei', 'Kaohsiung', 'Taichung'],
};
/**
 * A shopper's tags are the marketplace's audience segments (the ones the demo catalogs offer banners,
 * demo-sponsor-reference.ts), as a banner's segments are matched against the shopper's tags: interests,
 * and the age group's segment of a shopper it fits.
 */
const interests = referenceSegmentNames.filter((name) => !/\d/.test(name));
const ageGroup = { FEMALE: 'Women 18-34', MALE: 'Men 18-34' } as const;

/**
 * Shopper `index` of the crowd, the same in every run: logged-out shoppers (about a third) are only an
 * id; the others carry an age and gender, and some a location and segments (interests, an age group).
 */
export function shopperOf(index: number, catalog: DemoCatalog): Shopper {
  const random = createRandom(0x5eed + index);
  const shopper: Shopper = { id: `sim-shopper-${catalog.code}-${index}` };
  if (random.chance(0.35)) return shopper;
  shopper.age = random.int(16, 70);
  shopper.gender = random.chance(0.58) ? 'FEMALE' : 'MALE';
  const places = locations[catalog.code];
  if (places && random.chance(0.6)) shopper.location = random.pick(places);
  const tags = random.chance(0.4) ? random.sample(interests, random.int(1, 2)) : [];
  if (shopper.age >= 18 && shopper.age <= 34) tags.push(ageGroup[shopper.gender]);
  if (tags.length > 0) shopper.tags = tags;
  return shopper;
}

/** What the simulator has learnt of each catalog's products from the ads it was served. */
export type SeenProducts = {
  remember: (catalogId: number, sku: string, brandId: number) => void;
  /** A product of the catalog seen before, or null. */
  anySku: (catalogId: number, random: Random) => string | null;
  /** Another product of the same brand in the catalog, or null when none was seen. */
  otherSkuOfBrand: (catalogId: number, brandId: number, sku: string, random: Random) => string | null;
};

/** Keeps at most this many SKUs per catalog and brand (the newest replace old ones). */
const MAX_REMEMBERED = 200;

export function createSeenProducts(): SeenProducts {
  const byCatalog = new Map<number, string[]>();
  const byBrand = new Map<string, string[]>();
  const add = (list: string[], sku: string, random: number) => {
    if (list.includes(sku)) return;
    if (list.length < MAX_REMEMBERED) list.push(sku);
    else list[random % MAX_REMEMBERED] = sku;
  };
  let counter = 0;
  return {
    remember(catalogId, sku, brandId) {
      if (!sku) return;
      counter++;
      const catalogList = byCatalog.get(catalogId) ?? [];
      byCatalog.set(catalogId, catalogList);
      add(catalogList, sku, counter);
      const brandKey = `${catalogId}:${brandId}`;
      const brandList = byBrand.get(brandKey) ?? [];
      byBrand.set(brandKey, brandList);
      add(brandList, sku, counter);
    },
    anySku(catalogId, random) {
      const list = byCatalog.get(catalogId);
      return list?.length ? random.pick(list) : null;
    },
    otherSkuOfBrand(catalogId, brandId, sku, random) {
      const others = (byBrand.get(`${catalogId}:${brandId}`) ?? []).filter((candidate) => candidate !== sku);
      return others.length ? random.pick(others) : null;
    },
  };
}

export type PageVisit = {
  catalog: DemoCatalog;
  /** The category the page is about (category pages; searches for a category's name), if any. */
  category: DemoCategory | null;
  request: DecisionRequest;
};

const platforms: readonly [DeliveryPlatform, number][] = [
  ['DESKTOP', 0.35],
  ['MOBILE_WEB', 0.4],
  ['APP', 0.25],
];
const pages: readonly [PageType, number][] = [
  ['SEARCH', 0.5],
  ['CATEGORY', 0.25],
  ['PRODUCT', 0.15],
  ['HOME', 0.1],
];

function weighted<T>(random: Random, choices: readonly [T, number][]): T {
  let draw = random.next();
  for (const [choice, weight] of choices) {
    draw -= weight;
    if (draw < 0) return choice;
  }
  return choices[choices.length - 1]![0];
}

const bannerPrefix: Record<DeliveryPlatform, string> = {
  DESKTOP: 'DESKTOP',
  MOBILE_WEB: 'MOBILE',
  APP: 'APP',
};

/**
 * The banner slots a page has (the reference banner types, apps/server/src/db/seed/demo-sponsor-reference.ts).
 * The mobile tile sits in the mobile web's product grids, a search's and a category's (decision 0269): it
 * is a search placement, category-targeted, never on the home page (decision 0260).
 */
export function bannerSlots(platform: DeliveryPlatform, page: PageType): string[] {
  const prefix = bannerPrefix[platform];
  const tile = platform === 'MOBILE_WEB' ? ['TILE_MOBILE'] : [];
  switch (page) {
    case 'SEARCH':
      return [`${prefix}_SEARCH`, ...tile];
    case 'HOME':
      return [`${prefix}_HOME`];
    case 'CATEGORY':
      return platform === 'DESKTOP' ? ['DESKTOP_CATEGORY'] : tile;
    case 'PRODUCT':
      return [];
  }
}

/** How many sponsored products a page shows: a results grid has more room than a product page. */
const productSlots: Record<PageType, number> = { SEARCH: 4, CATEGORY: 4, PRODUCT: 2, HOME: 2 };

/** The pages shoppers open, one per call, in the same order for the same seed and the same answers. */
export function createPageVisits(options: {
  random: Random;
  catalogs: readonly DemoCatalog[];
  seen: SeenProducts;
}): () => PageVisit {
  const { random, catalogs, seen } = options;
  return () => {
    const catalog = random.pick(catalogs);
    const shopper = shopperOf(random.int(0, SHOPPER_COUNT - 1), catalog);
    const platform = weighted(random, platforms);
    let pageType = weighted(random, pages);
    const productSku = pageType === 'PRODUCT' ? seen.anySku(catalog.id, random) : null;
    if (pageType === 'PRODUCT' && !productSku) pageType = 'SEARCH';
    const request: DecisionRequest = {
      catalogId: catalog.id,
      platform,
      pageType,
      shopper,
      slots: { products: productSlots[pageType], banners: bannerSlots(platform, pageType) },
    };
    let category: DemoCategory | null = null;
    if (pageType === 'SEARCH') {
      request.searchTerm = random.pick(catalog.searchTerms);
      // A search that lands in a category says so, as a marketplace's search does: category-targeted search
      // banners serve only where the category is known (decisions 0260, 0269). Of several, the shopper
      // filters one.
      const found = searchCategories(request.searchTerm);
      const chosen = found.length > 1 ? random.pick(found) : found[0];
      if (chosen) {
        request.categoryId = chosen.id;
        category = chosen.leaf;
      }
    } else if (pageType === 'CATEGORY') {
      category = random.pick(demoCategories);
      request.categoryId = category.id;
    } else if (pageType === 'PRODUCT') {
      request.sku = productSku!;
    }
    return { catalog, category, request };
  };
}
