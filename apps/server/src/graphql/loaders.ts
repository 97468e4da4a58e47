import DataLoader from 'dataloader';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  brands,
  catalogs,
  companies,
  companyBrands,
  companySellers,
  currencies,
  roles,
  sellers,
} from '../db/schema/index';
import { sessionCacheOf } from '../modules/auth/session-cache-listener';

export type BrandRow = typeof brands.$inferSelect;
export type SellerRow = typeof sellers.$inferSelect;
export type CatalogRow = typeof catalogs.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;

function groupBy<K, T>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/** A prepared statement per database, built on first use: its SQL is written once, not on every request. */
const prepared = new WeakMap<Db, Map<(db: Db) => unknown, unknown>>();
function preparedOnce<T>(db: Db, prepare: (db: Db) => T): T {
  let statements = prepared.get(db);
  if (!statements) {
    statements = new Map();
    prepared.set(db, statements);
  }
  if (!statements.has(prepare)) statements.set(prepare, prepare(db));
  return statements.get(prepare) as T;
}

/** The brands of companies, by name: every signed-in page asks it (`me { company { brands } }`). */
const prepareBrandsByCompany = (db: Db) =>
  db
    .select({ companyId: companyBrands.companyId, brand: brands })
    .from(companyBrands)
    .innerJoin(brands, eq(brands.id, companyBrands.brandId))
    .where(sql`${companyBrands.companyId} = any(${sql.placeholder('ids')})`)
    .orderBy(brands.name)
    .prepare('brands_by_company');

/**
 * The brands of companies: from this process's cache where it holds them (the session cache's rules,
 * decision 0177), the others read in one statement and kept there.
 */
async function brandsOfCompanies(db: Db, companyIds: readonly number[]): Promise<BrandRow[][]> {
  const cache = sessionCacheOf(db);
  // Read before the query: an invalidation arriving while it runs keeps its possibly older answer out.
  const generation = cache?.generation ?? 0;
  const known = new Map<number, readonly BrandRow[]>();
  for (const id of companyIds) {
    const hit = cache?.getCompanyBrands(id);
    if (hit) known.set(id, hit);
  }
  const missing = companyIds.filter((id) => !known.has(id));
  if (missing.length > 0) {
    const rows = await preparedOnce(db, prepareBrandsByCompany).execute({ ids: missing });
    const grouped = groupBy(rows, (row) => row.companyId);
    for (const id of missing) {
      const read = (grouped.get(id) ?? []).map((row) => row.brand);
      known.set(id, read);
      cache?.setCompanyBrands(id, read, generation);
    }
  }
  return companyIds.map((id) => [...known.get(id)!]);
}

/** Per-request batching, so a list of companies costs one query per relation instead of one per row. */
export function createLoaders(db: Db) {
  return {
    companyById: new DataLoader<number, CompanyRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(companies)
        .where(inArray(companies.id, [...ids]));
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    roleByName: new DataLoader<string, RoleRow | null>(async (names) => {
      const rows = await db
        .select()
        .from(roles)
        .where(inArray(roles.name, [...names]));
      return names.map((name) => rows.find((row) => row.name === name) ?? null);
    }),
    currencyByCode: new DataLoader<string, CurrencyRow | null>(async (codes) => {
      const rows = await db
        .select()
        .from(currencies)
        .where(inArray(currencies.code, [...codes]));
      return codes.map((code) => rows.find((row) => row.code === code) ?? null);
    }),
    catalogById: new DataLoader<number, CatalogRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(catalogs)
        .where(inArray(catalogs.id, [...ids]));
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    brandById: new DataLoader<number, BrandRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(brands)
        .where(inArray(brands.id, [...ids]));
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    brandsByCompany: new DataLoader<number, BrandRow[]>((companyIds) => brandsOfCompanies(db, companyIds)),
    sellersByCompany: new DataLoader<number, SellerRow[]>(async (companyIds) => {
      const rows = await db
        .select({ companyId: companySellers.companyId, seller: sellers })
        .from(companySellers)
        .innerJoin(sellers, eq(sellers.id, companySellers.sellerId))
        .where(inArray(companySellers.companyId, [...companyIds]))
        .orderBy(sellers.catalogId, sellers.name);
      const grouped = groupBy(rows, (row) => row.companyId);
      return companyIds.map((id) => (grouped.get(id) ?? []).map((row) => row.seller));
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
