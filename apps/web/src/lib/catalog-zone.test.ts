import { describe, expect, it } from 'vitest';
import { catalogZone, ruleTimeZone, waitsForZone } from './catalog-zone';

describe('catalogZone (decisions 0171, 0278)', () => {
  const catalogs = [{ id: '1', timeZone: 'Asia/Singapore' }];

  it("is the catalog's zone once known, never a stand-in", () => {
    expect(catalogZone(catalogs, '1', false)).toEqual({ timeZone: 'Asia/Singapore' });
    expect(catalogZone(catalogs, '1', true)).toEqual({ timeZone: 'Asia/Singapore' });
    expect(ruleTimeZone({ timeZone: 'Asia/Singapore' })).toBe('Asia/Singapore');
  });

  it('is loading while the catalogs are on their way, with a catalog or before the first is preselected', () => {
    expect(catalogZone([], '1', true)).toBe('loading');
    expect(catalogZone([], null, true)).toBe('loading');
    expect(waitsForZone('loading')).toBe(true);
    expect(ruleTimeZone('loading')).toBeNull();
  });

  it('is unchosen without a catalog, or with one the loaded catalogs do not list: no zone, nothing waits', () => {
    expect(catalogZone(catalogs, null, false)).toBe('unchosen');
    expect(catalogZone(catalogs, '9', false)).toBe('unchosen');
    expect(waitsForZone('unchosen')).toBe(false);
    expect(ruleTimeZone('unchosen')).toBeNull();
  });
});
