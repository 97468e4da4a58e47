import type { Db } from '../client';
import { priceHistory, products } from '../schema/index';
import type { SeededBrand } from './demo-brands';
import type { LeafCategory } from './demo-categories';
import type { SizeKind, WordKind } from './demo-category-tree';
import { type CurrencyRef, type PriceHistoryPlan, planPriceHistory, shelfPriceMicros } from './demo-prices';
import type { SeededSeller } from './demo-sellers';
import { chunk, type Random } from './prng';

export type ProductCatalog = { id: number; code: string; baseUrl: string; currency: CurrencyRef };

const sizeRuns: Record<SizeKind, readonly string[]> = {
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  'kids-apparel': ['2Y', '4Y', '6Y', '8Y', '10Y', '12Y'],
  'women-shoes': ['35', '36', '37', '38', '39', '40', '41'],
  'men-shoes': ['39', '40', '41', '42', '43', '44', '45', '46'],
  'kids-shoes': ['26', '27', '28', '29', '30', '31', '32', '33', '34'],
  'one-size': ['One Size'],
};

const words: Record<WordKind, readonly [readonly string[], readonly string[]]> = {
  apparel: [
    ['Linen', 'Cotton', 'Jersey', 'Organic Cotton', 'Ribbed', 'Satin', 'Twill', 'Poplin', 'Recycled'],
    ['Relaxed', 'Slim', 'Oversized', 'Cropped', 'Classic', 'Essential', 'Tailored', 'Everyday'],
  ],
  shoes: [
    ['Leather', 'Suede', 'Canvas', 'Knit', 'Mesh', 'Vegan Leather'],
    ['Classic', 'Everyday', 'Lightweight', 'Cushioned', 'Retro', 'Platform'],
  ],
  bags: [
    ['Leather', 'Canvas', 'Nylon', 'Woven', 'Faux Leather', 'Recycled'],
    ['Structured', 'Mini', 'Everyday', 'Classic', 'Soft', 'Travel'],
  ],
  accessories: [
    ['Minimal', 'Signature', 'Statement', 'Vintage', 'Modern', 'Heritage'],
    ['Classic', 'Essential', 'Everyday', 'Bold', 'Fine', 'Twin'],
  ],
};

/** Several consecutive sizes of the run (a shop rarely lists a whole run). */
function pickSizes(random: Random, kind: SizeKind): string[] {
  const run = sizeRuns[kind];
  if (run.length === 1) return [...run];
  const length = random.int(Math.min(3, run.length), run.length);
  const start = random.int(0, run.length - length);
  return run.slice(start, start + length);
}

type ProductRow = typeof products.$inferInsert;

/**
 * `count` products spread over catalogs, over the brands selling in each catalog, that catalog's sellers
 * and the leaves of the brand's departments; each with 1 to 4 price history rows in the 90 days before `now`.
 */
export async function seedProducts(
  db: Db,
  input: {
    count: number;
    catalogs: readonly ProductCatalog[];
    brands: readonly SeededBrand[];
    sellers: readonly SeededSeller[];
    leaves: readonly LeafCategory[];
    now: Date;
  },
  random: Random,
): Promise<void> {
  const rows: ProductRow[] = [];
  const histories = new Map<string, PriceHistoryPlan[]>();
  for (let index = 0; index < input.count; index++) {
    const catalog = random.pick(input.catalogs);
    const brand = random.pick(input.brands.filter((candidate) => candidate.catalogIds.includes(catalog.id)));
    const leaf = random.pick(
      input.leaves.filter((candidate) => (brand.roots as readonly string[]).includes(candidate.root)),
    );
    const seller = random.pick(input.sellers.filter((candidate) => candidate.catalogId === catalog.id));
    const [materials, styles] = words[leaf.words];
    const priceSgd = random.int(leaf.priceSgd[0], leaf.priceSgd[1]);
    const sku = `${catalog.code}-${brand.code}-${String(index + 1).padStart(6, '0')}`;
    rows.push({
      sku,
      catalogId: catalog.id,
      name: `${brand.name} ${random.pick(materials)} ${random.pick(styles)} ${leaf.item}`,
      imageUrl: `/media/products/${sku}.svg`,
      priceMicros: shelfPriceMicros(priceSgd, catalog.currency),
      stock: random.chance(0.12) ? 0 : random.int(1, 250),
      sizes: pickSizes(random, leaf.sizes),
      sellerId: seller.id,
      brandId: brand.id,
      categoryId: leaf.id,
      link: `${catalog.baseUrl}/p/${sku}`,
    });
    histories.set(sku, planPriceHistory(random, priceSgd, catalog.currency, input.now));
  }

  const historyRows: (typeof priceHistory.$inferInsert)[] = [];
  for (const batch of chunk(rows, 1000)) {
    const inserted = await db
      .insert(products)
      .values(batch)
      .returning({ id: products.id, sku: products.sku });
    for (const product of inserted) {
      for (const plan of histories.get(product.sku) ?? [])
        historyRows.push({ productId: product.id, ...plan });
    }
  }
  for (const batch of chunk(historyRows, 2000)) await db.insert(priceHistory).values(batch);
}
