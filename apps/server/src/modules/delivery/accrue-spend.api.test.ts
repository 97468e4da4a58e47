import type { EventsCharge } from '@portal/domain/delivery-api';
import { zonedDay } from '@portal/domain/zoned-day';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adEvents, adSetDailySpend, adSetSpend } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import {
  fundedCompany,
  MARKETPLACE_KEY,
  makeAdSet,
  postEvents,
  type Shelf,
  shelf,
  tokenEvent,
  tokenFor,
} from './ingest-events-fixtures';

let testApp: TestApp;
let sg: Shelf;
let companyId: number;

beforeAll(async () => {
  testApp = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, demoProductCount: 120 });
  sg = await shelf(testApp.deps.db, 'SG');
  companyId = await fundedCompany(testApp.deps.db, 'Budget Co', 1_000_000_000n, new Date());
}, 180_000);
afterAll(() => testApp?.close());

async function spendOf(adSetId: number) {
  const { db } = testApp.deps;
  const [spend] = await db.select().from(adSetSpend).where(eq(adSetSpend.adSetId, adSetId));
  const [events] = await db
    .select({
      cost: sql<string>`coalesce(sum(${adEvents.costMicros}), 0)::text`,
      n: sql<number>`count(*)::int`,
    })
    .from(adEvents)
    .where(eq(adEvents.adSetId, adSetId));
  return { spend: spend!, eventCost: BigInt(events!.cost), eventCount: events!.n };
}

const clicks = (
  adSet: Awaited<ReturnType<typeof makeAdSet>>,
  count: number,
  price: bigint,
  at = new Date(),
) =>
  Array.from({ length: count }, () =>
    tokenEvent('click', tokenFor(testApp, adSet, { sku: sg.skus[0], issuedAt: at, priceMicros: price }), at),
  );

