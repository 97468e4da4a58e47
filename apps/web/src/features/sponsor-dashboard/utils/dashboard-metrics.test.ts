import { describe, expect, it } from 'vitest';
import {
  bucketFigures,
  chartNumber,
  chartValues,
  type Figures,
  isNothingRecorded,
  metricSet,
  metricValue,
  totalFigures,
} from './dashboard-metrics';

const figures: Figures = {
  impressions: 2000,
  clicks: 50,
  costs: 25_000_000n, // 25.00
  sales: 100_000_000n, // 100.00
  itemsSold: 5,
  haloSales: 20_000_000n, // 20.00
  haloItemsSold: 2,
};

describe('dashboard metric sets', () => {
  it('offers CPC for products and CPM for banners, halo metrics only with the flag', () => {
    expect(metricSet('PRODUCT', false)).toEqual([
      'costs',
      'impressions',
      'clicks',
      'itemsSold',
      'sales',
      'ctr',
      'cpc',
      'conversion',
      'roas',
    ]);
    const banner = metricSet('BANNER', true);
    expect(banner).toContain('cpm');
    expect(banner).not.toContain('cpc');
    expect(banner.slice(-3)).toEqual(['haloSales', 'haloItemsSold', 'haloRoas']);
  });
});

describe('derived metrics (spec 2 §9, the domain formulas)', () => {
  it('computes ratios and unit costs from the figures', () => {
    expect(metricValue('ctr', figures)).toBe(2.5);
    expect(metricValue('cpc', figures)).toBe(500_000n);
    expect(metricValue('cpm', figures)).toBe(12_500_000n);
    expect(metricValue('conversion', figures)).toBe(10);
    expect(metricValue('roas', figures)).toBe(400);
  });

  it('adds the halo figures to the direct ones for the halo metrics', () => {
    expect(metricValue('haloSales', figures)).toBe(120_000_000n);
    expect(metricValue('haloItemsSold', figures)).toBe(7);
    expect(metricValue('haloRoas', figures)).toBe(480);
  });

  it('gives 0, not infinity, for a bucket without impressions, clicks or costs', () => {
    const none: Figures = { ...figures, impressions: 0, clicks: 0, costs: 0n };
    expect(metricValue('ctr', none)).toBe(0);
    expect(metricValue('cpc', none)).toBe(0n);
    expect(metricValue('cpm', none)).toBe(0n);
    expect(metricValue('conversion', none)).toBe(0);
    expect(metricValue('roas', none)).toBe(0);
  });

  it('draws money in major units', () => {
    expect(chartNumber(12_345_000n)).toBe(12.345);
    expect(chartNumber(7)).toBe(7);
  });
});

describe('report buckets', () => {
  const t1 = '2026-11-20T00:00:00.000Z';
  const t2 = '2026-11-20T01:00:00.000Z';
  const point = (eventTime: string, value: string, count: number) => ({ eventTime, value, count });

  it('joins the five series by instant, in time order', () => {
    const { at, figures: buckets } = bucketFigures({
      reportImpressions: [point(t2, '40', 40), point(t1, '100', 100)],
      reportClicks: [point(t1, '3', 3), point(t2, '1', 1)],
      reportCosts: [point(t1, '1.5', 3), point(t2, '0.5', 1)],
      reportSales: [point(t1, '30', 2)],
      reportHaloSales: [point(t2, '9.99', 1)],
    });
    expect(at.map((date) => date.toISOString())).toEqual([t1, t2]);
    expect(buckets[0]).toEqual({
      impressions: 100,
      clicks: 3,
      costs: 1_500_000n,
      sales: 30_000_000n,
      itemsSold: 2,
      haloSales: 0n,
      haloItemsSold: 0,
    });
    expect(buckets[1]?.haloSales).toBe(9_990_000n);
    expect(metricValue('ctr', buckets[1] as Figures)).toBe(2.5);
  });

  it('reads the totals and tells a range with nothing recorded', () => {
    const totals = totalFigures({
      impressionsCount: 0,
      clicksCount: 0,
      costTotal: '0',
      saleTotal: '0.00',
      haloSalesTotal: '0',
      itemsSoldTotal: 0,
      haloItemsSoldTotal: 0,
    });
    expect(isNothingRecorded(totals)).toBe(true);
    expect(isNothingRecorded({ ...totals, impressions: 1 })).toBe(false);
  });
});

describe('chartValues', () => {
  it('draws the buckets up to the one under way, and the buckets still to come as gaps, not zeros', () => {
    const hour = 3_600_000;
    const now = Date.parse('2026-12-07T03:35:00Z');
    const at = [0, 1, 2, 3, 4].map((n) => new Date(Date.parse('2026-12-07T01:00:00Z') + n * hour));
    const buckets = at.map(() => ({ ...figures, clicks: 7 }));
    // 01:00, 02:00 and 03:00 (under way at 03:35) have happened; 04:00 and 05:00 have not.
    expect(chartValues('clicks', at, buckets, now)).toEqual([7, 7, 7, null, null]);
    expect(chartValues('costs', at.slice(0, 1), buckets.slice(0, 1), now)).toEqual([25]);
  });
});
