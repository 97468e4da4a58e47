import { asc, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password-hash';
import type { Db } from '../client';
import { catalogs, companies, currencies } from '../schema/index';
import { seedBrands } from './demo-brands';
import { seedCategories } from './demo-categories';
import { seedCompanies } from './demo-companies';
import { buildCompanySpecs } from './demo-companies-extra';
import { assignHouseSellers } from './demo-house-sellers';
import { type ProductCatalog, seedProducts } from './demo-products';
import { seedSellers } from './demo-sellers';
import { DEMO_PASSWORD, seedUsers } from './demo-users';
import { createRandom } from './prng';

export const DEFAULT_DEMO_PRODUCT_COUNT = 5000;

/** Serialises concurrent first starts of several server processes on one database. */
const SEED_LOCK_KEY = 724_310_001;

export type SeedDemoOptions = {
  productCount?: number;
  /** The server's start: the products' price changes lie in the 90 days before it, as the demo history does. */
  now?: Date;
};

async function hasCompanies(db: Db): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).limit(1);
  return rows.length > 0;
}

/**
 * A marketplace to play with: brands, sellers, a category tree, products with price history, companies
 * and the demo users (password DEMO_PASSWORD). Same rows on every run started on the same (UTC) day, the
 * price history's dates moving with that day; does nothing once any company exists, so it never mixes with
 * real data. Needs seedPlatformDefaults and seedReferenceData first.
 */
export async function seedDemoMarketplace(db: Db, options: SeedDemoOptions = {}): Promise<void> {
  if (await hasCompanies(db)) return;
  const productCount = options.productCount ?? DEFAULT_DEMO_PRODUCT_COUNT;
  const now = options.now ?? new Date();
  // Hashed once outside the transaction: argon2 is slow by design and every demo user shares it.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasCompanies(tx)) return;

    const catalogRows = await tx
      .select({
        id: catalogs.id,
        code: catalogs.code,
        baseUrl: catalogs.baseUrl,
        rate: currencies.rate,
        maxFractionDigits: currencies.maxFractionDigits,
      })
      .from(catalogs)
      .innerJoin(currencies, eq(currencies.code, catalogs.currencyCode))
      .orderBy(asc(catalogs.id));
    if (catalogRows.length === 0)
      throw new Error('no catalogs: seedReferenceData must run before seedDemoMarketplace');
    const productCatalogs: ProductCatalog[] = catalogRows.map(({ rate, maxFractionDigits, ...catalog }) => ({
      ...catalog,
      currency: { rate: Number(rate), maxFractionDigits },
    }));

    // One stream per concern, so a change in one part leaves the others' rows as they were.
    const brands = await seedBrands(tx, catalogRows, createRandom(1));
    const sellers = await seedSellers(tx, catalogRows, createRandom(2));
    const leaves = await seedCategories(tx);
    await seedProducts(
      tx,
      { count: productCount, catalogs: productCatalogs, brands, sellers, leaves, now },
      createRandom(3),
    );

    const codeOfCatalog = new Map(catalogRows.map((catalog) => [catalog.id, catalog.code]));
    const catalogsOfBrand = (name: string) =>
      brands.find((brand) => brand.name === name)?.catalogIds.map((id) => codeOfCatalog.get(id) ?? '') ?? [];
    const specs = buildCompanySpecs(createRandom(4), catalogsOfBrand);
    const seededCompanies = await seedCompanies(tx, specs, { brands, sellers }, createRandom(5));
    await assignHouseSellers(
      tx,
      seededCompanies.map((company) => company.id),
    );
    await seedUsers(tx, seededCompanies, passwordHash);
  });
}
