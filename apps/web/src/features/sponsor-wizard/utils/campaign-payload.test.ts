import { emptyCampaignForm, type SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { describe, expect, it } from 'vitest';
import { toCampaignInput } from './campaign-payload';

function form(patch: Partial<SponsorCampaignForm>): SponsorCampaignForm {
  return {
    ...emptyCampaignForm(new Date('2030-01-10T05:00:00.000Z')),
    brandId: '2',
    catalogId: '3',
    name: ' Spring ',
    ...patch,
  };
}

describe('toCampaignInput', () => {
  it('sends product fields and no banner fields for product ads', () => {
    const input = toCampaignInput(
      form({
        adType: 'PRODUCT',
        bidType: 'MAXIMUM_CPC',
        bid: '0.25',
        budgetType: 'DAILY',
        budgetDaily: '10',
        budgetTotal: '500',
        bannerCategoryIds: ['9'],
        product: {
          skus: ['A1', 'A2'],
          minPrice: '',
          maxPrice: '',
          categoryIds: [],
          sellerIds: [],
          images: { A1: { url: 'u', path: 'p', prompt: 'beach' } },
        },
      }),
    );
    expect(input.name).toBe('Spring');
    expect(input.adSet.name).toBe('Spring');
    expect(input.adSet.bannerAd).toBeUndefined();
    expect(input.adSet.bannerCategoryIds).toEqual([]);
    expect(input.adSet.productAd).toMatchObject({ skus: ['A1', 'A2'], productMinPrice: null });
    expect(JSON.parse(input.adSet.productAd!.productImages)).toEqual({
      A1: { url: 'u', path: 'p', prompt: 'beach' },
    });
    expect(input.adSet.budgetDailyTotal).toBe('10');
    expect(input.adSet.budgetTotal).toBeNull();
    expect(input.adSet.bidWalletCurrency).toBe('0.25');
    expect(input.adSet.startDate).toBe('2030-01-10T05:00:00.000Z');
    expect(input.adSet.endDate).toBeNull();
  });

  it('sends banner placements trimmed to id, url, landingUrl, deeplink, skus and no product fields', () => {
    const input = toCampaignInput(
      form({
        adType: 'BANNER',
        goal: 'OTHERS',
        goalOther: 'Launch',
        scheduleType: 'DATE_RANGE',
        endDate: '2030-02-01T16:59:59.999Z',
        placements: [
          { bannerTypeId: '4', url: 'https://img', landingUrl: 'https://shop/x', deeplink: '', skus: [] },
        ],
        product: { skus: ['X'], minPrice: '1', maxPrice: '2', categoryIds: [], sellerIds: [], images: {} },
      }),
    );
    expect(input.adSet.productAd).toBeUndefined();
    expect(input.adSet.bannerAd).toEqual({
      name: 'Spring',
      placements: [{ id: '4', url: 'https://img', landingUrl: 'https://shop/x', deeplink: null, skus: [] }],
    });
    expect(input.goalOther).toBe('Launch');
    expect(input.adSet.endDate).toBe('2030-02-01T16:59:59.999Z');
    expect(input.adSet.bidWalletCurrency).toBeNull();
  });
});