describe('spend accrues within the budgets', () => {
  it('caps the day at the daily budget under 10 concurrent batches, without deadlock', async () => {
    const adSet = await makeAdSet(testApp.deps.db, {
      companyId,
      brandId: sg.brandId,
      catalogId: sg.catalogId,
      budgetType: 'DAILY',
      dailyMicros: 3_000_000n,
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postEvents(testApp, clicks(adSet, 20, 400_000n))),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ accepted: 20, duplicates: 0, rejected: [] });
    }
    // The answers' charges add up to what was spent: the events past the budget cost nothing and are not in them.
    const charged = answers.flatMap((answer) => answer.json().charged as EventsCharge[]);
    expect(charged.every((charge) => charge.companyId === companyId)).toBe(true);
    expect(charged.reduce((sum, charge) => sum + BigInt(charge.costMicros), 0n)).toBe(3_000_000n);
    expect(charged.reduce((sum, charge) => sum + charge.events, 0)).toBe(8);
    const { spend, eventCost, eventCount } = await spendOf(adSet.id);
    expect(eventCount).toBe(200);
    // Every event is stored and counted; the spend stops at the budget, to the micro.
    expect(eventCost).toBe(3_000_000n);
    expect(spend.pendingMicros).toBe(3_000_000n);
    expect(spend.totalMicros).toBe(3_000_000n);
    expect(spend.pendingClicks).toBe(200);
    const [daily] = await testApp.deps.db
      .select()
      .from(adSetDailySpend)
      .where(eq(adSetDailySpend.adSetId, adSet.id));
    expect(daily).toMatchObject({
      spentMicros: 3_000_000n,
      clicks: 200,
      day: zonedDay(new Date(), 'Asia/Singapore'),
    });
    // One event took the remainder (0.20 of 0.40); the others cost their price or nothing.
    const costs = await testApp.deps.db
      .select({ cost: adEvents.costMicros })
      .from(adEvents)
      .where(eq(adEvents.adSetId, adSet.id));
    const byCost = new Map<bigint, number>();
    for (const { cost } of costs) byCost.set(cost, (byCost.get(cost) ?? 0) + 1);
    expect(Object.fromEntries([...byCost].map(([cost, n]) => [String(cost), n]))).toEqual({
      '400000': 7,
      '200000': 1,
      '0': 192,
    });
  });

  it('counts each id once when concurrent batches share events across ad sets in different orders', async () => {
    const adSets = await Promise.all(
      [0, 1, 2].map(() =>
        makeAdSet(testApp.deps.db, { companyId, brandId: sg.brandId, catalogId: sg.catalogId }),
      ),
    );
    const at = new Date();
    // 60 distinct clicks (20 per ad set), each sent by 3 of the 10 batches, every batch in its own order.
    const pool = adSets.flatMap((adSet) => clicks(adSet, 20, 100_000n, at));
    const batches = Array.from({ length: 10 }, (_, b) => {
      const picked = pool.filter((_, i) => (i + b) % 10 < 3);
      return b % 2 ? picked.reverse() : picked;
    });
    const answers = await Promise.all(batches.map((events) => postEvents(testApp, events)));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const results = answers.map((answer) => answer.json() as { accepted: number; duplicates: number });
    const sent = batches.reduce((sum, events) => sum + events.length, 0);
    expect(results.reduce((sum, result) => sum + result.accepted, 0)).toBe(60);
    expect(results.reduce((sum, result) => sum + result.duplicates, 0)).toBe(sent - 60);
    for (const adSet of adSets) {
      const { spend, eventCost, eventCount } = await spendOf(adSet.id);
      expect(eventCount).toBe(20);
      expect(eventCost).toBe(2_000_000n);
      expect(spend.pendingMicros).toBe(2_000_000n);
    }
  });

  it('caps the lifetime spend at the total budget, and a daily budget per catalog day', async () => {
    const total = await makeAdSet(testApp.deps.db, {
      companyId,
      brandId: sg.brandId,
      catalogId: sg.catalogId,
      budgetType: 'TOTAL',
      totalMicros: 1_000_000n,
    });
    await postEvents(testApp, clicks(total, 2, 300_000n));
    await postEvents(testApp, clicks(total, 3, 300_000n));
    expect((await spendOf(total.id)).eventCost).toBe(1_000_000n);

    // DAILY_TOTAL: 0.50 a day, 0.80 in all. Singapore's day starts at 16:00 UTC: 15:30 and 16:30 UTC
    // are two catalog days, though the same UTC day.
    const both = await makeAdSet(testApp.deps.db, {
      companyId,
      brandId: sg.brandId,
      catalogId: sg.catalogId,
      budgetType: 'DAILY_TOTAL',
      dailyMicros: 500_000n,
      totalMicros: 800_000n,
    });
    const today = new Date();
    const utcDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    const lateYesterday = new Date(utcDay - 86_400_000 + 15.5 * 3_600_000);
    const afterMidnight = new Date(utcDay - 86_400_000 + 16.5 * 3_600_000);
    await postEvents(testApp, clicks(both, 3, 300_000n, lateYesterday));
    await postEvents(testApp, clicks(both, 3, 300_000n, afterMidnight));
    const days = await testApp.deps.db
      .select({ day: adSetDailySpend.day, spent: adSetDailySpend.spentMicros })
      .from(adSetDailySpend)
      .where(eq(adSetDailySpend.adSetId, both.id))
      .orderBy(adSetDailySpend.day);
    expect(days).toEqual([
      { day: zonedDay(lateYesterday, 'Asia/Singapore'), spent: 500_000n },
      { day: zonedDay(afterMidnight, 'Asia/Singapore'), spent: 300_000n },
    ]);
    expect((await spendOf(both.id)).spend.totalMicros).toBe(800_000n);
  });

  it('charges CPC ads per click and CPI banners per impression, nothing else', async () => {
    const product = await makeAdSet(testApp.deps.db, {
      companyId,
      brandId: sg.brandId,
      catalogId: sg.catalogId,
    });
    const banner = await makeAdSet(testApp.deps.db, {
      companyId,
      brandId: sg.brandId,
      catalogId: sg.catalogId,
      adType: 'BANNER',
    });
    const at = new Date();
    const productToken = tokenFor(testApp, product, { sku: sg.skus[0], issuedAt: at, priceMicros: 500_000n });
    const bannerToken = tokenFor(testApp, banner, { issuedAt: at, priceMicros: 7_000n });
    await postEvents(testApp, [
      tokenEvent('impression', productToken, at),
      tokenEvent('click', productToken, at),
      tokenEvent('impression', bannerToken, at),
      tokenEvent('click', bannerToken, at),
    ]);
    const productSpend = await spendOf(product.id);
    expect(productSpend.eventCost).toBe(500_000n);
    expect(productSpend.spend).toMatchObject({ pendingClicks: 1, pendingImpressions: 1 });
    const bannerSpend = await spendOf(banner.id);
    expect(bannerSpend.eventCost).toBe(7_000n);
    const [bannerClick] = await testApp.deps.db
      .select()
      .from(adEvents)
      .where(and(eq(adEvents.adSetId, banner.id), eq(adEvents.kind, 'CLICK')));
    expect(bannerClick!.costMicros).toBe(0n);
  });
});
