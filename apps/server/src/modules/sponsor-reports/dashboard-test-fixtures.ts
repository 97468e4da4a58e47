import { eq } from 'drizzle-orm';
import { adRollupsHourly, sponsorAdSets } from '../../db/schema/index';
import type { TestApp } from '../../testing/create-test-app';
import type { RollupRow } from '../delivery/rollup';
import { upsertRollupSums } from '../delivery/store-rollups';
import { type Company, campaignOf, companyNamed, units } from '../sponsor-lists/sponsor-lists-test-helpers';

/** One hourly rollup row as the dashboard tests write it (figures default to zero). */
export type Fact = {
  key: string;
  campaign: number;
  adSet: number;
  company: number;
  catalog: number;
  brand: number;
  adType: 'PRODUCT' | 'BANNER';
  hour: string;
  sku?: string;
  platform?: string;
  bannerType?: string;
  searchTerm?: string;
  impressions?: number;
  clicks?: number;
  costs?: bigint;
  purchases?: number;
  itemsSold?: number;
  click7Sales?: bigint;
  haloItemsSold?: number;
  haloSales?: bigint;
  view7Sales?: bigint;
};

export type Ad = { campaign: number; adSet: number; company: Company; adType: 'PRODUCT' | 'BANNER' };

export type DashboardWorld = {
  acmeId: number;
  boltId: number;
  idCatalog: number;
  sgCatalog: number;
  /** Acme: p1 (product, ID catalog, Northwind), p2 (product, SG, Lumen & Loom), b1 (banner, SG); Bolt: x. */
  ads: { p1: Ad; p2: Ad; b1: Ad; x: Ad };
  facts: Fact[];
};

async function adOf(testApp: TestApp, company: Company, name: string, adType: 'PRODUCT' | 'BANNER') {
  const db = testApp.deps.db;
  const extra = adType === 'BANNER' ? { placements: [] } : {};
  const { campaign } = await campaignOf(db, company, { name, adType, ...extra });
  const [adSet] = await db.select().from(sponsorAdSets).where(eq(sponsorAdSets.campaignId, campaign.id));
  return { campaign: campaign.id, adSet: adSet!.id, company, adType };
}

/** A rollup row of an ad (its campaign, ad set, company, catalog and brand) with its hour and figures. */
export function factOn(
  key: string,
  ad: Ad,
  row: Omit<Fact, 'key' | 'campaign' | 'adSet' | 'company' | 'catalog' | 'brand' | 'adType'>,
): Fact {
  return {
    key,
    campaign: ad.campaign,
    adSet: ad.adSet,
    company: ad.company.id,
    catalog: ad.company.catalogId,
    brand: ad.company.brandId,
    adType: ad.adType,
    ...row,
  };
}

/**
 * Writes the facts as the engine does (ingest-events.ts): the hourly rows, their daily and coarse sums
 * (decisions 0220, 0222), in one transaction.
 */
export async function writeFacts(testApp: TestApp, facts: readonly Fact[]): Promise<void> {
  const rows = facts.map(
    (fact): RollupRow => ({
      hour: new Date(fact.hour),
      adSetId: fact.adSet,
      campaignId: fact.campaign,
      companyId: fact.company,
      catalogId: fact.catalog,
      brandId: fact.brand,
      sku: fact.sku ?? '',
      platform: fact.platform ?? '',
      bannerType: fact.bannerType ?? '',
      searchTerm: fact.searchTerm ?? '',
      impressions: fact.impressions ?? 0,
      clicks: fact.clicks ?? 0,
      costsMicros: fact.costs ?? 0n,
      purchases: fact.purchases ?? 0,
      itemsSold: fact.itemsSold ?? 0,
      click7SalesMicros: fact.click7Sales ?? 0n,
      haloItemsSold: fact.haloItemsSold ?? 0,
      haloSalesMicros: fact.haloSales ?? 0n,
      view7SalesMicros: fact.view7Sales ?? 0n,
    }),
  );
  await testApp.deps.db.transaction(async (tx) => {
    await tx.insert(adRollupsHourly).values(rows);
    await upsertRollupSums(tx, rows);
  });
}

