import { describe, expect, it } from 'vitest';
import type { SkuHistoryPoint } from '../api/get-sku-price-history';
import { historyChart } from './history-series';

const point = (day: string, extra: Partial<SkuHistoryPoint>): SkuHistoryPoint => ({
  day,
  impressions: 0,
  clicks: 0,
  quantity: null,
  newQuantity: null,
  averageValue: null,
  newAverageValue: null,
  blackPrice: null,
  permanentMarkdownPrice: null,
  promotionPrice: null,
  ...extra,
});

describe('historyChart', () => {
  it('puts each day at its start in the zone, money on the left, counts on the right, nulls as gaps', () => {
    const chart = historyChart(
      [
        point('2026-11-20', { impressions: 400, quantity: 3, averageValue: '30.5', blackPrice: '100' }),
        point('2026-11-21', { impressions: 10, newQuantity: 1, newAverageValue: '25', promotionPrice: '80' }),
      ],
      'Asia/Jakarta',
      (key) => `label:${key}`,
    );
    expect(chart.x).toEqual([new Date('2026-11-19T17:00:00Z'), new Date('2026-11-20T17:00:00Z')]);
    const byLabel = new Map(chart.series.map((series) => [series.label, series]));
    expect(byLabel.get('label:averageValue')).toMatchObject({
      values: [30.5, null],
      format: 'money',
      axis: 'left',
    });
    expect(byLabel.get('label:newAverageValue')?.values).toEqual([null, 25]);
    expect(byLabel.get('label:promotionPrice')?.values).toEqual([null, 80]);
    expect(byLabel.get('label:quantity')).toMatchObject({
      values: [3, null],
      format: 'count',
      axis: 'right',
    });
    expect(byLabel.get('label:newQuantity')?.values).toEqual([null, 1]);
    expect(byLabel.get('label:impressions')?.values).toEqual([400, 10]);
    expect(chart.series).toHaveLength(9);
  });

  it('draws the average values above the price lines they meet when a sale pays the price in effect', () => {
    const chart = historyChart(
      [point('2026-11-20', { averageValue: '80', promotionPrice: '80' })],
      'UTC',
      (key) => key,
    );
    const layerOf = new Map(chart.series.map((series) => [series.label, series.layer ?? 0]));
    for (const average of ['averageValue', 'newAverageValue'])
      for (const price of ['blackPrice', 'permanentMarkdownPrice', 'promotionPrice'])
        expect(layerOf.get(average)).toBeGreaterThan(layerOf.get(price)!);
  });
});
