import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryPaceStarts } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { fundedCompany, makeAdSet, shelf } from './ingest-events-fixtures';
import { loadPaceStarts, savePaceStarts } from './pace-start-store';

const HOUR = 3_600_000;
let testApp: TestApp;
let adSetId: number;

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 20 });
  const { db } = testApp.deps;
  const sg = await shelf(db, 'SG', 1);
  const companyId = await fundedCompany(db, 'Pace Co', 1_000_000n, new Date());
  adSetId = (await makeAdSet(db, { companyId, brandId: sg.brandId, catalogId: sg.catalogId })).id;
}, 180_000);
afterAll(async () => {
  await testApp?.close();
});

describe('pace starts in the database (decision 0264)', () => {
  it("keeps a day's latest start (a resume), not an earlier one, and the newest day; forgets old days", async () => {
    const { db } = testApp.deps;
    const now = new Date('2026-12-07T12:00:00Z');
    const day = Date.parse('2026-12-06T16:00:00Z');
    const at = (fromMs: number, spent: bigint, dayStartMs = day) => ({
      adSetId,
      start: { dayStartMs, fromMs, spentBeforeMicros: spent },
    });
    await savePaceStarts(db, [at(day + HOUR, 0n)], now);
    await savePaceStarts(db, [at(day + 5 * HOUR, 700n)], now); // resumed later that day
    await savePaceStarts(db, [at(day + 5 * HOUR - 300, 0n)], now); // another process, a moment before
    expect((await loadPaceStarts(db, now)).get(adSetId)).toEqual(at(day + 5 * HOUR, 700n).start);
    await savePaceStarts(db, [at(day - 20 * HOUR, 0n, day - 24 * HOUR)], now); // yesterday's: kept, not read
    expect((await loadPaceStarts(db, now)).get(adSetId)?.dayStartMs).toBe(day);
    const later = new Date(now.getTime() + 3 * 24 * HOUR);
    await savePaceStarts(db, [at(later.getTime() - HOUR, 0n, later.getTime() - 2 * HOUR)], later);
    const kept = await db.select().from(deliveryPaceStarts).where(eq(deliveryPaceStarts.adSetId, adSetId));
    expect(kept.map((row) => row.dayStart.getTime())).toEqual([later.getTime() - 2 * HOUR]);
  });
});
