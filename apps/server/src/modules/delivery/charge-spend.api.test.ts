import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSetSpend, jobs, ledgerEntries, ledgerPostings, walletTransactions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { runJobsOnce } from '../jobs/job-runner';
import { spendInTransaction } from '../wallet/spend-from-wallet';
import { expectLedgerConsistent } from '../wallet/wallet-test-helpers';
import { chargePendingSpend, SPEND_CHARGE_JOB } from './charge-spend';
import {
  type AdSetFixture,
  fundedCompany,
  MARKETPLACE_KEY,
  makeAdSet,
  postEvents,
  purchaseEvent,
  type Shelf,
  shelf,
  tokenEvent,
  tokenFor,
} from './ingest-events-fixtures';

let testApp: TestApp;
let sg: Shelf;
const now = () => new Date();

beforeAll(async () => {
  testApp = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, demoProductCount: 120 });
  sg = await shelf(testApp.deps.db, 'SG');
}, 180_000);
afterAll(() => testApp?.close());

const spendRow = async (adSetId: number) =>
  (await testApp.deps.db.select().from(adSetSpend).where(eq(adSetSpend.adSetId, adSetId)))[0]!;

/** The company's wallet spend transactions made by the charger. */
async function adSpends(companyId: number) {
  return testApp.deps.db
    .select({ transaction: walletTransactions, key: ledgerEntries.idempotencyKey })
    .from(walletTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, walletTransactions.entryId))
    .where(
      and(
        eq(walletTransactions.companyId, companyId),
        eq(ledgerEntries.kind, 'SPEND'),
        like(ledgerEntries.idempotencyKey, 'adspend:%'),
      ),
    )
    .orderBy(walletTransactions.id);
}

async function clicksOn(adSet: AdSetFixture, count: number, price: bigint) {
  const at = now();
  const answer = await postEvents(
    testApp,
    Array.from({ length: count }, () =>
      tokenEvent(
        'click',
        tokenFor(testApp, adSet, { sku: sg.skus[0], issuedAt: at, priceMicros: price }),
        at,
      ),
    ),
  );
  expect(answer.json().accepted).toBe(count);
}

