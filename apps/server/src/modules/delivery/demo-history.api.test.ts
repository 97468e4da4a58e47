import { priceInEffectAt, pricesAt, stateAt } from '@portal/domain/price-state';
import { zonedDay } from '@portal/domain/zoned-day';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adEvents,
  adRollupsHourly,
  adSetSpend,
  adTrafficHourly,
  catalogs,
  companies,
  jobs,
  ledgerEntries,
  products,
  sponsorAdSets,
  sponsorCampaigns,
  walletTransactions,
} from '../../db/schema/index';
import { DEFAULT_DEMO_PRODUCT_COUNT } from '../../db/seed/seed-demo-marketplace';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { runJobsOnce } from '../jobs/job-runner';
import { signedIn } from '../sponsor-campaigns/campaign-test-support';
import { walletBalance } from '../wallet/ledger';
import { walletSummary } from '../wallet/wallet-summary';
import { expectLedgerConsistent } from '../wallet/wallet-test-helpers';
import { DEMO_HISTORY_JOB, demoHistoryJobHandler, scheduleDemoHistory } from './demo-history-job';
import { loadPriceTimelines } from './demo-history-prices';
import { demoHistoryProgress } from './demo-history-progress';

// Twelve days reach back to the last days of a completed demo campaign (Kite Athletics Tile Campaign).
const DAYS = 12;
const NOW = new Date();
let testApp: TestApp;
let acmeId: number;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { DEMO_HISTORY_DAYS: String(DAYS) },
    // The demo's own count (DEFAULT_DEMO_PRODUCT_COUNT): with fewer, Acme's stores may sell none of a brand
    // in a catalog, and a campaign has no SKU it may advertise (decision 0267).
    demoProductCount: DEFAULT_DEMO_PRODUCT_COUNT,
    now: () => NOW,
  });
  const { db } = testApp.deps;
  acmeId = (await db.select().from(companies).where(eq(companies.name, 'Acme Fashion')))[0]!.id;
  // Everything due: the history's days, one after the other (and the app's own schedules).
  await runJobsOnce(testApp.deps, { max: 200 });
}, 300_000);
afterAll(() => testApp?.close());

const byDay = (rows: { day: string; micros: string | null }[]) =>
  new Map(rows.map((row) => [row.day, BigInt(row.micros ?? 0)]));

