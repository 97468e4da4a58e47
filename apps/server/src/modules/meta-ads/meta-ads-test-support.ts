import { eq, notInArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, companySellers, sellers } from '../../db/schema/index';
import type { TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';

/** Test helpers of the Meta ads API tests (no ledger here: the tests credit Meta wallets themselves). */
export const units = (value: number) => BigInt(value) * 1_000_000n;

export async function signedIn(testApp: TestApp, email: string, password?: string): Promise<TestClient> {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email, password)).ok).toBe(true);
  return client;
}

export async function companyId(testApp: TestApp, name: string): Promise<number> {
  const [row] = await testApp.deps.db.select().from(companies).where(eq(companies.name, name));
  return row!.id;
}

let freshSellers = 0;

/** A new marketplace seller managed by the company (demo pairs are onboarded by the seed), not onboarded. */
export async function unonboardedSeller(testApp: TestApp, company: number): Promise<number> {
  const db = testApp.deps.db;
  const [model] = await db
    .select({ catalogId: sellers.catalogId })
    .from(companySellers)
    .innerJoin(sellers, eq(sellers.id, companySellers.sellerId))
    .where(eq(companySellers.companyId, company))
    .limit(1);
  freshSellers++;
  const [seller] = await db
    .insert(sellers)
    .values({
      catalogId: model!.catalogId,
      name: `Meta Test Store ${freshSellers}`,
      originalSellerId: `meta-test-${company}-${freshSellers}-${Date.now()}`,
    })
    .returning();
  await db.insert(companySellers).values({ companyId: company, sellerId: seller!.id });
  return seller!.id;
}

/** A seller no company-seller link gives to the company. */
export async function strangerSeller(testApp: TestApp, company: number): Promise<number> {
  const db = testApp.deps.db;
  const mine = (await db.select().from(companySellers).where(eq(companySellers.companyId, company))).map(
    (row) => row.sellerId,
  );
  const [row] = await db
    .select()
    .from(sellers)
    .where(notInArray(sellers.id, [0, ...mine]))
    .limit(1);
  return row!.id;
}

export const gqlErrors = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (body.errors ?? []).map((error) => error.extensions?.code);
