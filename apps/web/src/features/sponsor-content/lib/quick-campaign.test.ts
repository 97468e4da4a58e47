import { emptyCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { describe, expect, it } from 'vitest';
import {
  quickCampaignVariables,
  quickKeywordsEnabled,
  quickPlacementsReady,
  quickPlacementsWithTypes,
} from './quick-campaign';

describe('quickKeywordsEnabled', () => {
  it('offers keywords for home, category and segment banners, not for search placements', () => {
    expect(quickKeywordsEnabled('DESKTOP_HOME')).toBe(true);
    expect(quickKeywordsEnabled('SEGMENT_BANNER')).toBe(true);
    expect(quickKeywordsEnabled('DESKTOP_SEARCH')).toBe(false);
    expect(quickKeywordsEnabled('APP_SEARCH')).toBe(false);
    expect(quickKeywordsEnabled(null)).toBe(false);
  });

  it('with several placements offers keywords when at least one is outside the search set', () => {
    expect(quickKeywordsEnabled(['DESKTOP_SEARCH', 'DESKTOP_HOME'])).toBe(true);
    expect(quickKeywordsEnabled(['DESKTOP_SEARCH', 'MOBILE_SEARCH'])).toBe(false);
    expect(quickKeywordsEnabled([])).toBe(false);
  });
});

describe('quick placements', () => {
  const filled = { bannerTypeId: '4', url: '/a.png', landingUrl: '/x', deeplink: '', skus: [] };

  it('keeps the image and landing path of placements still chosen, adds empty ones, drops the rest', () => {
    expect(quickPlacementsWithTypes([filled], ['5', '4'])).toEqual([
      { bannerTypeId: '5', url: '', landingUrl: '', deeplink: '', skus: [] },
      filled,
    ]);
    expect(quickPlacementsWithTypes([filled], [])).toEqual([]);
  });

  it('is ready only when every chosen placement has an uploaded image and a landing path', () => {
    expect(quickPlacementsReady([])).toBe(false);
    expect(quickPlacementsReady([filled])).toBe(true);
    expect(quickPlacementsReady([filled, { ...filled, bannerTypeId: '5', url: '' }])).toBe(false);
    expect(quickPlacementsReady([filled, { ...filled, bannerTypeId: '5', landingUrl: ' ' }])).toBe(false);
  });
});

describe('quickCampaignVariables', () => {
  const types = [
    { id: '4', bannerType: 'DESKTOP_HOME' },
    { id: '6', bannerType: 'MOBILE_SEARCH' },
  ];
  const base = {
    ...emptyCampaignForm(new Date('2030-01-01T00:00:00Z')),
    brandId: 'b1',
    catalogId: 'c1',
    name: ' Spring ',
  };

  it('sends product categories and sellers for a product campaign, no banner fields', () => {
    const variables = quickCampaignVariables(
      {
        ...base,
        adType: 'PRODUCT',
        keywords: ['shoes'],
        product: { ...base.product, categoryIds: ['7'], sellerIds: ['3'] },
      },
      [],
    );
    expect(variables).toMatchObject({
      name: 'Spring',
      adType: 'PRODUCT',
      budgetType: 'ALWAYS_ON',
      budgetDailyTotal: null,
      scheduleType: 'START_DATE',
      categoryIds: ['7'],
      sellerIds: ['3'],
      keywords: [],
      placements: [],
      bannerCategoryIds: [],
    });
  });

  it('sends the placement, banner category and keywords (outside the search set) for a banner campaign', () => {
    const variables = quickCampaignVariables(
      {
        ...base,
        adType: 'BANNER',
        budgetType: 'DAILY',
        budgetDaily: '12.5',
        endDate: '2030-02-01T00:00:00.000Z',
        keywords: ['summer'],
        bannerCategoryIds: ['9'],
        placements: [
          {
            bannerTypeId: '4',
            url: '/media/a.png',
            landingUrl: 'https://shop.test/x',
            deeplink: '',
            skus: [],
          },
          { bannerTypeId: '6', url: '/media/b.png', landingUrl: '', deeplink: '', skus: [] },
        ],
      },
      types,
    );
    expect(variables).toMatchObject({
      budgetDailyTotal: '12.5',
      budgetTotal: null,
      scheduleType: 'DATE_RANGE',
      keywords: ['summer'],
      bannerCategoryIds: ['9'],
      sellerIds: [],
      placements: [
        { id: '4', url: '/media/a.png', landingUrl: 'https://shop.test/x', selected: true },
        { id: '6', url: '/media/b.png', landingUrl: '', selected: true },
      ],
    });
    const searchOnly = {
      ...base,
      adType: 'BANNER' as const,
      keywords: ['x'],
      placements: [{ bannerTypeId: '6', url: '/b.png', landingUrl: '', deeplink: '', skus: [] }],
    };
    expect(quickCampaignVariables(searchOnly, types).keywords).toEqual([]);
  });
});
