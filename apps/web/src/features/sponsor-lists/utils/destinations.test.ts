import { describe, expect, it } from 'vitest';
import { adSetPagePath, campaignListPath } from './destinations';

const listSearch =
  '?company=9&date=2026-11-08_2026-12-07&country=SG&sort=impressions&direction=desc&name=spring&page=2&logActivityCampaignId=5';

function parts(path: string) {
  const [pathname, search = ''] = path.split('?');
  return { pathname, search: new URLSearchParams(search) };
}

describe('adSetPagePath', () => {
  it("opens a campaign's ad-set page on the list's date range and country, with the company kept", () => {
    const { pathname, search } = parts(adSetPagePath('7', listSearch));
    expect(pathname).toBe('/sponsor/adset/7');
    expect(search.get('date')).toBe('2026-11-08_2026-12-07');
    expect(search.get('country')).toBe('SG');
    expect(search.get('company')).toBe('9');
    // The list's sort and page are the list's, not the ad-set page's.
    expect(search.get('sort')).toBeNull();
    expect(search.get('page')).toBeNull();
  });

  it('is the plain page from a list on its defaults', () => {
    expect(adSetPagePath('7', '')).toBe('/sponsor/adset/7');
  });
});

describe('campaignListPath', () => {
  it('returns to the list with the date, country, filters and sort it was opened from', () => {
    const adSetSearch = parts(adSetPagePath('7', listSearch)).search;
    // The ad-set page's own range changed meanwhile: the list still gets its own back.
    adSetSearch.set('date', '2026-12-01_2026-12-07');
    const { pathname, search } = parts(campaignListPath(`?${adSetSearch}`, 'PRODUCT'));
    expect(pathname).toBe('/sponsor');
    expect(Object.fromEntries(search)).toEqual({
      company: '9',
      date: '2026-11-08_2026-12-07',
      country: 'SG',
      sort: 'impressions',
      direction: 'desc',
      name: 'spring',
      page: '2',
    });
  });

  it('keeps the banner list it came from', () => {
    const adSetSearch = parts(adSetPagePath('7', '?adType=BANNER&date=2026-11-08_2026-12-07')).search;
    expect(campaignListPath(`?${adSetSearch}`, 'BANNER')).toBe(
      '/sponsor?adType=BANNER&date=2026-11-08_2026-12-07',
    );
  });

  it("without the list's state, goes to the campaign's ad type on the page's range and country", () => {
    expect(campaignListPath('?company=9&date=2026-11-08_2026-12-07&country=SG', 'BANNER')).toBe(
      '/sponsor?date=2026-11-08_2026-12-07&country=SG&adType=BANNER&company=9',
    );
    expect(campaignListPath('', 'PRODUCT')).toBe('/sponsor');
  });
});
