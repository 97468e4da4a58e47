import { and, asc, count, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  bannerTypes,
  brands,
  catalogs,
  companies,
  companyBrands,
  companySellers,
  memberships,
  products,
  uploadedImages,
  users,
} from '../../db/schema/index';
import type { TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';

export const CAMPAIGN_FIELDS = `id name goal adType isQuickCreate notes status brand { id } supplier { id }
  adsetSet { id name status runningStatus catalogId budgetType budgetTotal budgetDailyTotal scheduleType startDate endDate
    bidType bidWalletCurrency keywords negativeKeywords bannerCategoryIds
    productAd { id name skus productMinPrice productMaxPrice productCategoryIds productSellerIds }
    bannerAd { id name placements { id bannerType url landingUrl deeplink skus } } }`;

export const CREATE = `mutation($campaign: SponsorCampaignInput!) { createSponsorCampaign(campaign: $campaign) {
  ok errors { field messages } campaign { ${CAMPAIGN_FIELDS} } } }`;

export const UPDATE = `mutation($id: ID!, $campaign: SponsorCampaignInput, $status: AdSetStatus, $notes: String) {
  updateSponsorCampaign(id: $id, campaign: $campaign, status: $status, notes: $notes) {
    ok errors { field messages } campaign { ${CAMPAIGN_FIELDS} } } }`;

export const GET = `query($id: ID!) { sponsorCampaign(id: $id) { ${CAMPAIGN_FIELDS} } }`;

export type FieldErrors = { field: string | null; messages: string[] }[];

export type Campaign = {
  id: string;
  name: string;
  goal: string;
  adType: string;
  isQuickCreate: boolean;
  notes: string | null;
  status: string;
  brand: { id: string };
  supplier: { id: string };
  adsetSet: {
    id: string;
    name: string;
    status: string;
    runningStatus: string;
    catalogId: string;
    budgetType: string;
    budgetTotal: string | null;
    budgetDailyTotal: string | null;
    scheduleType: string;
    startDate: string;
    endDate: string | null;
    bidType: string;
    bidWalletCurrency: string | null;
    keywords: string[];
    negativeKeywords: string[];
    bannerCategoryIds: string[];
    productAd: {
      id: string;
      name: string;
      skus: string[];
      productMinPrice: string | null;
      productMaxPrice: string | null;
      productCategoryIds: string[];
      productSellerIds: string[];
    } | null;
    bannerAd: {
      id: string;
      name: string;
      placements: {
        id: string;
        bannerType: string;
        url: string | null;
        landingUrl: string | null;
        skus: string[];
      }[];
    } | null;
  }[];
};

export type Payload = { ok: boolean; errors: FieldErrors; campaign: Campaign | null };

export type Fixture = {
  acmeId: number;
  boltId: number;
  emptyId: number;
  northwindId: number;
  boltBrandId: number;
  sgCatalogId: number;
  sgBaseUrl: string;
  /** Products of the brand `northwindId` (an Acme brand) in catalog `sgCatalogId`. */
  skus: string[];
  categoryId: number;
  /** The seller of the first product, one of Acme's sellers (added if the demo did not). */
  sellerId: number;
  /** Acme's sellers in catalog `sgCatalogId` (`sellerId` among them). */
  acmeSgSellerIds: number[];
  desktopHomeId: number;
  desktopSearchId: number;
  imageUrl: string;
};

export const DAY_MS = 86_400_000;

export async function signedIn(testApp: TestApp, email: string, password?: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email, password)).ok).toBe(true);
  return client;
}

