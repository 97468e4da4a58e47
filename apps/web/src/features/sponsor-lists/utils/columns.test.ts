import { columnSettingsWithDefaults } from '@portal/domain/sponsor-status';
import { describe, expect, it } from 'vitest';
import { defaultColumns, listKeyFor } from './columns';

describe('list columns', () => {
  it('has four lists keyed by ad type and level', () => {
    expect(listKeyFor('PRODUCT', 'campaign')).toBe('SPONSOR_CAMPAIGN');
    expect(listKeyFor('PRODUCT', 'adSet')).toBe('SPONSOR_ADSET');
    expect(listKeyFor('BANNER', 'campaign')).toBe('BANNER_CAMPAIGN');
    expect(listKeyFor('BANNER', 'adSet')).toBe('BANNER_ADSET');
  });

  it('shows CPC for products and CPM for banners; supplier and brand only on campaign lists', () => {
    const product = defaultColumns('SPONSOR_CAMPAIGN').map((column) => column.id);
    const banner = defaultColumns('BANNER_ADSET').map((column) => column.id);
    expect(product).toContain('cpc');
    expect(product).not.toContain('cpm');
    expect(banner).toContain('cpm');
    expect(banner).not.toContain('supplier');
    expect(defaultColumns('SPONSOR_CAMPAIGN').every((column) => column.show)).toBe(true);
  });

  it('replaces a saved set that lacks a default column', () => {
    const defaults = defaultColumns('SPONSOR_CAMPAIGN');
    const stale = defaults.slice(1).map((column) => ({ ...column, show: false }));
    expect(columnSettingsWithDefaults(stale, defaults)).toEqual(defaults);
    const reordered = [...defaults].reverse().map((column, index) => ({ ...column, show: index % 2 === 0 }));
    expect(columnSettingsWithDefaults(reordered, defaults)).toEqual(reordered);
  });
});
