import type { Db } from '../client';
import { brandCatalogs, brands } from '../schema/index';
import { chunk, type Random } from './prng';

type Root = 'Women' | 'Men' | 'Kids' | 'Sports';
/** code: three letters used in SKUs; roots: departments the brand makes; catalogs: fixed where companies rely on them. */
type BrandSpec = {
  name: string;
  code: string;
  color: string;
  roots: readonly Root[];
  catalogs?: readonly string[];
};

export const demoBrandSpecs: readonly BrandSpec[] = [
  // Acme Fashion's brands: together they reach SG, ID, MY and beyond.
  {
    name: 'Northwind',
    code: 'NWD',
    color: '#1F4E79',
    roots: ['Women', 'Men'],
    catalogs: ['SG', 'ID', 'MY', 'PH', 'HK', 'TW'],
  },
  { name: 'Lumen & Loom', code: 'LUM', color: '#C2185B', roots: ['Women'], catalogs: ['SG', 'MY', 'PH'] },
  {
    name: 'Harbor Lane',
    code: 'HBL',
    color: '#2E7D32',
    roots: ['Men', 'Women'],
    catalogs: ['SG', 'ID', 'MY'],
  },
  { name: 'Kite Athletics', code: 'KTA', color: '#F57C00', roots: ['Sports'], catalogs: ['ID', 'MY', 'TW'] },
  // Bolt Apparel's brands.
  { name: 'Bolt Active', code: 'BLT', color: '#FFC107', roots: ['Sports'], catalogs: ['SG', 'MY'] },
  {
    name: 'Ironbark Denim',
    code: 'IRB',
    color: '#3E2723',
    roots: ['Men', 'Women'],
    catalogs: ['SG', 'MY', 'HK'],
  },
  { name: 'Velvet Fern', code: 'VLF', color: '#6A1B9A', roots: ['Women'], catalogs: ['MY', 'PH'] },
  { name: 'Saffron Street', code: 'SAF', color: '#E65100', roots: ['Women'] },
  { name: 'Mistral', code: 'MST', color: '#0097A7', roots: ['Women', 'Men'] },
  { name: 'Copper Fox', code: 'CPF', color: '#BF360C', roots: ['Men'] },
  { name: 'Pebble & Pine', code: 'PBP', color: '#558B2F', roots: ['Kids'] },
  { name: 'Oceanic Threads', code: 'OCT', color: '#01579B', roots: ['Men', 'Sports'] },
  { name: 'Marigold Mae', code: 'MGM', color: '#F9A825', roots: ['Women', 'Kids'] },
  { name: 'Tidewater', code: 'TDW', color: '#00695C', roots: ['Men'] },
  { name: 'Blue Heron', code: 'BHR', color: '#1565C0', roots: ['Women'] },
  { name: 'Juniper Row', code: 'JPR', color: '#33691E', roots: ['Women', 'Men'] },
  { name: 'Solstice Studio', code: 'SLS', color: '#D84315', roots: ['Women'] },
  { name: 'Atlas Footwear', code: 'ATL', color: '#424242', roots: ['Men', 'Women'] },
  { name: 'Cinder & Sage', code: 'CDS', color: '#5D4037', roots: ['Men'] },
  { name: 'Little Sprout', code: 'LSP', color: '#7CB342', roots: ['Kids'] },
  { name: 'Tiny Tribe', code: 'TTR', color: '#FF7043', roots: ['Kids'] },
  { name: 'Monsoon Mode', code: 'MSM', color: '#0277BD', roots: ['Women'] },
  { name: 'Paper Crane', code: 'PPC', color: '#B71C1C', roots: ['Women', 'Men'] },
  { name: 'Urban Nomad', code: 'UBN', color: '#37474F', roots: ['Men', 'Sports'] },
  { name: 'Quill & Quartz', code: 'QQZ', color: '#8E24AA', roots: ['Women'] },
  { name: 'Sable Coast', code: 'SBC', color: '#263238', roots: ['Men'] },
  { name: 'Ember Sport', code: 'EMB', color: '#D32F2F', roots: ['Sports'] },
  { name: 'Lotus Bay', code: 'LTB', color: '#EC407A', roots: ['Women'] },
  { name: 'Granite Peak', code: 'GRP', color: '#546E7A', roots: ['Sports', 'Men'] },
  { name: 'Mango Tango', code: 'MGT', color: '#FB8C00', roots: ['Women', 'Kids'] },
  { name: 'Silk Road Atelier', code: 'SRA', color: '#AD1457', roots: ['Women'] },
  { name: 'Aurora Knit', code: 'ARK', color: '#5E35B1', roots: ['Women', 'Kids'] },
  { name: 'Drift Supply', code: 'DFT', color: '#00838F', roots: ['Men', 'Sports'] },
  { name: 'Wren & Willow', code: 'WRW', color: '#689F38', roots: ['Women', 'Kids'] },
  { name: 'Halcyon', code: 'HLC', color: '#0D47A1', roots: ['Women', 'Men'] },
  { name: 'Nova Kicks', code: 'NVK', color: '#212121', roots: ['Sports', 'Men'] },
  { name: 'Bamboo Basics', code: 'BMB', color: '#9E9D24', roots: ['Men', 'Women', 'Kids'] },
  { name: 'Coral Reef Swim', code: 'CRS', color: '#FF5252', roots: ['Women', 'Kids'] },
];

export type SeededBrand = {
  id: number;
  name: string;
  code: string;
  roots: readonly Root[];
  catalogIds: number[];
};
export type CatalogRef = { id: number; code: string };

/** Inserts the brands and where each sells (2 to 6 catalogs). */
export async function seedBrands(
  db: Db,
  catalogRows: readonly CatalogRef[],
  random: Random,
): Promise<SeededBrand[]> {
  const inserted = await db
    .insert(brands)
    .values(demoBrandSpecs.map(({ name, color }) => ({ name, color })))
    .returning({ id: brands.id, name: brands.name });
  const idByName = new Map(inserted.map((row) => [row.name, row.id]));
  const catalogIdByCode = new Map(catalogRows.map((catalog) => [catalog.code, catalog.id]));

  const seeded = demoBrandSpecs.map((spec): SeededBrand => {
    const codes =
      spec.catalogs ??
      random.sample(
        catalogRows.map((catalog) => catalog.code),
        random.int(2, Math.min(6, catalogRows.length)),
      );
    const catalogIds = codes
      .map((code) => catalogIdByCode.get(code))
      .filter((id): id is number => id !== undefined)
      .sort((a, b) => a - b);
    return { id: idByName.get(spec.name)!, name: spec.name, code: spec.code, roots: spec.roots, catalogIds };
  });

  const links = seeded.flatMap((brand) =>
    brand.catalogIds.map((catalogId) => ({ brandId: brand.id, catalogId })),
  );
  for (const rows of chunk(links, 500)) await db.insert(brandCatalogs).values(rows);
  return seeded;
}