/**
 * Four campaigns and their rollup rows around 2026-11-10 and 11 (Acme's zone is Asia/Singapore, the ID
 * catalog's Asia/Jakarta): r9 at 16:00Z is the first hour of Singapore's 10th but the last of Jakarta's 9th.
 */
export async function dashboardWorld(testApp: TestApp): Promise<DashboardWorld> {
  const db = testApp.deps.db;
  const acmeId = await companyNamed(db, 'Acme Fashion', 'Northwind', 'ID');
  const acmeSg = await companyNamed(db, 'Acme Fashion', 'Lumen & Loom', 'SG');
  const bolt = await companyNamed(db, 'Bolt Apparel', 'Bolt Active', 'MY');
  const ads = {
    p1: await adOf(testApp, acmeId, 'Dashboard Product One', 'PRODUCT'),
    p2: await adOf(testApp, acmeSg, 'Dashboard Product Two', 'PRODUCT'),
    b1: await adOf(testApp, acmeSg, 'Dashboard Banner', 'BANNER'),
    x: await adOf(testApp, bolt, 'Dashboard Bolt', 'PRODUCT'),
  };
  const on = factOn;
  const { p1, p2, b1, x } = ads;
  const facts: Fact[] = [
    on('r1', p1, {
      hour: '2026-11-10T02:00:00Z',
      sku: 'ID-1',
      platform: 'APP',
      searchTerm: 'dress',
      impressions: 100,
      clicks: 10,
      costs: units(5),
      purchases: 2,
      itemsSold: 3,
      click7Sales: units(30),
      haloItemsSold: 1,
      haloSales: units(4),
    }),
    on('r2', p1, {
      hour: '2026-11-10T02:00:00Z',
      sku: 'ID-2',
      platform: 'DESKTOP',
      impressions: 50,
      clicks: 5,
      costs: 2_500_000n,
    }),
    on('r3', p1, {
      hour: '2026-11-11T10:00:00Z',
      sku: 'ID-1',
      platform: 'WATCH',
      searchTerm: 'shoes',
      impressions: 10,
      clicks: 1,
      costs: 500_000n,
      purchases: 1,
      itemsSold: 1,
      click7Sales: units(7),
    }),
    on('r4', p2, {
      hour: '2026-11-10T05:00:00Z',
      sku: 'SG-1',
      platform: 'MOBILE_WEB',
      searchTerm: 'dress',
      impressions: 200,
      clicks: 20,
      costs: units(10),
      purchases: 1,
      itemsSold: 1,
      click7Sales: units(12),
    }),
    on('r5', b1, {
      hour: '2026-11-10T03:00:00Z',
      platform: 'DESKTOP',
      bannerType: 'DESKTOP_SEARCH',
      impressions: 1000,
      clicks: 3,
      costs: units(9),
      view7Sales: units(50),
      haloItemsSold: 1,
      haloSales: units(5),
    }),
    on('r6', b1, {
      hour: '2026-11-11T03:00:00Z',
      platform: 'APP',
      bannerType: 'NO_SUCH_BANNER',
      impressions: 500,
      clicks: 1,
      costs: units(4),
    }),
    on('r7', x, {
      hour: '2026-11-10T02:00:00Z',
      sku: 'MY-1',
      platform: 'APP',
      searchTerm: 'dress',
      impressions: 900,
      clicks: 90,
      costs: units(34),
      purchases: 3,
      itemsSold: 3,
      click7Sales: units(68),
    }),
    on('r9', p1, {
      hour: '2026-11-09T16:00:00Z',
      sku: 'ID-2',
      platform: 'APP',
      impressions: 40,
      clicks: 4,
      costs: units(3),
      haloItemsSold: 2,
      haloSales: units(6),
    }),
    on('r10', p1, {
      hour: '2026-11-25T04:00:00Z',
      sku: 'ID-1',
      platform: 'APP',
      searchTerm: 'dress',
      impressions: 70,
      clicks: 7,
      costs: units(3),
    }),
  ];
  await writeFacts(testApp, facts);
  return {
    acmeId: acmeId.id,
    boltId: bolt.id,
    idCatalog: acmeId.catalogId,
    sgCatalog: acmeSg.catalogId,
    ads,
    facts,
  };
}
