import { describe, expect, it } from 'vitest';
import { emptyCampaignForm, type SponsorCampaignForm } from './sponsor-campaign-form';
import {
  changeAdType,
  changeCatalog,
  defaultCatalogId,
  normalizeLoadedForm,
  togglePlacement,
} from './sponsor-form-transitions';

const filled = (): SponsorCampaignForm => ({
  ...emptyCampaignForm(new Date('2030-01-01T00:00:00Z')),
  adType: 'PRODUCT',
  catalogId: '1',
  bidType: 'MAXIMUM_CPC',
  bid: '0.5',
  keywords: ['k'],
  negativeKeywords: ['[n]'],
  locations: ['SG'],
  minAge: 20,
  segmentIds: ['s'],
  bannerCategoryIds: ['c'],
  product: { skus: ['A'], minPrice: '1', maxPrice: '9', categoryIds: ['c'], sellerIds: ['s'], images: {} },
  placements: [{ bannerTypeId: '1', url: '/a.png', landingUrl: '/x', deeplink: 'd', skus: ['A'] }],
});

describe('form transitions', () => {
  it('changing the type resets the other type and an unfit bid type', () => {
    const banner = changeAdType(filled(), 'BANNER');
    expect(banner).toMatchObject({ adType: 'BANNER', bidType: 'AUTOMATED', bid: '' });
    expect(banner.product.skus).toEqual([]);
    expect(banner.placements).toHaveLength(1);
    const product = changeAdType(banner, 'PRODUCT');
    expect(product.placements).toEqual([]);
    expect(changeAdType(filled(), 'PRODUCT')).toEqual(filled());
  });

  it('changing the catalog resets catalog-bound content, targeting only after confirmation', () => {
    const next = changeCatalog(filled(), '2');
    expect(next.product).toEqual({
      skus: [],
      minPrice: '',
      maxPrice: '',
      categoryIds: [],
      sellerIds: [],
      images: {},
    });
    expect(next.segmentIds).toEqual([]);
    expect(next.bannerCategoryIds).toEqual([]);
    expect(next.placements).toEqual([{ bannerTypeId: '1', url: '', landingUrl: '', deeplink: '', skus: [] }]);
    expect(next.keywords).toEqual(['k']);
    const cleared = changeCatalog(filled(), '2', { clearTargeting: true });
    expect(cleared).toMatchObject({
      keywords: [],
      negativeKeywords: [],
      locations: [],
      minAge: null,
      gender: 'ALL',
    });
  });

  it('preselects the first catalog of the brand', () => {
    expect(defaultCatalogId(null, ['3', '4'])).toBe('3');
    expect(defaultCatalogId('4', ['3', '4'])).toBe('4');
    expect(defaultCatalogId(null, [])).toBeNull();
  });

  it('normalizes a loaded campaign: schedule from dates, bid type fitting the type', () => {
    const loaded = normalizeLoadedForm({
      ...filled(),
      adType: 'BANNER',
      scheduleType: 'START_DATE',
      startDate: '2030-01-01T00:00:00Z',
      endDate: '2030-02-01T00:00:00Z',
    });
    expect(loaded).toMatchObject({ scheduleType: 'DATE_RANGE', bidType: 'AUTOMATED' });
  });

  it('toggles placements', () => {
    const added = togglePlacement(filled(), '2');
    expect(added.placements.map((placement) => placement.bannerTypeId)).toEqual(['1', '2']);
    expect(togglePlacement(added, '1').placements.map((placement) => placement.bannerTypeId)).toEqual(['2']);
  });
});
