import { describe, expect, it } from 'vitest';
import { referenceSegmentNames } from '../../server/src/db/seed/demo-sponsor-reference';
import { createRandom } from '../../server/src/db/seed/prng';
import { demoCatalogs, demoCategories, orderPrice, selectCatalogs } from './demo-marketplace';
import { searchCategories } from './search-category';
import { bannerSlots, createPageVisits, createSeenProducts, shopperOf } from './shopper';

const sg = demoCatalogs[0]!;

describe('the demo marketplace', () => {
  it('names the demo catalogs by code or id, and refuses others', () => {
    expect(selectCatalogs([])).toEqual({ catalogs: demoCatalogs });
    expect(demoCatalogs.map((catalog) => catalog.code)).toEqual(['SG', 'ID', 'MY', 'PH', 'HK', 'TW']);
    expect(selectCatalogs(['sg', '2', 'SG'])).toEqual({ catalogs: [demoCatalogs[0], demoCatalogs[1]] });
    expect(selectCatalogs(['XX'])).toEqual({ unknown: 'XX' });
  });

  it('prices an order as the seed prices a shelf, in the catalog currency', () => {
    expect(orderPrice(sg, 30)).toBe('29.9');
    expect(orderPrice(demoCatalogs.find((catalog) => catalog.code === 'ID')!, 30)).toBe('359000');
  });

  it('searches for categories and brands of the catalog', () => {
    expect(sg.searchTerms).toContain('t-shirts');
    expect(sg.searchTerms).toContain('northwind');
    // Kite Athletics sells in ID, MY and TW only.
    expect(sg.searchTerms).not.toContain('kite athletics');
    expect(new Set(demoCategories.map((category) => category.id)).size).toBe(demoCategories.length);
  });
});

describe('shoppers', () => {
  it('are the same shopper with the same attributes in every run', () => {
    expect(shopperOf(17, sg)).toEqual(shopperOf(17, sg));
    expect(shopperOf(17, sg).id).toBe('sim-shopper-SG-17');
  });

  it("carry the catalogs' audience segments as their tags, an age group only where it fits", () => {
    const crowd = Array.from({ length: 2000 }, (_, index) => shopperOf(index, sg));
    const tags = new Set(crowd.flatMap((shopper) => shopper.tags ?? []));
    expect([...tags].sort()).toEqual([...referenceSegmentNames].sort());
    for (const shopper of crowd) {
      if (shopper.tags?.includes('Women 18-34')) expect(shopper).toMatchObject({ gender: 'FEMALE' });
      if (shopper.tags?.includes('Men 18-34')) expect(shopper).toMatchObject({ gender: 'MALE' });
      if (shopper.tags?.some((tag) => tag.endsWith('18-34'))) {
        expect(shopper.age).toBeGreaterThanOrEqual(18);
        expect(shopper.age).toBeLessThanOrEqual(34);
      }
    }
    expect(crowd.some((shopper) => shopper.tags === undefined)).toBe(true);
  });

  it('search in a category when the term names one, and send it', () => {
    const next = createPageVisits({ random: createRandom(2), catalogs: [sg], seen: createSeenProducts() });
    const searches = Array.from({ length: 400 }, () => next()).filter(
      (visit) => visit.request.pageType === 'SEARCH',
    );
    const categorized = searches.filter((visit) => visit.request.categoryId !== undefined);
    expect(categorized.length).toBeGreaterThan(0);
    for (const visit of categorized) {
      const choices = searchCategories(visit.request.searchTerm!).map((choice) => choice.id);
      expect(choices).toContain(visit.request.categoryId);
      if (visit.category) expect(visit.category.id).toBe(visit.request.categoryId);
    }
    for (const visit of searches.filter((search) => search.request.categoryId === undefined))
      expect(searchCategories(visit.request.searchTerm!)).toEqual([]);
  });

  it('open the same pages for the same seed', () => {
    const visits = (seed: number) => {
      const next = createPageVisits({
        random: createRandom(seed),
        catalogs: demoCatalogs,
        seen: createSeenProducts(),
      });
      return Array.from({ length: 50 }, () => next().request);
    };
    expect(visits(5)).toEqual(visits(5));
    expect(visits(5)).not.toEqual(visits(6));
  });

  it('open product pages only for products they were shown, and ask for the page type slots', () => {
    const seen = createSeenProducts();
    const next = createPageVisits({ random: createRandom(1), catalogs: [sg], seen });
    const before = Array.from({ length: 200 }, () => next().request);
    expect(before.some((request) => request.pageType === 'PRODUCT')).toBe(false);
    seen.remember(sg.id, 'SG-NWD-000001', 4);
    const after = Array.from({ length: 200 }, () => next().request);
    const product = after.find((request) => request.pageType === 'PRODUCT');
    expect(product).toMatchObject({ sku: 'SG-NWD-000001', slots: { products: 2, banners: [] } });
    const search = after.find((request) => request.pageType === 'SEARCH')!;
    expect(search.searchTerm).toBeTruthy();
    expect(search.slots.products).toBe(4);
    expect(search.slots.banners).toEqual(bannerSlots(search.platform, 'SEARCH'));
    const category = after.find((request) => request.pageType === 'CATEGORY')!;
    expect(demoCategories.map((leaf) => leaf.id)).toContain(category.categoryId);
  });

  it('buy another product of the brand for a halo sale, when one was seen', () => {
    const seen = createSeenProducts();
    const random = createRandom(3);
    seen.remember(1, 'SG-NWD-000001', 4);
    expect(seen.otherSkuOfBrand(1, 4, 'SG-NWD-000001', random)).toBeNull();
    seen.remember(1, 'SG-NWD-000002', 4);
    seen.remember(1, 'SG-LUM-000003', 5);
    expect(seen.otherSkuOfBrand(1, 4, 'SG-NWD-000001', random)).toBe('SG-NWD-000002');
  });
});

describe('bannerSlots', () => {
  it('are the reference banner types of the platform and page', () => {
    expect(bannerSlots('DESKTOP', 'SEARCH')).toEqual(['DESKTOP_SEARCH']);
    expect(bannerSlots('APP', 'HOME')).toEqual(['APP_HOME']);
    expect(bannerSlots('DESKTOP', 'CATEGORY')).toEqual(['DESKTOP_CATEGORY']);
    expect(bannerSlots('APP', 'PRODUCT')).toEqual([]);
  });

  it('put the mobile tile in the mobile web product grids, a search and a category, never on its home page', () => {
    // A search placement: category-targeted (the wizard requires it), so it serves where a category is known.
    expect(bannerSlots('MOBILE_WEB', 'SEARCH')).toEqual(['MOBILE_SEARCH', 'TILE_MOBILE']);
    expect(bannerSlots('MOBILE_WEB', 'CATEGORY')).toEqual(['TILE_MOBILE']);
    expect(bannerSlots('MOBILE_WEB', 'HOME')).toEqual(['MOBILE_HOME']);
    expect(bannerSlots('APP', 'SEARCH')).toEqual(['APP_SEARCH']);
  });
});
