import { describe, expect, it } from 'vitest';
import { companyPagePath } from './company-page-path';

describe('companyPagePath', () => {
  it('puts the company after the page path', () => {
    expect(companyPagePath(42, ['sponsor-v2', 7])).toBe('/sponsor-v2/7?company=42');
  });

  it("keeps the page's own query before the company", () => {
    expect(companyPagePath(42, ['sponsor'], { adType: 'BANNER' })).toBe('/sponsor?adType=BANNER&company=42');
  });

  it('URL-encodes path segments and query values', () => {
    expect(companyPagePath(3, ['a b', 'c/d?e#f'], { q: 'x&y=z' })).toBe(
      '/a%20b/c%2Fd%3Fe%23f?q=x%26y%3Dz&company=3',
    );
  });

  it('lets the company win over a query key of the same name', () => {
    expect(companyPagePath(5, ['billing', 'info'], { company: '9' })).toBe('/billing/info?company=5');
  });
});
