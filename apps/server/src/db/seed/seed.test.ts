import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/auth/password-hash';
import { seedPlatformDefaults } from '../../modules/platform/seed-platform-defaults';
import { openTestDatabase } from '../../testing/test-database';
import type { Database, Db } from '../client';
import {
  brandCatalogs,
  brands,
  catalogs,
  categories,
  companies,
  companySellers,
  currencies,
  memberships,
  priceHistory,
  products,
  roles,
  sellers,
  users,
} from '../schema/index';
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_USER_EMAILS } from './demo-users';
import { seedDemoMarketplace } from './seed-demo-marketplace';
import { seedReferenceData } from './seed-reference-data';

// The seed's start: its price changes lie in the 90 whole (UTC) days before this day (decision 0282).
const NOW = new Date('2026-12-08T02:50:00Z');
const DAY_MS = 86_400_000;

async function freshDatabase(): Promise<Database> {
  const database = await openTestDatabase();
  await seedPlatformDefaults(database.db);
  await seedReferenceData(database.db);
  return database;
}

async function countOf(
  db: Db,
  table:
    | typeof brands
    | typeof products
    | typeof priceHistory
    | typeof users
    | typeof companies
    | typeof memberships
    | typeof categories,
) {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

async function rolesOf(db: Db, email: string) {
  return db
    .select({ company: companies.name, role: roles.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(users.email, email))
    .orderBy(asc(memberships.id));
}

describe('demo marketplace seed (full size)', () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await freshDatabase();
    db = database.db;
    await seedDemoMarketplace(db, { now: NOW });
  }, 60_000);
  afterAll(() => database.close());

  it('adds the reference currencies and catalogs', async () => {
    expect((await db.select().from(currencies)).map((row) => row.code).sort()).toEqual([
      'AUD',
      'BRL',
      'HKD',
      'IDR',
      'MYR',
      'PHP',
      'RUB',
      'SGD',
      'TWD',
      'USD',
    ]);
    expect((await db.select().from(catalogs)).map((row) => row.code)).toEqual([
      'SG',
      'ID',
      'MY',
      'PH',
      'HK',
      'TW',
    ]);
  });

  it('creates brands in 2 to 6 catalogs and at least 5000 products with price history', async () => {
    expect(await countOf(db, brands)).toBeGreaterThanOrEqual(30);
    const perBrand = await db
      .select({ brandId: brandCatalogs.brandId, n: count() })
      .from(brandCatalogs)
      .groupBy(brandCatalogs.brandId);
    expect(perBrand.every((row) => row.n >= 2 && row.n <= 6)).toBe(true);
    expect(await countOf(db, products)).toBeGreaterThanOrEqual(5000);
    const [orphans] = await db
      .select({ n: count() })
      .from(products)
      .leftJoin(
        brandCatalogs,
        and(eq(brandCatalogs.brandId, products.brandId), eq(brandCatalogs.catalogId, products.catalogId)),
      )
      .where(isNull(brandCatalogs.brandId));
    expect(orphans?.n).toBe(0);
    const history = await db
      .select({ productId: priceHistory.productId, n: count() })
      .from(priceHistory)
      .groupBy(priceHistory.productId);
    expect(history).toHaveLength(await countOf(db, products));
    expect(history.every((row) => row.n >= 1 && row.n <= 4)).toBe(true);
    const mismatched = await db.execute(sql`
      select p.id from products p
      join lateral (select black_price_micros from price_history h where h.product_id = p.id order by published_at desc limit 1) last on true
      where last.black_price_micros <> p.price_micros`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('dates the price changes in the 90 days before the start, promotions and markdowns up to its last week', async () => {
    const [span] = await db
      .select({
        first: sql<Date>`min(${priceHistory.publishedAt})`,
        last: sql<Date>`max(${priceHistory.publishedAt})`,
      })
      .from(priceHistory);
    const today = Date.UTC(2026, 11, 8);
    expect(new Date(span!.first).getTime()).toBeGreaterThanOrEqual(today - 90 * DAY_MS);
    expect(new Date(span!.last).getTime()).toBeLessThan(today);
    const lastWeek = await db
      .selectDistinct({ type: priceHistory.priceChangeType })
      .from(priceHistory)
      .where(sql`${priceHistory.publishedAt} >= ${new Date(today - 7 * DAY_MS)}`);
    expect(lastWeek.map((row) => row.type)).toEqual(
      expect.arrayContaining(['promotion', 'permanent_markdown']),
    );
  });

  it('builds a category tree four levels deep and attaches products to its leaves', async () => {
    const rows = await db.select().from(categories);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      const parent = row.parentId === null ? undefined : byId.get(row.parentId);
      expect(row.depth).toBe(parent ? parent.depth + 1 : 1);
    }
    expect(Math.max(...rows.map((row) => row.depth))).toBe(4);
    const used = await db
      .selectDistinct({ depth: categories.depth })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId));
    expect(used).toEqual([{ depth: 4 }]);
  });

  it('gives Acme Fashion sellers in at least three catalogs', async () => {
    const rows = await db
      .selectDistinct({ code: catalogs.code })
      .from(companySellers)
      .innerJoin(companies, eq(companies.id, companySellers.companyId))
      .innerJoin(sellers, eq(sellers.id, companySellers.sellerId))
      .innerJoin(catalogs, eq(catalogs.id, sellers.catalogId))
      .where(eq(companies.name, 'Acme Fashion'));
    expect(rows.map((row) => row.code)).toEqual(expect.arrayContaining(['SG', 'ID', 'MY']));
    expect(await countOf(db, companies)).toBeGreaterThanOrEqual(25);
  });

  it('creates the demo users with their roles and a working password', async () => {
    expect(await rolesOf(db, DEMO_EMAILS.owner)).toEqual([{ company: 'Acme Fashion', role: 'OWNER' }]);
    expect(await rolesOf(db, DEMO_EMAILS.admin)).toEqual([{ company: 'Acme Fashion', role: 'ADMIN' }]);
    expect(await rolesOf(db, DEMO_EMAILS.member)).toEqual([{ company: 'Acme Fashion', role: 'MEMBER' }]);
    expect(await rolesOf(db, DEMO_EMAILS.viewer)).toEqual([{ company: 'Acme Fashion', role: 'VIEWER' }]);
    expect(await rolesOf(db, DEMO_EMAILS.staff)).toEqual([]);
    expect(await rolesOf(db, DEMO_EMAILS.multi)).toEqual([
      { company: 'Acme Fashion', role: 'ADMIN' },
      { company: 'Bolt Apparel', role: 'OWNER' },
    ]);
    expect(await rolesOf(db, DEMO_EMAILS.nobrand)).toEqual([{ company: 'Empty Co', role: 'OWNER' }]);
    expect(await rolesOf(db, DEMO_EMAILS.otp)).toEqual([{ company: 'Acme Fashion', role: 'MEMBER' }]);

    const people = await db
      .select()
      .from(users)
      .where(inArray(users.email, [...DEMO_USER_EMAILS]));
    expect(people).toHaveLength(DEMO_USER_EMAILS.length);
    expect(people.find((user) => user.email === DEMO_EMAILS.staff)?.isStaff).toBe(true);
    expect(people.find((user) => user.email === DEMO_EMAILS.otp)?.enabled2fa).toBe(true);
    expect(await verifyPassword(people[0]!.passwordHash!, DEMO_PASSWORD)).toBe(true);
  });

  it('writes nothing when run again', async () => {
    const tables = [brands, products, priceHistory, users, companies, memberships, categories] as const;
    const before = await Promise.all(tables.map((table) => countOf(db, table)));
    await seedReferenceData(db);
    await seedDemoMarketplace(db, { now: NOW });
    expect(await Promise.all(tables.map((table) => countOf(db, table)))).toEqual(before);
  });
});

