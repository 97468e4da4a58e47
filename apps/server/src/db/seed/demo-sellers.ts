import type { Db } from '../client';
import { sellers } from '../schema/index';
import type { CatalogRef } from './demo-brands';
import type { Random } from './prng';

export const SELLERS_PER_CATALOG = 8;

const namePrefixes = [
  'Urban',
  'Sunny',
  'Golden',
  'Metro',
  'Island',
  'Harbour',
  'Lucky',
  'Bright',
  'Royal',
  'Green',
  'Star',
  'Ocean',
];
const nameSuffixes = [
  'Closet',
  'Boutique',
  'Style House',
  'Outlet',
  'Fashion Hub',
  'Wardrobe',
  'Trading',
  'Store',
];

export type SeededSeller = { id: number; catalogId: number; originalSellerId: string };

/** Marketplace stores per catalog, with ids like SG-SEL-0001 (the marketplace's own seller id). */
export async function seedSellers(
  db: Db,
  catalogRows: readonly CatalogRef[],
  random: Random,
): Promise<SeededSeller[]> {
  const names = random.sample(
    namePrefixes.flatMap((prefix) => nameSuffixes.map((suffix) => `${prefix} ${suffix}`)),
    catalogRows.length * SELLERS_PER_CATALOG,
  );
  const rows = catalogRows.flatMap((catalog, catalogIndex) =>
    Array.from({ length: SELLERS_PER_CATALOG }, (_, index) => ({
      catalogId: catalog.id,
      name: names[catalogIndex * SELLERS_PER_CATALOG + index] ?? `${catalog.code} Store ${index + 1}`,
      originalSellerId: `${catalog.code}-SEL-${String(index + 1).padStart(4, '0')}`,
      // Every catalog gets at least one store already onboarded for off-site (MPA) ads.
      isMpaOnboarded: index === 0 || random.chance(0.4),
    })),
  );
  return db
    .insert(sellers)
    .values(rows)
    .returning({ id: sellers.id, catalogId: sellers.catalogId, originalSellerId: sellers.originalSellerId });
}
