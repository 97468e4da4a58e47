import { describe, expect, it } from 'vitest';
import { withKeptParams } from './query-params';

describe('withKeptParams', () => {
  it('carries company, brandId, mbgSellerId and nextUrl over to the target', () => {
    const href = withKeptParams(
      '/billing/info',
      '?company=7&brandId=3&mbgSellerId=9&nextUrl=%2Fsponsor&tab=2',
    );
    const url = new URL(href, 'http://portal.test');
    expect(url.pathname).toBe('/billing/info');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      company: '7',
      brandId: '3',
      mbgSellerId: '9',
      nextUrl: '/sponsor',
    });
  });

  it('drops parameters that are not kept', () => {
    expect(withKeptParams('/brands', '?tab=2&page=3')).toBe('/brands');
  });

  it('lets the target override a kept parameter and keeps its own ones and hash', () => {
    expect(withKeptParams('/sponsor?brandId=5&view=list#top', '?brandId=3&company=1')).toBe(
      '/sponsor?brandId=5&view=list&company=1#top',
    );
  });
});