describe('charging accrued spend to the wallet', () => {
  it('moves pending spend into one wallet spend per ad set and batch, and never charges it twice', async () => {
    const { db } = testApp.deps;
    const companyId = await fundedCompany(db, 'Charge Co', 50_000_000n, now());
    const adSet = await makeAdSet(db, { companyId, brandId: sg.brandId, catalogId: sg.catalogId });
    await clicksOn(adSet, 3, 400_000n);
    const at = now();

    // Not yet due: pending for less than a minute and under the threshold.
    expect((await chargePendingSpend({ db, now: () => at }, { olderThan: 60_000 })).adSetsCharged).toBe(0);
    // Due by size.
    const first = await chargePendingSpend(
      { db, now: () => at },
      { olderThan: 60_000, thresholdMicros: 1_000_000n },
    );
    expect(first).toMatchObject({ adSetsCharged: 1, chargedMicros: 1_200_000n, failures: [] });
    const spends = await adSpends(companyId);
    expect(spends).toHaveLength(1);
    expect(spends[0]!.key).toBe(`adspend:${adSet.id}:1`);
    expect(spends[0]!.transaction).toMatchObject({
      amount: 1_200_000n,
      unpaidAmount: 0n,
      status: 'COMPLETED',
      clicks: 3,
      impressions: 0,
      brandId: sg.brandId,
      catalogId: sg.catalogId,
      adType: 'PRODUCT',
    });
    expect(await spendRow(adSet.id)).toMatchObject({
      pendingMicros: 0n,
      pendingClicks: 0,
      chargedMicros: 1_200_000n,
      totalMicros: 1_200_000n,
      batchNo: 1,
      oldestPendingAt: null,
    });

    // Twice, and concurrently: nothing more is charged.
    const again = await Promise.all([
      chargePendingSpend({ db, now: () => at }),
      chargePendingSpend({ db, now: () => at }),
    ]);
    expect(again.map((result) => result.adSetsCharged)).toEqual([0, 0]);
    expect(await adSpends(companyId)).toHaveLength(1);

    // The next batch has the next key.
    await clicksOn(adSet, 1, 300_000n);
    await chargePendingSpend({ db, now });
    expect((await adSpends(companyId)).map((spend) => spend.key)).toEqual([
      `adspend:${adSet.id}:1`,
      `adspend:${adSet.id}:2`,
    ]);
    await expectLedgerConsistent(db, companyId, now());
  });

  it('leaves the spend pending when the charge fails mid-way (a crash), and charges it once on the next run', async () => {
    const { db } = testApp.deps;
    const companyId = await fundedCompany(db, 'Crash Co', 50_000_000n, now());
    const adSet = await makeAdSet(db, { companyId, brandId: sg.brandId, catalogId: sg.catalogId });
    await clicksOn(adSet, 2, 500_000n);
    const crashed = await chargePendingSpend(
      { db, now },
      {
        spend: async (tx, input) => {
          await spendInTransaction(tx, input);
          throw new Error('process killed after the wallet spend');
        },
      },
    );
    expect(crashed.failures).toEqual([{ adSetId: adSet.id, error: 'process killed after the wallet spend' }]);
    expect(await adSpends(companyId)).toEqual([]);
    expect(await spendRow(adSet.id)).toMatchObject({ pendingMicros: 1_000_000n, batchNo: 0 });

    await chargePendingSpend({ db, now });
    await chargePendingSpend({ db, now });
    const spends = await adSpends(companyId);
    expect(spends.map((spend) => [spend.key, spend.transaction.amount])).toEqual([
      [`adspend:${adSet.id}:1`, 1_000_000n],
    ]);
  });

  it('runs as a background job that queues its next run', async () => {
    const { db } = testApp.deps;
    const companyId = await fundedCompany(db, 'Job Co', 50_000_000n, now());
    const adSet = await makeAdSet(db, { companyId, brandId: sg.brandId, catalogId: sg.catalogId });
    await clicksOn(adSet, 1, 700_000n);
    // The app queued the current minute's run at start.
    await runJobsOnce(testApp.deps);
    expect((await adSpends(companyId)).map((spend) => spend.transaction.amount)).toEqual([700_000n]);
    const queued = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, SPEND_CHARGE_JOB), eq(jobs.status, 'QUEUED')));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('the truth of the numbers', () => {
  it('reconciles rollup costs, event costs, wallet spends and pending spend, and every rollup figure with a recount of the events', async () => {
    const { db } = testApp.deps;
    const companyId = await fundedCompany(db, 'Reconcile Co', 3_000_000n, now());
    const product = await makeAdSet(db, {
      companyId,
      brandId: sg.brandId,
      catalogId: sg.catalogId,
      budgetType: 'DAILY',
      dailyMicros: 2_500_000n,
    });
    const banner = await makeAdSet(db, {
      companyId,
      brandId: sg.brandId,
      catalogId: sg.catalogId,
      adType: 'BANNER',
    });
    const batch = (round: number) => {
      const at = now();
      const events: unknown[] = [];
      for (let shopper = 0; shopper < 8; shopper++) {
        const shopperId = `r${round}-s${shopper}`;
        const sku = sg.skus[shopper % sg.skus.length]!;
        const productToken = tokenFor(testApp, product, {
          sku,
          issuedAt: at,
          priceMicros: 150_000n,
          searchTerm: shopper % 2 ? 'shoes' : 'bags',
        });
        const bannerToken = tokenFor(testApp, banner, { issuedAt: at, priceMicros: 2_000n });
        events.push(tokenEvent('impression', productToken, at, { shopperId }));
        events.push(tokenEvent('impression', bannerToken, at, { shopperId }));
        if (shopper % 3 !== 2) events.push(tokenEvent('click', productToken, at, { shopperId }));
        events.push(
          purchaseEvent(
            sg.catalogId,
            [
              { sku, quantity: 1 + (shopper % 2), price: '19.90' },
              { sku: sg.skus[(shopper + 1) % sg.skus.length]!, quantity: 1, price: '5.50' },
              { sku: sg.otherBrandSku, quantity: 1, price: '3.00' },
            ],
            at,
            { shopperId },
          ),
        );
      }
      return events;
    };
    // Concurrent batches, each sent twice; a charge between rounds; the wallet runs out on the way.
    for (let round = 0; round < 3; round++) {
      const batches = [batch(round * 2), batch(round * 2 + 1)];
      await Promise.all([...batches, ...batches].map((events) => postEvents(testApp, events)));
      if (round < 2) await chargePendingSpend({ db, now });
    }

    const one = async <T>(query: Promise<T[]>) => (await query)[0]!;
    const rollupCosts = await one(
      db
        .execute(
          sql`select coalesce(sum(costs_micros), 0)::text as total from ad_rollups_hourly where company_id = ${companyId}`,
        )
        .then((result) => result.rows as { total: string }[]),
    );
    const eventCosts = await one(
      db
        .execute(
          sql`select coalesce(sum(cost_micros), 0)::text as total from ad_events where company_id = ${companyId}`,
        )
        .then((result) => result.rows as { total: string }[]),
    );
    const charged = (await adSpends(companyId)).reduce((sum, spend) => sum + spend.transaction.amount, 0n);
    const pending = (await Promise.all([spendRow(product.id), spendRow(banner.id)])).reduce(
      (sum, row) => sum + row.pendingMicros,
      0n,
    );
    expect(BigInt(rollupCosts.total)).toBe(BigInt(eventCosts.total));
    expect(BigInt(eventCosts.total)).toBe(charged + pending);
    expect(charged).toBeGreaterThan(0n);
    expect(pending).toBeGreaterThan(0n);
    // The daily budget held: the product ads spent 2.50 at most (by day of the catalog).
    expect((await spendRow(product.id)).totalMicros).toBeLessThanOrEqual(2_500_000n);
    // The ledger's spend entries are the wallet's spend transactions.
    const ledgerSpend = await one(
      db
        .execute(
          sql`select coalesce(sum(p.amount), 0)::text as total from ${ledgerPostings} p join ${ledgerEntries} e on e.id = p.entry_id
            where e.company_id = ${companyId} and e.kind = 'SPEND' and p.account = 'revenue:spend'`,
        )
        .then((result) => result.rows as { total: string }[]),
    );
    expect(BigInt(ledgerSpend.total)).toBe(charged);
    await expectLedgerConsistent(db, companyId, now());

    // Every rollup row (of every company) equals a recount of the raw events.
    const recount = await db.execute(sql`
      with credited as (
        select e.*,
          row_number() over (partition by event_id, ad_set_id, attribution order by item_index) as nth
        from ad_events e where ad_set_id is not null and coalesce(attribution, '') <> 'NONE'
      )
      select date_trunc('hour', occurred_at) as hour, ad_set_id, sku, platform, banner_type, search_term,
        count(*) filter (where kind = 'IMPRESSION')::int as impressions,
        count(*) filter (where kind = 'CLICK')::int as clicks,
        sum(cost_micros)::text as costs,
        count(*) filter (where attribution in ('DIRECT', 'VIEW') and nth = 1)::int as purchases,
        coalesce(sum(quantity) filter (where attribution in ('DIRECT', 'VIEW')), 0)::int as items_sold,
        coalesce(sum(sales_micros) filter (where attribution = 'DIRECT'), 0)::text as click7,
        coalesce(sum(quantity) filter (where attribution = 'HALO'), 0)::int as halo_items,
        coalesce(sum(sales_micros) filter (where attribution = 'HALO'), 0)::text as halo,
        coalesce(sum(sales_micros) filter (where attribution = 'VIEW'), 0)::text as view7
      from credited
      group by 1, 2, 3, 4, 5, 6
      order by 1, 2, 3, 4, 5, 6`);
    const rollups = await db.execute(sql`
      select hour, ad_set_id, sku, platform, banner_type, search_term, impressions::int, clicks::int,
        costs_micros::text as costs, purchases::int, items_sold::int, click7_sales_micros::text as click7,
        halo_items_sold::int as halo_items, halo_sales_micros::text as halo, view7_sales_micros::text as view7
      from ad_rollups_hourly order by 1, 2, 3, 4, 5, 6`);
    expect(rollups.rows.length).toBeGreaterThan(0);
    expect(rollups.rows).toEqual(recount.rows);
    // The daily rollup (decision 0220) is the hourly one summed per UTC day, row for row.
    const sumsOf = (table: string, day: string) =>
      sql.raw(`select ${day} as day, ad_set_id, platform, banner_type, campaign_id, company_id, catalog_id,
        brand_id, sum(impressions)::int as impressions, sum(clicks)::int as clicks, sum(costs_micros)::text as costs,
        sum(purchases)::int as purchases, sum(items_sold)::int as items_sold,
        sum(click7_sales_micros)::text as click7, sum(halo_items_sold)::int as halo_items,
        sum(halo_sales_micros)::text as halo, sum(view7_sales_micros)::text as view7
      from ${table} group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4`);
    const byDay = await db.execute(
      sumsOf('ad_rollups_hourly', "to_char(hour at time zone 'UTC', 'YYYY-MM-DD')"),
    );
    const daily = await db.execute(sumsOf('ad_rollups_daily', "to_char(day, 'YYYY-MM-DD')"));
    expect(daily.rows.length).toBeGreaterThan(0);
    expect(daily.rows).toEqual(byDay.rows);
    // The recount saw every kind of figure.
    const totals = await one(
      db
        .execute(
          sql`select sum(purchases)::int as p, sum(halo_items_sold)::int as h, sum(view7_sales_micros)::text as v
            from ad_rollups_hourly where company_id = ${companyId}`,
        )
        .then((result) => result.rows as { p: number; h: number; v: string }[]),
    );
    expect(totals.p).toBeGreaterThan(0);
    expect(totals.h).toBeGreaterThan(0);
    expect(BigInt(totals.v)).toBeGreaterThan(0n);
  });
});
