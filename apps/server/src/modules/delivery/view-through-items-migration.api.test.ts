import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../config/paths';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import {
  fundedCompany,
  MARKETPLACE_KEY,
  makeAdSet,
  postEvents,
  purchaseEvent,
  shelf,
  tokenEvent,
  tokenFor,
} from './ingest-events-fixtures';

let testApp: TestApp;
const HOUR = 3_600_000;
const TABLES = [
  'ad_rollups_hourly',
  'ad_rollups_daily',
  'ad_rollups_brand_hourly',
  'ad_rollups_term_daily',
  'ad_rollups_term_monthly',
] as const;

beforeAll(async () => {
  testApp = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, demoProductCount: 120 });
}, 180_000);
afterAll(() => testApp?.close());

/** A company's rows of a rollup, every column, in key order (the key columns come first in each table). */
async function rowsOf(table: string, companyId: number) {
  const result = await testApp.deps.db.execute(
    sql.raw(`select * from ${table} where company_id = ${companyId} order by 1, 2, 3, 4, 5, 6`),
  );
  return result.rows.map((row) => JSON.stringify(row));
}

describe('migration 0022: view-through items and purchases (decision 0257)', () => {
  it('adds to every rollup what the engine now adds for VIEW items, so stored history equals new counting', async () => {
    const db = testApp.deps.db;
    const sg = await shelf(db, 'SG');
    const companyId = await fundedCompany(db, 'View Through Co', 50_000_000n, new Date());
    const common = { companyId, brandId: sg.brandId, catalogId: sg.catalogId };
    const product = await makeAdSet(db, common);
    const banner = await makeAdSet(db, { ...common, adType: 'BANNER' });
    const seen = new Date(Date.now() - 3 * HOUR);
    const productToken = tokenFor(testApp, product, {
      sku: sg.skus[0],
      issuedAt: seen,
      priceMicros: 200_000n,
    });
    const bannerToken = tokenFor(testApp, banner, { issuedAt: seen, priceMicros: 50_000n });
    await postEvents(testApp, [
      tokenEvent('impression', productToken, seen, { shopperId: 'clicker' }),
      tokenEvent('click', productToken, seen, { shopperId: 'clicker' }),
      tokenEvent('impression', bannerToken, seen, { shopperId: 'viewer' }),
    ]);
    const bought = new Date(Date.now() - HOUR);
    const answer = await postEvents(testApp, [
      purchaseEvent(sg.catalogId, [{ sku: sg.skus[0]!, quantity: 1, price: '10' }], bought, {
        shopperId: 'clicker',
      }),
      // Two items of one order, both view-through: 3 items, 1 purchase.
      purchaseEvent(
        sg.catalogId,
        [
          { sku: sg.skus[1]!, quantity: 2, price: '5' },
          { sku: sg.skus[2]!, quantity: 1, price: '7' },
        ],
        bought,
        { shopperId: 'viewer' },
      ),
    ]);
    expect(answer.json().accepted).toBe(2);
    const counted = await testApp.deps.db.execute(
      sql`select sum(items_sold)::int as items, sum(purchases)::int as purchases from ad_rollups_hourly
          where ad_set_id = ${banner.id}`,
    );
    expect(counted.rows[0]).toEqual({ items: 3, purchases: 1 });

    const now = Object.fromEntries(
      await Promise.all(TABLES.map(async (t) => [t, await rowsOf(t, companyId)])),
    );
    // The history as the engine wrote it before: a banner's rows never had items or purchases.
    for (const table of ['ad_rollups_hourly', 'ad_rollups_daily'])
      await db.execute(
        sql.raw(`update ${table} set items_sold = 0, purchases = 0 where ad_set_id = ${banner.id}`),
      );
    for (const table of TABLES.slice(2))
      await db.execute(
        sql.raw(
          `update ${table} set items_sold = 0, purchases = 0 where company_id = ${companyId} and ad_type = 'BANNER'`,
        ),
      );
    expect(await rowsOf('ad_rollups_daily', companyId)).not.toEqual(now.ad_rollups_daily);

    await db.execute(
      sql.raw(readFileSync(path.join(migrationsFolder, '0022_view_through_items.sql'), 'utf8')),
    );

    for (const table of TABLES) expect(await rowsOf(table, companyId), table).toEqual(now[table]);
  });
});
