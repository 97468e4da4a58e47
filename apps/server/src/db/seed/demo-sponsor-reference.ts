import { count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  bannerTypes,
  brands,
  catalogs,
  categories,
  products,
  searchKeywords,
  segments,
} from '../schema/index';

/** The marketplace's banner slots and their exact image sizes (reference data, every install). */
export const referenceBannerTypes = [
  { bannerType: 'DESKTOP_HOME', name: 'Desktop Home', platform: 'DESKTOP', width: 1200, height: 300 },
  { bannerType: 'MOBILE_HOME', name: 'Mobile Home', platform: 'MOBILE', width: 720, height: 360 },
  { bannerType: 'APP_HOME', name: 'App Home', platform: 'APP', width: 1080, height: 540 },
  { bannerType: 'DESKTOP_SEARCH', name: 'Desktop Search', platform: 'DESKTOP', width: 970, height: 250 },
  { bannerType: 'MOBILE_SEARCH', name: 'Mobile Search', platform: 'MOBILE', width: 720, height: 240 },
  { bannerType: 'APP_SEARCH', name: 'App Search', platform: 'APP', width: 1080, height: 360 },
  { bannerType: 'TILE_MOBILE', name: 'Mobile Tile', platform: 'MOBILE', width: 500, height: 500 },
  { bannerType: 'DESKTOP_CATEGORY', name: 'Desktop Category', platform: 'DESKTOP', width: 970, height: 250 },
  { bannerType: 'SEGMENT_BANNER', name: 'Segment Banner', platform: 'DESKTOP', width: 728, height: 90 },
] as const;

/** Audience segments every catalog offers to banners. */
export const referenceSegmentNames = [
  'New Shoppers',
  'Returning Shoppers',
  'High Spenders',
  'Deal Seekers',
  'Women 18-34',
  'Men 18-34',
  'Sports Enthusiasts',
] as const;

/** How many search terms each catalog keeps. */
export const SEARCH_KEYWORDS_PER_CATALOG = 120;

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value;
}

type ProductWords = { catalogId: number; name: string; category: string; brand: string };

/**
 * What shoppers of a catalog search for, rolled up from its products: category names, brands, brand +
 * category and the item words of product names, counted by how many products they find, with a stable
 * per-term spread so rankings are not all ties. Same products, same terms and counts.
 */
export function deriveSearchKeywords(rows: readonly ProductWords[]) {
  const perCatalog = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const terms = perCatalog.get(row.catalogId) ?? new Map<string, number>();
    perCatalog.set(row.catalogId, terms);
    const category = row.category.toLowerCase();
    const brand = row.brand.toLowerCase();
    const item = row.name.toLowerCase().split(/\s+/).slice(-2).join(' ');
    for (const term of new Set([category, brand, `${brand} ${category}`, item]))
      terms.set(term, (terms.get(term) ?? 0) + 1);
  }
  return [...perCatalog].flatMap(([catalogId, terms]) =>
    [...terms]
      .map(([keyword, found]) => ({
        catalogId,
        keyword: keyword.slice(0, 100),
        searchCount: found * 40 + (hash(`${catalogId}:${keyword}`) % 400),
      }))
      .sort((a, b) => b.searchCount - a.searchCount || a.keyword.localeCompare(b.keyword))
      .slice(0, SEARCH_KEYWORDS_PER_CATALOG),
  );
}

/**
 * Banner types and segments (reference data, with or without demo data), then the search log of the
 * demo marketplace once its products exist. Existing rows are kept: staff may have changed them.
 */
export async function seedSponsorReference(db: Db): Promise<void> {
  await db
    .insert(bannerTypes)
    .values(referenceBannerTypes.map((type, position) => ({ ...type, position })))
    .onConflictDoNothing();
  const catalogRows = await db.select({ id: catalogs.id }).from(catalogs);
  if (catalogRows.length)
    await db
      .insert(segments)
      .values(catalogRows.flatMap(({ id }) => referenceSegmentNames.map((name) => ({ catalogId: id, name }))))
      .onConflictDoNothing();

  const [existing] = await db.select({ n: count() }).from(searchKeywords);
  if ((existing?.n ?? 0) > 0) return;
  const rows = await db
    .select({
      catalogId: products.catalogId,
      name: products.name,
      category: categories.name,
      brand: brands.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId));
  const keywords = deriveSearchKeywords(rows);
  for (let start = 0; start < keywords.length; start += 1000)
    await db
      .insert(searchKeywords)
      .values(keywords.slice(start, start + 1000))
      .onConflictDoNothing();
}
