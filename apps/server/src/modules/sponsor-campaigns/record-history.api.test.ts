import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandCatalogs,
  companies,
  companyBrands,
  sponsorCampaigns,
  sponsorHistory,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { diffFields, formatHistoryValue, recordSponsorHistory } from './record-history';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 20 });
});
afterAll(() => testApp.close());

describe('diffFields', () => {
  it('formats dates as ISO, micros as decimal text and arrays joined', () => {
    const before = {
      name: 'A',
      startDate: new Date('2030-01-01T00:00:00Z'),
      budgetTotalMicros: 12_500_000n,
      keywords: ['a', 'b'],
      minAge: 18,
    };
    const after = { ...before, name: 'B', budgetTotalMicros: 13_000_000n, keywords: ['a'], minAge: 18 };
    expect(
      diffFields('AD_SET', before, after, ['name', 'startDate', 'budgetTotalMicros', 'keywords', 'minAge']),
    ).toEqual([
      { actionType: '~', objectType: 'AD_SET', field: 'name', old: 'A', new: 'B' },
      { actionType: '~', objectType: 'AD_SET', field: 'budgetTotal', old: '12.50', new: '13.00' },
      { actionType: '~', objectType: 'AD_SET', field: 'keywords', old: 'a, b', new: 'a' },
    ]);
  });

  it("gives '+' for a new object (skipping empty values) and '-' for a removed one", () => {
    const row = { name: 'X', notes: null, startDate: new Date('2030-01-02T03:04:05Z') };
    expect(diffFields('CAMPAIGN', null, row, ['name', 'notes', 'startDate'])).toEqual([
      { actionType: '+', objectType: 'CAMPAIGN', field: 'name', old: null, new: 'X' },
      {
        actionType: '+',
        objectType: 'CAMPAIGN',
        field: 'startDate',
        old: null,
        new: '2030-01-02T03:04:05.000Z',
      },
    ]);
    expect(diffFields('AD', row, null, ['name'])).toEqual([
      { actionType: '-', objectType: 'AD', field: 'name', old: 'X', new: null },
    ]);
  });

  it('formats values', () => {
    expect(formatHistoryValue(1n, 'budgetMicros')).toBe('0.000001');
    expect(formatHistoryValue(-2_000_000n, 'budget')).toBe('-2.00');
    expect(formatHistoryValue(5_000_000n, 'bidMicros')).toBe('5.00');
    expect(formatHistoryValue(5n, 'count')).toBe('5');
    expect(formatHistoryValue({ a: 1 })).toBe('{"a":1}');
    expect(formatHistoryValue('')).toBeNull();
  });
});

describe('recordSponsorHistory', () => {
  it('inserts one row with the actor and skips empty change lists', async () => {
    const db = testApp.deps.db;
    const [company] = await db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
    const [brand] = await db
      .select({ brandId: companyBrands.brandId })
      .from(companyBrands)
      .innerJoin(brandCatalogs, eq(brandCatalogs.brandId, companyBrands.brandId))
      .where(eq(companyBrands.companyId, company!.id));
    const [campaign] = await db
      .insert(sponsorCampaigns)
      .values({
        companyId: company!.id,
        brandId: brand!.brandId,
        name: 'History test',
        goal: 'DRIVE_SALES',
        adType: 'PRODUCT',
      })
      .returning();
    const changes = diffFields('CAMPAIGN', null, campaign!, ['name', 'goal']);
    await recordSponsorHistory(db, {
      companyId: company!.id,
      campaignId: campaign!.id,
      objectType: 'CAMPAIGN',
      objectId: campaign!.id,
      actor: { userId: null, impersonatorId: null },
      changes,
    });
    await recordSponsorHistory(db, {
      companyId: company!.id,
      campaignId: campaign!.id,
      objectType: 'CAMPAIGN',
      objectId: campaign!.id,
      actor: { userId: null, impersonatorId: null },
      changes: [],
    });
    const rows = await db
      .select()
      .from(sponsorHistory)
      .where(eq(sponsorHistory.campaignId, campaign!.id))
      .orderBy(asc(sponsorHistory.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.objectType).toBe('CAMPAIGN');
    expect(rows[0]!.changes).toEqual([
      { actionType: '+', objectType: 'CAMPAIGN', field: 'name', old: null, new: 'History test' },
      { actionType: '+', objectType: 'CAMPAIGN', field: 'goal', old: null, new: 'DRIVE_SALES' },
    ]);
  });
});