export async function loadFixture(testApp: TestApp): Promise<Fixture> {
  const db = testApp.deps.db;
  const byName = async (name: string) =>
    (await db.select().from(companies).where(eq(companies.name, name)))[0]!.id;
  const acmeId = await byName('Acme Fashion');
  // The Acme brand and catalog with the most demo products (products are spread at random).
  const [pair] = await db
    .select({ brandId: products.brandId, catalogId: products.catalogId, n: count() })
    .from(products)
    .innerJoin(
      companyBrands,
      and(eq(companyBrands.brandId, products.brandId), eq(companyBrands.companyId, acmeId)),
    )
    .groupBy(products.brandId, products.catalogId)
    .orderBy(desc(count()))
    .limit(1);
  const [bolt] = await db.select().from(brands).where(eq(brands.name, 'Bolt Active'));
  const [sg] = await db.select().from(catalogs).where(eq(catalogs.id, pair!.catalogId));
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.brandId, pair!.brandId), eq(products.catalogId, sg!.id)))
    .orderBy(asc(products.sku));
  expect(rows.length).toBeGreaterThan(1);
  const sellerRows = await db.query.sellers.findMany({
    where: (table, { eq: equals }) => equals(table.catalogId, sg!.id),
  });
  // With validate_uploaded_product_seller on, a product filter takes only the company's sellers
  // (docs/decisions/0267), and typed SKUs too: the sellers of the first product and of the three SKUs the
  // inputs type are made Acme's, whatever the demo drew.
  await db
    .insert(companySellers)
    .values(rows.slice(0, 3).map((row) => ({ companyId: acmeId, sellerId: row.sellerId })))
    .onConflictDoNothing();
  const own = await db.select().from(companySellers).where(eq(companySellers.companyId, acmeId));
  const [desktopHome] = await db.select().from(bannerTypes).where(eq(bannerTypes.bannerType, 'DESKTOP_HOME'));
  const [desktopSearch] = await db
    .select()
    .from(bannerTypes)
    .where(eq(bannerTypes.bannerType, 'DESKTOP_SEARCH'));
  const imageUrl = '/uploads/test/acme-desktop-home.png';
  await db
    .insert(uploadedImages)
    .values({
      companyId: acmeId,
      storageKey: 'test/acme-desktop-home.png',
      url: imageUrl,
      contentType: 'image/png',
      width: desktopHome!.width,
      height: desktopHome!.height,
      bytes: 1000,
      source: 'UPLOAD',
    })
    .onConflictDoNothing();
  return {
    acmeId,
    boltId: await byName('Bolt Apparel'),
    emptyId: await byName('Empty Co'),
    northwindId: pair!.brandId,
    boltBrandId: bolt!.id,
    sgCatalogId: sg!.id,
    sgBaseUrl: sg!.baseUrl,
    skus: rows.slice(0, 3).map((row) => row.sku),
    categoryId: rows[0]!.categoryId,
    sellerId: rows[0]!.sellerId,
    acmeSgSellerIds: sellerRows
      .filter((seller) => own.some((row) => row.sellerId === seller.id))
      .map((s) => s.id),
    desktopHomeId: desktopHome!.id,
    desktopSearchId: desktopSearch!.id,
    imageUrl,
  };
}

export function productInput(
  f: Fixture,
  overrides: Record<string, unknown> = {},
  adSet: Record<string, unknown> = {},
) {
  return {
    name: 'Northwind SKUs',
    goal: 'DRIVE_SALES',
    brandId: String(f.northwindId),
    adType: 'PRODUCT',
    ...overrides,
    adSet: {
      name: 'Northwind SKUs ad set',
      catalogId: String(f.sgCatalogId),
      budgetType: 'DAILY',
      budgetDailyTotal: '20',
      scheduleType: 'START_DATE',
      startDate: new Date(Date.now() + DAY_MS).toISOString(),
      bidType: 'AUTOMATED',
      keywords: ['jackets'],
      productAd: { name: 'Northwind SKUs ad', skus: f.skus },
      ...adSet,
    },
  };
}

export function bannerInput(
  f: Fixture,
  placement: Record<string, unknown> = {},
  adSet: Record<string, unknown> = {},
) {
  return productInput(
    f,
    { name: 'Northwind banner', adType: 'BANNER' },
    {
      productAd: null,
      keywords: ['northwind', 'jackets'],
      bannerAd: {
        name: 'Northwind banner ad',
        placements: [
          {
            id: String(f.desktopHomeId),
            url: f.imageUrl,
            landingUrl: `${f.sgBaseUrl}/women/northwind`,
            ...placement,
          },
        ],
      },
      ...adSet,
    },
  );
}

export function messagesOf(errors: FieldErrors, field: string): string[] {
  return errors.find((error) => error.field === field)?.messages ?? [];
}

export async function membershipId(testApp: TestApp, email: string, companyId: number) {
  const db = testApp.deps.db;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, user!.id), eq(memberships.companyId, companyId)));
  return row!.id;
}
