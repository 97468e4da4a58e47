import { emptyCampaignForm, type SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { describe, expect, it } from 'vitest';
import {
  type CampaignFormAction,
  type CampaignFormState,
  campaignFormReducer,
  hasCatalogDependents,
} from './use-campaign-form';

const now = new Date('2030-01-10T00:00:00.000Z');

function state(form: Partial<SponsorCampaignForm> = {}, isTypeLocked = false): CampaignFormState {
  return { form: { ...emptyCampaignForm(now), ...form }, isTypeLocked };
}

function run(start: CampaignFormState, ...actions: CampaignFormAction[]) {
  return actions.reduce(campaignFormReducer, start);
}

describe('campaignFormReducer', () => {
  it('resets the banner part and the CPI bid when the type changes to product', () => {
    const next = run(
      state({
        adType: 'BANNER',
        bidType: 'MAXIMUM_CPI',
        bid: '0.000123',
        placements: [{ bannerTypeId: '1', url: 'u', landingUrl: 'l', deeplink: '', skus: [] }],
        bannerCategoryIds: ['5'],
      }),
      { type: 'setAdType', adType: 'PRODUCT' },
    );
    expect(next.form.adType).toBe('PRODUCT');
    expect(next.form.placements).toEqual([]);
    expect(next.form.bannerCategoryIds).toEqual([]);
    expect(next.form.bidType).toBe('AUTOMATED');
    expect(next.form.bid).toBe('');
  });

  it('resets the product part when the type changes to banner', () => {
    const start = state({ adType: 'PRODUCT', product: { ...emptyCampaignForm().product, skus: ['A1'] } });
    const next = run(start, { type: 'setAdType', adType: 'BANNER' });
    expect(next.form.product.skus).toEqual([]);
  });

  it('keeps the type locked when editing', () => {
    const start = state({ adType: 'PRODUCT' }, true);
    expect(run(start, { type: 'setAdType', adType: 'BANNER' }).form.adType).toBe('PRODUCT');
  });

  it('clears everything that depends on the catalog when the catalog changes', () => {
    const start = state({
      catalogId: '1',
      adType: 'PRODUCT',
      keywords: ['shoes'],
      negativeKeywords: ['[cheap]'],
      locations: ['Jakarta'],
      minAge: 18,
      product: {
        skus: ['A1'],
        minPrice: '1',
        maxPrice: '9',
        categoryIds: ['3'],
        sellerIds: ['4'],
        images: {},
      },
    });
    expect(hasCatalogDependents(start.form)).toBe(true);
    const next = run(start, { type: 'setCatalog', catalogId: '2' });
    expect(next.form.catalogId).toBe('2');
    expect(next.form.product).toEqual({
      skus: [],
      minPrice: '',
      maxPrice: '',
      categoryIds: [],
      sellerIds: [],
      images: {},
    });
    expect(next.form.keywords).toEqual([]);
    expect(next.form.negativeKeywords).toEqual([]);
    expect(next.form.locations).toEqual([]);
    expect(next.form.minAge).toBeNull();
    expect(hasCatalogDependents(next.form)).toBe(false);
  });

  it('preselects the first catalog of the brand only when none is set', () => {
    expect(run(state(), { type: 'preselectCatalog', catalogIds: ['7', '8'] }).form.catalogId).toBe('7');
    expect(
      run(state({ catalogId: '8' }), { type: 'preselectCatalog', catalogIds: ['7', '8'] }).form.catalogId,
    ).toBe('8');
  });

  it('derives the budget type from the daily and total inputs', () => {
    const s = state();
    expect(run(s, { type: 'setBudgetInputs', daily: true, total: false }).form.budgetType).toBe('DAILY');
    expect(run(s, { type: 'setBudgetInputs', daily: false, total: true }).form.budgetType).toBe('TOTAL');
    expect(run(s, { type: 'setBudgetInputs', daily: true, total: true }).form.budgetType).toBe('DAILY_TOTAL');
    expect(run(s, { type: 'setBudgetInputs', daily: false, total: false }).form.budgetType).toBe('ALWAYS_ON');
  });

  it('sets DATE_RANGE with an end date and START_DATE when it is cleared', () => {
    const ranged = run(state(), { type: 'setEndDate', endDate: '2030-02-01T00:00:00.000Z' });
    expect(ranged.form.scheduleType).toBe('DATE_RANGE');
    expect(run(ranged, { type: 'setEndDate', endDate: null }).form.scheduleType).toBe('START_DATE');
  });

  it('keeps the start date and clears the end date when the schedule type changes', () => {
    const start = state({
      scheduleType: 'DATE_RANGE',
      startDate: '2030-01-12T00:00:00.000Z',
      endDate: '2030-02-01T00:00:00.000Z',
    });
    const next = run(start, { type: 'setScheduleType', scheduleType: 'START_DATE', now: now.toISOString() });
    expect(next.form).toMatchObject({
      scheduleType: 'START_DATE',
      startDate: '2030-01-12T00:00:00.000Z',
      endDate: null,
    });
  });

  it('resets a bid type that does not fit the campaign type to AUTOMATED', () => {
    const next = run(state({ adType: 'PRODUCT' }), {
      type: 'patch',
      patch: { bidType: 'MAXIMUM_CPI', bid: '1' },
    });
    expect(next.form.bidType).toBe('AUTOMATED');
    expect(
      run(state({ adType: 'PRODUCT' }), { type: 'patch', patch: { bidType: 'MAXIMUM_CPC' } }).form.bidType,
    ).toBe('MAXIMUM_CPC');
  });

  it('toggles banner placements', () => {
    const once = run(state({ adType: 'BANNER' }), { type: 'togglePlacement', bannerTypeId: '3' });
    expect(once.form.placements.map((p) => p.bannerTypeId)).toEqual(['3']);
    expect(run(once, { type: 'togglePlacement', bannerTypeId: '3' }).form.placements).toEqual([]);
  });
});
