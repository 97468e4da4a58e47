import { describe, expect, it } from 'vitest';
import { formFieldToInputField, inputToForm, inputToRows, type SponsorCampaignInput } from './campaign-input';

const input = (adSet: Partial<SponsorCampaignInput['adSet']> = {}): SponsorCampaignInput => ({
  name: ' Summer ',
  goal: 'OTHERS',
  goalOther: 'Launch',
  brandId: '3',
  adType: 'PRODUCT',
  adSet: {
    catalogId: '2',
    budgetDailyTotal: 20_000_000n,
    startDate: new Date('2030-01-01T00:00:00Z'),
    keywords: [' shoes ', 'shoes', ''],
    productAd: { skus: ['A', ' B ', 'A'], productMinPrice: 5_000_000n },
    ...adSet,
  },
});

describe('campaign input mapping', () => {
  it('derives the budget and schedule types and fills the other price bound, as the form does', () => {
    const form = inputToForm(input());
    expect(form).toMatchObject({
      budgetType: 'DAILY',
      budgetDaily: '20',
      scheduleType: 'START_DATE',
      adSetName: ' Summer ',
      keywords: ['shoes'],
      product: { skus: ['A', 'B'], minPrice: '5', maxPrice: '999999999' },
    });
    expect(
      inputToForm(input({ endDate: new Date('2030-02-01T00:00:00Z'), budgetTotal: 1n })).scheduleType,
    ).toBe('DATE_RANGE');
  });

  it('keeps only the values the types use in the rows', () => {
    const rows = inputToRows(
      input({ budgetType: 'TOTAL', budgetTotal: 90_000_000n, bidType: 'MAXIMUM_CPC', bidWalletCurrency: 1n }),
    );
    expect(rows.campaign).toMatchObject({ name: 'Summer', goalOther: 'Launch', brandId: 3 });
    expect(rows.adSet).toMatchObject({
      name: 'Summer',
      catalogId: 2,
      budgetType: 'TOTAL',
      budgetTotalMicros: 90_000_000n,
      budgetDailyMicros: null,
      endDate: null,
      bidMicros: 1n,
    });
    expect(rows.productAd).toMatchObject({ skus: ['A', 'B'], productMaxPriceMicros: 999_999_999_000_000n });
    expect(rows.bannerAd).toBeNull();
    expect(inputToRows(input()).adSet.bidMicros).toBe(0n);
  });

  it("maps the domain's field paths to the API's", () => {
    expect(formFieldToInputField('name')).toBe('name');
    expect(formFieldToInputField('budgetDaily')).toBe('adSet.budgetDailyTotal');
    expect(formFieldToInputField('product.minPrice')).toBe('adSet.productAd.productMinPrice');
    expect(formFieldToInputField('placements.1.bannerTypeId')).toBe('adSet.bannerAd.placements.1.id');
    expect(formFieldToInputField('placements.0.landingUrl')).toBe('adSet.bannerAd.placements.0.landingUrl');
    expect(formFieldToInputField('startDate')).toBe('adSet.startDate');
    expect(formFieldToInputField('segmentIds')).toBe('adSet.segments');
  });
});
