import { randomUUID } from 'node:crypto';
import type { SponsorAdType } from '@portal/domain/sponsor-campaign-form';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogs, companies, products, sponsorAdSets, sponsorCampaigns } from '../../db/schema/index';
import type { TestApp } from '../../testing/create-test-app';
import { creditWallet } from '../wallet/credit-wallet';
import { type AdTokenPayload, signAdToken } from './ad-token';

/** Builders the delivery engine's API tests share: a funded company, its ad sets, tokens and batches. */

export const MARKETPLACE_KEY = 'mk_test_events_key_0123456789abcdef';
export const auth = { authorization: `Bearer ${MARKETPLACE_KEY}` };

export type Shelf = { catalogId: number; brandId: number; skus: string[]; otherBrandSku: string };

/** A catalog (by code) with a brand that has at least `count` products there, and a product of another brand. */
export async function shelf(db: Db, catalogCode: string, count = 3): Promise<Shelf> {
  const [catalog] = await db.select().from(catalogs).where(eq(catalogs.code, catalogCode));
  if (!catalog) throw new Error(`no catalog ${catalogCode}`);
  const [brand] = await db
    .select({ brandId: products.brandId })
    .from(products)
    .where(eq(products.catalogId, catalog.id))
    .groupBy(products.brandId)
    .having(sql`count(*) >= ${count}`)
    .orderBy(asc(products.brandId))
    .limit(1);
  if (!brand) throw new Error(`no brand with ${count} products in ${catalogCode}`);
  const skus = await db
    .select({ sku: products.sku })
    .from(products)
    .where(and(eq(products.catalogId, catalog.id), eq(products.brandId, brand.brandId)))
    .orderBy(asc(products.sku))
    .limit(count);
  const [other] = await db
    .select({ sku: products.sku })
    .from(products)
    .where(and(eq(products.catalogId, catalog.id), sql`${products.brandId} <> ${brand.brandId}`))
    .limit(1);
  return {
    catalogId: catalog.id,
    brandId: brand.brandId,
    skus: skus.map((row) => row.sku),
    otherBrandSku: other!.sku,
  };
}

/** A company with an SGD wallet holding `balance` (micros). */
export async function fundedCompany(db: Db, name: string, balance: bigint, now: Date): Promise<number> {
  const [company] = await db.insert(companies).values({ name, walletCurrency: 'SGD' }).returning();
  await creditWallet({
    db,
    input: {
      companyId: company!.id,
      amount: balance,
      kind: 'TOPUP',
      paymentMethod: 'CARD',
      isFree: false,
      idempotencyKey: `fund-${company!.id}`,
      now: new Date(now.getTime() - 86_400_000),
    },
  });
  return company!.id;
}

export type AdSetFixture = {
  id: number;
  campaignId: number;
  companyId: number;
  brandId: number;
  catalogId: number;
  adType: SponsorAdType;
};

export async function makeAdSet(
  db: Db,
  input: {
    companyId: number;
    brandId: number;
    catalogId: number;
    adType?: SponsorAdType;
    budgetType?: 'DAILY' | 'TOTAL' | 'DAILY_TOTAL' | 'ALWAYS_ON';
    dailyMicros?: bigint | null;
    totalMicros?: bigint | null;
  },
): Promise<AdSetFixture> {
  const adType = input.adType ?? 'PRODUCT';
  const [campaign] = await db
    .insert(sponsorCampaigns)
    .values({
      companyId: input.companyId,
      brandId: input.brandId,
      name: `campaign ${randomUUID().slice(0, 8)}`,
      goal: 'DRIVE_SALES',
      adType,
    })
    .returning();
  const [adSet] = await db
    .insert(sponsorAdSets)
    .values({
      campaignId: campaign!.id,
      companyId: input.companyId,
      brandId: input.brandId,
      catalogId: input.catalogId,
      adType,
      name: 'ad set',
      status: 'DELIVERING',
      budgetType: input.budgetType ?? 'ALWAYS_ON',
      budgetDailyMicros: input.dailyMicros ?? null,
      budgetTotalMicros: input.totalMicros ?? null,
      scheduleType: 'START_DATE',
      startDate: new Date('2026-01-01T00:00:00Z'),
      bidType: adType === 'PRODUCT' ? 'MAXIMUM_CPC' : 'MAXIMUM_CPI',
      bidMicros: 500_000n,
    })
    .returning();
  return {
    id: adSet!.id,
    campaignId: campaign!.id,
    companyId: input.companyId,
    brandId: input.brandId,
    catalogId: input.catalogId,
    adType,
  };
}

/** A token as a decision would hand out for the ad set (a product ad for `sku`, or a banner). */
export function tokenFor(
  testApp: TestApp,
  adSet: AdSetFixture,
  options: {
    sku?: string;
    bannerType?: string;
    priceMicros?: bigint;
    issuedAt: Date;
    searchTerm?: string;
    platform?: string;
    decisionId?: string;
  },
): string {
  const banner = adSet.adType === 'BANNER';
  const payload: AdTokenPayload = {
    decisionId: options.decisionId ?? randomUUID(),
    adSetId: adSet.id,
    campaignId: adSet.campaignId,
    companyId: adSet.companyId,
    brandId: adSet.brandId,
    catalogId: adSet.catalogId,
    sku: banner ? '' : (options.sku ?? ''),
    bannerType: banner ? (options.bannerType ?? 'DESKTOP_SEARCH') : '',
    platform: options.platform ?? 'DESKTOP',
    pageType: 'SEARCH',
    searchTerm: options.searchTerm ?? 'shoes',
    position: 1,
    chargeModel: banner ? 'CPI' : 'CPC',
    priceMicros: String(options.priceMicros ?? 400_000n),
    issuedAt: options.issuedAt.getTime(),
  };
  return signAdToken(testApp.deps.secret, payload);
}

let sequence = 0;
export const nextEventId = (prefix = 'evt') => `${prefix}-${Date.now().toString(36)}-${++sequence}`;

export function tokenEvent(
  type: 'impression' | 'click',
  token: string,
  at: Date,
  options: { eventId?: string; shopperId?: string } = {},
) {
  return {
    type,
    eventId: options.eventId ?? nextEventId(type),
    occurredAt: at.toISOString(),
    shopperId: options.shopperId ?? 'shopper-1',
    token,
  };
}

export function purchaseEvent(
  catalogId: number,
  items: { sku: string; quantity: number; price: string }[],
  at: Date,
  options: { eventId?: string; shopperId?: string; orderId?: string } = {},
) {
  return {
    type: 'purchase' as const,
    eventId: options.eventId ?? nextEventId('purchase'),
    occurredAt: at.toISOString(),
    shopperId: options.shopperId ?? 'shopper-1',
    catalogId,
    order: { orderId: options.orderId ?? nextEventId('order'), items },
  };
}

export async function postEvents(testApp: TestApp, events: unknown[]) {
  return testApp.app.inject({ method: 'POST', url: '/v1/ads/events', headers: auth, payload: { events } });
}