describe('demo marketplace seed (determinism)', () => {
  it('writes the same products and price history in two fresh databases started on one day', async () => {
    const snapshots = [];
    // Two moments of one UTC day: the price changes count back from the day, not the second.
    for (const now of [NOW, new Date(NOW.getTime() + 12 * 3_600_000)]) {
      const database = await freshDatabase();
      await seedDemoMarketplace(database.db, { productCount: 300, now });
      snapshots.push({
        products: await database.db
          .select({
            sku: products.sku,
            name: products.name,
            price: products.priceMicros,
            sizes: products.sizes,
          })
          .from(products)
          .orderBy(asc(products.id))
          .limit(50),
        history: await database.db
          .select({
            sku: products.sku,
            publishedAt: priceHistory.publishedAt,
            type: priceHistory.priceChangeType,
            promotionTo: priceHistory.promotionTo,
            black: priceHistory.blackPriceMicros,
          })
          .from(priceHistory)
          .innerJoin(products, eq(products.id, priceHistory.productId))
          .orderBy(asc(priceHistory.id))
          .limit(100),
      });
      await database.close();
    }
    expect(snapshots[0]?.products).toHaveLength(50);
    expect(snapshots[0]?.history).toHaveLength(100);
    expect(snapshots[1]).toEqual(snapshots[0]);
  }, 30_000);
});
