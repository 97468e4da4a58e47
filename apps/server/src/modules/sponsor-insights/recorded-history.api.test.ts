import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adRollupsHourly } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { type Company, campaignOf, companyNamed, DAY_MS } from '../sponsor-lists/sponsor-lists-test-helpers';
import { similarAdsByDay } from './recorded-history';

/** A day long before the demo data, so only this test's rollups are in it. */
const DAY = Date.UTC(2025, 0, 15);
const HOUR_MS = 3_600_000;
let testApp: TestApp;
let acme: Company;

beforeAll(async () => {
  testApp = await createTestApp();
  acme = await companyNamed(testApp.deps.db, 'Acme Fashion', 'Northwind', 'SG');
}, 120_000);
afterAll(() => testApp?.close());

async function servedAt(name: string, startDate: Date, hour: number, impressions: number) {
  const db = testApp.deps.db;
  const { campaign, adSet } = await campaignOf(db, acme, { name, startDate, skus: [`SG-PART-${name}`] });
  await db.insert(adRollupsHourly).values({
    hour: new Date(DAY + hour * HOUR_MS),
    companyId: acme.id,
    catalogId: acme.catalogId,
    brandId: acme.brandId,
    adSetId: adSet.id,
    campaignId: campaign.id,
    sku: `SG-PART-${name}`,
    platform: 'DESKTOP',
    impressions,
    clicks: 0,
    costsMicros: 0n,
  });
}

describe('the similar ads of a recorded day', () => {
  it('count each unit by the part of the day its ad set was scheduled, whole when it served outside it (decision 0281)', async () => {
    // Started at 16:00: a third of the day, its impressions at 20:00 inside it.
    await servedAt('late', new Date(DAY + 16 * HOUR_MS), 20, 6);
    // Scheduled all day.
    await servedAt('whole', new Date(DAY - 10 * DAY_MS), 9, 33);
    // Its start moved past the day after it served at noon: the schedule says nothing of that day.
    await servedAt('moved', new Date(DAY + 3 * DAY_MS), 12, 20);
    const days = await similarAdsByDay(
      testApp.deps.db,
      {
        catalogId: acme.catalogId,
        adType: 'PRODUCT',
        productCategoryIds: null,
        pageCategoryIds: null,
        platforms: null,
      },
      { from: new Date(DAY), to: new Date(DAY + DAY_MS) },
    );
    const day = days.get('2025-01-15');
    expect(day).toMatchObject({ impressions: 59, clicks: 0 });
    expect(day!.units).toBeCloseTo(1 / 3 + 1 + 1, 6);
  });
});
