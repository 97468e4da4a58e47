import { describe, expect, it } from 'vitest';
import { insightSeries } from './insight-series';

const day = (dateStart: string, spend: string, clicks: number, impressions: number, sales: string) => ({
  dateStart,
  spend,
  clicks,
  impressions,
  totalPurchaseItem: 1,
  totalPurchaseValue: sales,
});

describe('insightSeries', () => {
  it('puts the days in order at their start in the zone, money in major units, ratios in percent', () => {
    const { x, series } = insightSeries(
      [day('2026-11-02', '20', 10, 400, '50'), day('2026-11-01', '12.5', 5, 200, '25')],
      ['impressions', 'cost', 'roas', 'ctr'],
      'Asia/Singapore',
      (metric) => metric,
    );
    expect(x.map((at) => at.toISOString())).toEqual(['2026-10-31T16:00:00.000Z', '2026-11-01T16:00:00.000Z']);
    expect(series.map((entry) => [entry.label, entry.values, entry.axis, entry.format])).toEqual([
      ['impressions', [200, 400], 'left', 'count'],
      ['cost', [12.5, 20], 'right', 'money'],
      ['roas', [200, 250], 'right', 'percent'],
      ['ctr', [2.5, 2.5], 'right', 'percent'],
    ]);
  });
});