/** What the history wrote, to compare before and after running it again. */
async function snapshot() {
  const { db } = testApp.deps;
  const [events] = await db
    .select({ n: sql<number>`count(*)::int`, cost: sql<string>`coalesce(sum(${adEvents.costMicros}), 0)` })
    .from(adEvents);
  const [rollups] = await db
    .select({
      impressions: sql<string>`sum(${adRollupsHourly.impressions})`,
      clicks: sql<string>`sum(${adRollupsHourly.clicks})`,
      costs: sql<string>`sum(${adRollupsHourly.costsMicros})`,
      sales: sql<string>`sum(${adRollupsHourly.click7SalesMicros} + ${adRollupsHourly.haloSalesMicros})`,
    })
    .from(adRollupsHourly);
  const [transactions] = await db
    .select({
      n: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${walletTransactions.amount}), 0)`,
    })
    .from(walletTransactions)
    .where(eq(walletTransactions.companyId, acmeId));
  return { events, rollups, transactions };
}

describe('demo history', () => {
  it('gives the demo campaigns delivery on each day, the completed one on its last days too', async () => {
    const { db } = testApp.deps;
    const rows = await db
      .select({
        name: sponsorCampaigns.name,
        days: sql<number>`count(distinct date_trunc('day', ${adRollupsHourly.hour} at time zone 'UTC'))::int`,
        impressions: sql<string>`sum(${adRollupsHourly.impressions})`,
        clicks: sql<string>`sum(${adRollupsHourly.clicks})`,
        purchases: sql<string>`sum(${adRollupsHourly.purchases})`,
      })
      .from(adRollupsHourly)
      .innerJoin(sponsorCampaigns, eq(sponsorCampaigns.id, adRollupsHourly.campaignId))
      .where(eq(adRollupsHourly.companyId, acmeId))
      .groupBy(sponsorCampaigns.name);
    const byName = new Map(rows.map((row) => [row.name, row]));
    // Today's part may be too short for an ad when the test runs just after midnight UTC.
    for (const name of ['Lumen & Loom Dresses', 'Northwind Indonesia Launch', 'Northwind Home Takeover'])
      expect(byName.get(name)?.days).toBeGreaterThanOrEqual(DAYS - 1);
    // Ended ten days ago: delivered on the first days of the twelve only (as DELIVERING on those days).
    const tile = byName.get('Kite Athletics Tile Campaign');
    expect(Number(tile?.impressions)).toBeGreaterThan(0);
    expect(tile!.days).toBeLessThanOrEqual(3);
    // A search placement with its categories and segment, as the wizard requires (decision 0260): served on
    // the pages whose category the marketplace sends (decision 0269).
    const [tileAdSet] = await db
      .select()
      .from(sponsorAdSets)
      .where(eq(sponsorAdSets.name, 'Kite Athletics Tile Campaign'));
    expect(tileAdSet!.bannerCategoryIds.length).toBeGreaterThan(0);
    expect(tileAdSet!.segmentIds.length).toBeGreaterThan(0);
    // Never approved or not started: nothing.
    for (const name of [
      'Harbor Lane Autumn Preview',
      'Northwind Malaysia Bestsellers',
      'Kite Athletics Malaysia Test',
    ])
      expect(byName.has(name)).toBe(false);
    const total = (key: 'clicks' | 'purchases') => rows.reduce((sum, row) => sum + Number(row[key]), 0);
    expect(total('clicks')).toBeGreaterThan(0);
    expect(total('purchases')).toBeGreaterThan(0);
    // The history's page views are the marketplace's recorded traffic too (forecasts read it).
    const [traffic] = await testApp.deps.db
      .select({
        requests: sql<number>`sum(${adTrafficHourly.requests})::int`,
        searches: sql<number>`count(distinct ${adTrafficHourly.searchTerm}) filter (where ${adTrafficHourly.pageType} = 'SEARCH')::int`,
        days: sql<number>`count(distinct date_trunc('day', ${adTrafficHourly.hour}))::int`,
      })
      .from(adTrafficHourly);
    expect(traffic!.requests).toBeGreaterThan(0);
    expect(traffic!.searches).toBeGreaterThan(1);
    expect(traffic!.days).toBeGreaterThanOrEqual(DAYS - 1);
  });

  it('reconciles every day: rollup costs = event costs = wallet spend = ledger spend, nothing pending', async () => {
    const { db } = testApp.deps;
    const utcDay = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rollupDays = byDay(
      await db
        .select({
          day: utcDay(adRollupsHourly.hour),
          micros: sql<string>`sum(${adRollupsHourly.costsMicros})`,
        })
        .from(adRollupsHourly)
        .where(eq(adRollupsHourly.companyId, acmeId))
        .groupBy(sql`1`),
    );
    const eventDays = byDay(
      await db
        .select({ day: utcDay(adEvents.occurredAt), micros: sql<string>`sum(${adEvents.costMicros})` })
        .from(adEvents)
        .where(eq(adEvents.companyId, acmeId))
        .groupBy(sql`1`),
    );
    const spendRows = (
      await db
        .select({ transaction: walletTransactions })
        .from(walletTransactions)
        .innerJoin(ledgerEntries, eq(ledgerEntries.id, walletTransactions.entryId))
        .where(and(eq(walletTransactions.companyId, acmeId), eq(ledgerEntries.kind, 'SPEND')))
    ).map((row) => row.transaction);
    expect(spendRows.length).toBeGreaterThan(0);
    const walletDays = new Map<string, bigint>();
    for (const row of spendRows) {
      expect(row).toMatchObject({ status: 'COMPLETED', unpaidAmount: 0n });
      const day = row.chargeDate.toISOString().slice(0, 10);
      walletDays.set(day, (walletDays.get(day) ?? 0n) + row.amount);
    }
    const [pending] = await db
      .select({ micros: sql<string>`coalesce(sum(${adSetSpend.pendingMicros}), 0)` })
      .from(adSetSpend)
      .where(eq(adSetSpend.companyId, acmeId));
    expect(BigInt(pending!.micros)).toBe(0n);
    const withCost = (days: Map<string, bigint>) => new Map([...days].filter(([, micros]) => micros > 0n));
    expect(withCost(rollupDays).size).toBeGreaterThanOrEqual(DAYS - 1);
    expect(withCost(rollupDays)).toEqual(withCost(eventDays));
    expect(withCost(walletDays)).toEqual(withCost(rollupDays));
    // The same in Acme's own zone (Singapore), where its transactions list and its reports cut days: each
    // hour is charged at its end, so a day's charges carry that day's spend (charged once a UTC day, they
    // fell at 07:59 the next day there).
    const sgtDay = (at: Date) => zonedDay(at, 'Asia/Singapore');
    const sgtRollups = new Map<string, bigint>();
    for (const row of await db
      .select({ hour: adRollupsHourly.hour, micros: adRollupsHourly.costsMicros })
      .from(adRollupsHourly)
      .where(eq(adRollupsHourly.companyId, acmeId)))
      sgtRollups.set(sgtDay(row.hour), (sgtRollups.get(sgtDay(row.hour)) ?? 0n) + row.micros);
    const sgtWallet = new Map<string, bigint>();
    for (const row of spendRows)
      sgtWallet.set(sgtDay(row.chargeDate), (sgtWallet.get(sgtDay(row.chargeDate)) ?? 0n) + row.amount);
    expect(withCost(sgtWallet)).toEqual(withCost(sgtRollups));
    // The ledger agrees with the transactions and the wallet's summary with the ledger.
    await expectLedgerConsistent(db, acmeId, NOW);
    const summary = await walletSummary({ deps: testApp.deps, actor: { companyId: acmeId } });
    expect(summary!.balance).toBe(await walletBalance(db, acmeId));
    expect(summary!.balance).toBeGreaterThan(0n);
  });

  it("sells at each SKU's price in effect at the purchase, from its price history (decision 0277)", async () => {
    const { db } = testApp.deps;
    // Sales in the catalog's own currency: items no ad is credited with, or credited to a wallet in it.
    const purchases = await db
      .select({
        catalogId: adEvents.catalogId,
        sku: adEvents.itemSku,
        occurredAt: adEvents.occurredAt,
        quantity: adEvents.quantity,
        salesMicros: adEvents.salesMicros,
        listPriceMicros: products.priceMicros,
      })
      .from(adEvents)
      .innerJoin(catalogs, eq(catalogs.id, adEvents.catalogId))
      .innerJoin(
        products,
        and(eq(products.catalogId, adEvents.catalogId), eq(products.sku, adEvents.itemSku)),
      )
      .leftJoin(companies, eq(companies.id, adEvents.companyId))
      .where(
        and(
          eq(adEvents.kind, 'PURCHASE'),
          or(isNull(adEvents.companyId), eq(companies.walletCurrency, catalogs.currencyCode)),
        ),
      );
    expect(purchases.length).toBeGreaterThan(0);
    const timelines = await loadPriceTimelines(db, [...new Set(purchases.map((row) => row.catalogId))], NOW);
    let atPromotion = 0;
    for (const row of purchases) {
      const timeline = timelines.get(row.catalogId)?.get(row.sku!) ?? [];
      const price = priceInEffectAt(timeline, row.occurredAt) ?? row.listPriceMicros;
      expect({ sku: row.sku, salesMicros: row.salesMicros }).toEqual({
        sku: row.sku,
        salesMicros: price * BigInt(row.quantity),
      });
      const state = stateAt(timeline, row.occurredAt);
      if (state && pricesAt(state, row.occurredAt).promotionPriceMicros === price) atPromotion += 1;
    }
    // The seed's price changes lie in the 90 days before the start (decision 0282): promotions run in these
    // last 12 days too (pinned to before 2026-11-01, the last one ended by 2026-11-22).
    expect(atPromotion).toBeGreaterThan(0);
  });

  it('leaves no invented spend: every spend entry is a charge of the engine', async () => {
    const { db } = testApp.deps;
    const spends = await db
      .select({ key: ledgerEntries.idempotencyKey, createdAt: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.companyId, acmeId), eq(ledgerEntries.kind, 'SPEND')));
    expect(spends.length).toBeGreaterThan(0);
    for (const spend of spends) {
      expect(spend.key).toMatch(/^adspend:\d+:\d+$/);
      expect(spend.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - DAYS * 86_400_000);
      expect(spend.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('adds nothing when started again or when a day is taken again after a crash', async () => {
    const { db } = testApp.deps;
    const before = await snapshot();
    expect(await scheduleDemoHistory(db, { now: NOW, days: DAYS })).toBe(false);
    await runJobsOnce(testApp.deps, { max: 50 });
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${DEMO_HISTORY_JOB}:${DAYS - 1}`));
    // A second attempt at the last day and at one in the middle (as the runner takes a crashed job again).
    for (const dayNo of [DAYS - 1, 4])
      await demoHistoryJobHandler({ ...(job!.payload as object), dayNo }, testApp.deps, {
        ...job!,
        attempts: 2,
      });
    expect(await snapshot()).toEqual(before);
  });

  it('tells staff how far it is', async () => {
    expect(await demoHistoryProgress({ deps: testApp.deps })).toMatchObject({
      state: 'DONE',
      daysDone: DAYS,
      daysTotal: DAYS,
    });
    const staff = await signedIn(testApp, 'staff@demo.test');
    const query = '{ demoHistoryProgress { state daysDone daysTotal startedAt finishedAt } }';
    const answer = await staff.gql<{ demoHistoryProgress: Record<string, unknown> }>(query);
    expect(answer.body.data!.demoHistoryProgress).toMatchObject({
      state: 'DONE',
      daysDone: DAYS,
      daysTotal: DAYS,
    });
    expect(answer.body.data!.demoHistoryProgress.finishedAt).not.toBeNull();
    const owner = await signedIn(testApp, 'owner@demo.test');
    expect((await owner.gql(query)).body.errors?.[0]?.message).toBe('common:permissionDenied');
  });
});
