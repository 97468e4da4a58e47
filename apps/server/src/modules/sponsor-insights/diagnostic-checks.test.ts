import { describe, expect, it } from 'vitest';
import { type AdSetFacts, type CampaignFacts, diagnose } from './diagnostic-checks';

const NOW = new Date('2026-11-26T10:00:00Z');
const adSet = (patch: Partial<AdSetFacts> = {}): AdSetFacts => ({
  id: 1,
  name: 'Ad set',
  adType: 'PRODUCT',
  status: 'DELIVERING',
  runningStatus: 'STARTED',
  effectiveStatus: null,
  notes: null,
  startDate: new Date('2026-11-01T00:00:00Z'),
  endDate: null,
  budgetType: 'DAILY_TOTAL',
  budgetDailyMicros: 10_000_000n,
  budgetTotalMicros: 100_000_000n,
  bidType: 'AUTOMATED',
  trafficControl: 100,
  spentToday: { micros: 0n, exhaustedAt: null },
  spentTotal: { micros: 0n, exhaustedAt: null },
  skus: { missing: [], outOfStock: [], listed: 2 },
  unmatchedKeywords: [],
  bidSgd: null,
  clearingSgd: null,
  impressionsLastDay: 10,
  ...patch,
});
const facts = (adSets: AdSetFacts[], patch: Partial<CampaignFacts> = {}): CampaignFacts => ({
  campaignId: 7,
  now: NOW,
  walletCurrency: 'SGD',
  walletMicros: 50_000_000n,
  alertMicros: null,
  adSets,
  ...patch,
});

describe('diagnostic checks', () => {
  it('finds nothing when all is good', () => {
    expect(diagnose(facts([adSet()]))).toEqual([]);
  });

  it('names a paused banner campaign with the way back to its list, and an engine-blocked total budget', () => {
    const found = diagnose(
      facts([
        adSet({
          adType: 'BANNER',
          runningStatus: 'PAUSED',
          status: 'NOT_DELIVERING',
          effectiveStatus: 'EXCEED_BUDGET_TOTAL',
          spentTotal: { micros: 100_000_000n, exhaustedAt: new Date('2026-11-20T05:00:00Z') },
        }),
      ]),
    );
    // Kept out by the engine (an engine reason) but with impressions in the last day: no symptom finding.
    expect(found.map((d) => d.name)).toEqual(['paused', 'totalBudgetExhausted']);
    expect(found[0]!.actions).toEqual([{ kind: 'RESUME', route: '/sponsor?adType=BANNER' }]);
    expect(found[1]).toMatchObject({ details: ['100 SGD', '100 SGD'], at: new Date('2026-11-20T05:00:00Z') });
  });

  it('ranks errors first and marks SKUs an error when none is left', () => {
    const found = diagnose(
      facts([adSet({ skus: { missing: ['A'], outOfStock: ['B'], listed: 2 }, unmatchedKeywords: ['x'] })], {
        walletMicros: 0n,
      }),
    );
    expect(found.map((d) => [d.name, d.level])).toEqual([
      ['walletEmpty', 'ERROR'],
      ['skusOutOfStock', 'ERROR'],
      ['skusGone', 'ERROR'],
      ['keywordsNeverMatched', 'WARNING'],
    ]);
  });
});
