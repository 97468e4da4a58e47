import { describe, expect, it } from 'vitest';
import { metaCampaignRatios, metaMetricValue, sumMetaFigures } from './meta-metrics';

const figures = {
  impressions: 2_000,
  clicks: 50,
  cost: 10_000_000n,
  totalPurchaseItem: 5,
  totalPurchaseValue: 35_000_000n,
};

describe('meta metrics', () => {
  it('computes CPM per thousand impressions in micros, CTR, CR and ROAS in percent', () => {
    expect(metaCampaignRatios(figures)).toEqual({ cpm: 5_000_000n, ctr: 2.5, cr: 10, roas: 350 });
  });

  it('gives 0 for a campaign without impressions, clicks or cost', () => {
    expect(
      metaCampaignRatios({
        impressions: 0,
        clicks: 0,
        cost: 0n,
        totalPurchaseItem: 0,
        totalPurchaseValue: 0n,
      }),
    ).toEqual({ cpm: 0n, ctr: 0, cr: 0, roas: 0 });
  });

  it('reads the chart metrics from the figures: cost and sales in micros', () => {
    expect(metaMetricValue('cost', figures)).toBe(10_000_000n);
    expect(metaMetricValue('sales', figures)).toBe(35_000_000n);
    expect(metaMetricValue('roas', figures)).toBe(350);
    expect(metaMetricValue('ctr', figures)).toBe(2.5);
    expect(metaMetricValue('impressions', figures)).toBe(2_000);
  });

  it('adds figures up exactly', () => {
    expect(sumMetaFigures([figures, figures])).toEqual({
      impressions: 4_000,
      clicks: 100,
      cost: 20_000_000n,
      totalPurchaseItem: 10,
      totalPurchaseValue: 70_000_000n,
    });
  });
});
