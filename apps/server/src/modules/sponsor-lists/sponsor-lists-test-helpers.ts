import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { brands, catalogs, companies, companyBrands, users } from '../../db/schema/index';
import type { TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { type CampaignSeed, insertCampaign } from './insert-campaign';

export const DAY_MS = 86_400_000;
export const units = (whole: number) => BigInt(whole) * 1_000_000n;

export type Company = { id: number; brandId: number; catalogId: number };

/** A demo company with one of its brands and that brand's first catalog (by code). */
export async function companyNamed(
  db: Db,
  name: string,
  brandName: string,
  catalogCode = 'SG',
): Promise<Company> {
  const [company] = await db.select().from(companies).where(eq(companies.name, name));
  const [brand] = await db
    .select({ id: brands.id })
    .from(companyBrands)
    .innerJoin(brands, eq(brands.id, companyBrands.brandId))
    .where(and(eq(companyBrands.companyId, company!.id), eq(brands.name, brandName)));
  const [catalog] = await db.select().from(catalogs).where(eq(catalogs.code, catalogCode));
  return { id: company!.id, brandId: brand!.id, catalogId: catalog!.id };
}

export async function userId(db: Db, email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

/** A campaign of `company` in the given state; defaults: DELIVERING product campaign started yesterday. */
export function campaignOf(
  db: Db,
  company: Company,
  overrides: Partial<CampaignSeed> & { name: string },
  now = new Date(),
) {
  return insertCampaign(db, {
    companyId: company.id,
    brandId: company.brandId,
    catalogId: company.catalogId,
    adType: 'PRODUCT',
    status: 'DELIVERING',
    budgetType: 'DAILY',
    budgetDailyMicros: units(20),
    startDate: new Date(now.getTime() - DAY_MS),
    createdAt: new Date(now.getTime() - 2 * DAY_MS),
    skus: ['SG-TEST-1'],
    ...overrides,
  });
}

export async function signedIn(testApp: TestApp, email: string, password?: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email, password)).ok).toBe(true);
  return client;
}
