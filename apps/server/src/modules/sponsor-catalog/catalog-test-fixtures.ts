import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { brands, catalogs, companies, companyBrands, companySellers, products } from '../../db/schema/index';
import type { TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';

export async function signedIn(testApp: TestApp, email: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email)).ok).toBe(true);
  return client;
}

/**
 * Ids the catalog tests need, read from the seeded demo marketplace. `sg` is the catalog and `northwind`
 * the Acme brand with the most products there (names kept short; the demo spreads products at random).
 */
export async function demoFixtures(testApp: TestApp) {
  const db = testApp.deps.db;
  const company = async (name: string) =>
    (await db.select().from(companies).where(eq(companies.name, name)))[0]!;
  const acme = await company('Acme Fashion');
  const bolt = await company('Bolt Apparel');
  const empty = await company('Empty Co');
  const brandIdsOf = async (companyId: number) =>
    (await db.select().from(companyBrands).where(eq(companyBrands.companyId, companyId))).map(
      (row) => row.brandId,
    );
  const acmeBrandIds = await brandIdsOf(acme.id);
  const boltBrandIds = (await brandIdsOf(bolt.id)).filter((id) => !acmeBrandIds.includes(id));
  // The catalog and Acme brand with the most products, among catalogs where Bolt sells too.
  const counts = await db
    .select({ brandId: products.brandId, catalogId: products.catalogId, n: count() })
    .from(products)
    .groupBy(products.brandId, products.catalogId);
  const boltCatalogs = new Set(
    counts.filter((row) => boltBrandIds.includes(row.brandId)).map((row) => row.catalogId),
  );
  const best = counts
    .filter((row) => acmeBrandIds.includes(row.brandId) && boltCatalogs.has(row.catalogId))
    .sort((a, b) => b.n - a.n)[0]!;
  const [sg] = await db.select().from(catalogs).where(eq(catalogs.id, best.catalogId));
  const [northwind] = await db.select().from(brands).where(eq(brands.id, best.brandId));
  const [singapore] = await db.select().from(catalogs).where(eq(catalogs.code, 'SG'));
  const acmeSellerIds = (
    await db.select().from(companySellers).where(eq(companySellers.companyId, acme.id))
  ).map((row) => row.sellerId);
  const northwindSg = await db
    .select()
    .from(products)
    .where(and(eq(products.catalogId, sg!.id), eq(products.brandId, northwind!.id)))
    .orderBy(asc(products.sku));
  const boltSg = await db
    .select()
    .from(products)
    .where(and(eq(products.catalogId, sg!.id), inArray(products.brandId, boltBrandIds)))
    .orderBy(asc(products.sku));
  const [outsideProduct] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.catalogId, sg!.id),
        eq(products.brandId, northwind!.id),
        notInArray(products.sellerId, acmeSellerIds.length ? acmeSellerIds : [0]),
      ),
    )
    .limit(1);
  expect(northwindSg.length).toBeGreaterThan(3);
  expect(boltSg.length).toBeGreaterThan(0);
  return {
    acme,
    bolt,
    empty,
    sg: sg!,
    singapore: singapore!,
    northwind: northwind!,
    acmeBrandIds,
    boltBrandIds,
    acmeSellerIds,
    northwindSg,
    boltSg,
    outsideProduct: outsideProduct ?? null,
  };
}
