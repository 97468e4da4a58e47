import { emptyCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { describe, expect, it } from 'vitest';
import { quickCampaignVariables, quickKeywordsEnabled } from './quick-campaign';

describe('quickKeywordsEnabled', () => {
  it('offers keywords for home, category and segment banners, not for search placements', () => {
    expect(quickKeywordsEnabled('DESKTOP_HOME')).toBe(true);
    expect(quickKeywordsEnabled('SEGMENT_BANNER')).toBe(true);
    expect(quickKeywordsEnabled('DESKTOP_SEARCH')).toBe(false);
    expect(quickKeywordsEnabled('APP_SEARCH')).toBe(false);
    expect(quickKeywordsEnabled(null)).toBe(false);
  });
});

describe('quickCampaignVariables', () => {
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
      null,
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
        ],
      },
      'DESKTOP_HOME',
    );
    expect(variables).toMatchObject({
      budgetDailyTotal: '12.5',
      budgetTotal: null,
      scheduleType: 'DATE_RANGE',
      keywords: ['summer'],
      bannerCategoryIds: ['9'],
      sellerIds: [],
      placements: [{ id: '4', url: '/media/a.png', landingUrl: 'https://shop.test/x', selected: true }],
    });
    expect(
      quickCampaignVariables({ ...base, adType: 'BANNER', keywords: ['x'] }, 'MOBILE_SEARCH').keywords,
    ).toEqual([]);
  });
});
