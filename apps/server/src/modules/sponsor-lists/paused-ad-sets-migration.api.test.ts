import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../config/paths';
import { sponsorAdSets } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { type Company, campaignOf, companyNamed } from './sponsor-lists-test-helpers';

let testApp: TestApp;
let acme: Company;

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 50 });
  acme = await companyNamed(testApp.deps.db, 'Acme Fashion', 'Northwind');
});
afterAll(() => testApp.close());

describe('migration 0009: ad sets paused before issue 12', () => {
  it('become PAUSED; a started ad set that is not delivering stays as it is', async () => {
    const now = new Date();
    const paused = (await campaignOf(testApp.deps.db, acme, { name: 'paused the old way' }, now)).adSet;
    const idle = (await campaignOf(testApp.deps.db, acme, { name: 'started, not delivering' }, now)).adSet;
    const db = testApp.deps.db;
    await db
      .update(sponsorAdSets)
      .set({ status: 'NOT_DELIVERING', runningStatus: 'PAUSED' })
      .where(inArray(sponsorAdSets.id, [paused.id]));
    await db
      .update(sponsorAdSets)
      .set({ status: 'NOT_DELIVERING', runningStatus: 'STARTED' })
      .where(inArray(sponsorAdSets.id, [idle.id]));

    await db.execute(sql.raw(readFileSync(path.join(migrationsFolder, '0009_paused_ad_sets.sql'), 'utf8')));

    const rows = await db
      .select({ id: sponsorAdSets.id, status: sponsorAdSets.status })
      .from(sponsorAdSets)
      .where(inArray(sponsorAdSets.id, [paused.id, idle.id]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [paused.id]: 'PAUSED',
      [idle.id]: 'NOT_DELIVERING',
    });
  });
});
