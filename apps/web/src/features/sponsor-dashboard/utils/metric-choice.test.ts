import { afterEach, describe, expect, it } from 'vitest';
import { metricSet } from './dashboard-metrics';
import {
  defaultSlots,
  metricChoiceKey,
  parseMetricChoice,
  readMetricChoice,
  saveMetricChoice,
  withSlot,
} from './metric-choice';

const product = metricSet('PRODUCT', false);

describe('the dashboard metric choice', () => {
  afterEach(() => localStorage.clear());

  it('keys product choices by account and banner choices by one fixed key', () => {
    expect(metricChoiceKey('PRODUCT', '12')).toBe('portal.sponsorDashboard.productMetrics.12');
    expect(metricChoiceKey('PRODUCT', '13')).not.toBe(metricChoiceKey('PRODUCT', '12'));
    expect(metricChoiceKey('BANNER', '12')).toBe(metricChoiceKey('BANNER', '13'));
  });

  it('keeps a saved choice of four known slots', () => {
    const key = metricChoiceKey('PRODUCT', '12');
    const chosen = withSlot(defaultSlots, 2, 'roas');
    saveMetricChoice(key, chosen);
    expect(readMetricChoice(key, product)).toEqual(['impressions', 'clicks', 'roas', null]);
  });

  it('falls back to Impressions, Clicks and two empty slots when a saved slot is unknown', () => {
    expect(defaultSlots).toEqual(['impressions', 'clicks', null, null]);
    expect(parseMetricChoice(JSON.stringify(['impressions', 'bogus', null, null]), product)).toEqual(
      defaultSlots,
    );
    // CPM is a banner metric; halo metrics need the flag.
    expect(parseMetricChoice(JSON.stringify(['cpm', 'clicks', null, null]), product)).toEqual(defaultSlots);
    expect(parseMetricChoice(JSON.stringify(['haloSales', null, null, null]), product)).toEqual(defaultSlots);
    expect(
      parseMetricChoice(JSON.stringify(['haloSales', null, null, null]), metricSet('PRODUCT', true)),
    ).toEqual(['haloSales', null, null, null]);
  });

  it('falls back to the defaults when the saved text is not four slots', () => {
    expect(parseMetricChoice(null, product)).toEqual(defaultSlots);
    expect(parseMetricChoice('not json', product)).toEqual(defaultSlots);
    expect(parseMetricChoice(JSON.stringify(['clicks', null, null]), product)).toEqual(defaultSlots);
    expect(parseMetricChoice(JSON.stringify({ 0: 'clicks' }), product)).toEqual(defaultSlots);
  });
});
