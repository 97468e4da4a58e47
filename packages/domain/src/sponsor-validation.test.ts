import { describe, expect, it } from 'vitest';
import { emptyCampaignForm, type SponsorCampaignForm } from './sponsor-campaign-form';
import { hasErrors } from './sponsor-messages';
import {
  adSetStepErrors,
  bannerContentErrors,
  budgetStepErrors,
  canStartQuickCampaign,
  defaultValidationOptions,
  isProductContentComplete,
  isSetupComplete,
  productContentErrors,
  quickCampaignErrors,
  rejectErrors,
  scheduleForCopy,
  typeStepErrors,
  validateCampaign,
} from './sponsor-validation';

const now = new Date('2030-03-10T05:00:00Z');
const bannerTypes = [
  { id: '1', bannerType: 'DESKTOP_HOME', width: 1200, height: 300, name: 'Desktop Home' },
  { id: '2', bannerType: 'MOBILE_SEARCH', width: 600, height: 200, name: 'Mobile Search' },
  { id: '3', bannerType: 'SEGMENT_BANNER', width: 600, height: 600, name: 'Segment Banner' },
];
const opts = defaultValidationOptions({ now, bannerTypes, catalogBaseUrl: 'https://www.fashionmarket.sg' });

function productForm(over: Partial<SponsorCampaignForm> = {}): SponsorCampaignForm {
  return {
    ...emptyCampaignForm(now),
    name: 'Summer',
    adSetName: 'Summer SG',
    adType: 'PRODUCT',
    brandId: '1',
    catalogId: '1',
    product: { skus: ['A1'], minPrice: '', maxPrice: '', categoryIds: [], sellerIds: [], images: {} },
    ...over,
  };
}

function bannerForm(over: Partial<SponsorCampaignForm> = {}): SponsorCampaignForm {
  return productForm({
    adType: 'BANNER',
    keywords: ['shoes'],
    product: emptyCampaignForm(now).product,
    placements: [{ bannerTypeId: '1', url: '/uploads/a.png', landingUrl: '/women', deeplink: '', skus: [] }],
    ...over,
  });
}

describe('type step', () => {
  it('requires a trimmed name, a type, and a placement for banners', () => {
    expect(typeStepErrors(productForm())).toEqual({});
    expect(typeStepErrors(productForm({ name: '   ', adType: null }))).toEqual({
      name: ['sponsorRules:requireFillOutTheField'],
      adType: ['sponsorRules:requireAdType'],
    });
    expect(typeStepErrors(bannerForm({ placements: [] }))).toEqual({
      placements: ['sponsorRules:requirePlacement'],
    });
  });

  it('requires the free-text goal for OTHERS unless the field is excluded', () => {
    expect(typeStepErrors(productForm({ goal: 'OTHERS' })).goalOther).toBeDefined();
    expect(
      typeStepErrors(productForm({ goal: 'OTHERS' }), { excludedFields: ['campaignGoal_other'] }),
    ).toEqual({});
  });
});

describe('budget step', () => {
  it('accepts an always-on campaign starting now', () => {
    expect(budgetStepErrors(productForm(), opts)).toEqual({});
  });

  it('refuses a start before today and an end before the start', () => {
    const errors = budgetStepErrors(
      productForm({
        scheduleType: 'DATE_RANGE',
        startDate: '2030-03-09T23:00:00Z',
        endDate: '2030-03-09T22:00:00Z',
      }),
      opts,
    );
    expect(errors).toEqual({
      startDate: ['sponsorRules:startDateInPast'],
      endDate: ['sponsorRules:endDateBeforeStartDate'],
    });
  });

  it('accepts a start earlier today', () => {
    expect(budgetStepErrors(productForm({ startDate: '2030-03-10T00:00:00Z' }), opts)).toEqual({});
  });

  it('uses the catalog day for "today"', () => {
    // 05:00 UTC is 13:00 in UTC+8: 2030-03-09T17:00Z is already today there.
    const form = productForm({ startDate: '2030-03-09T17:00:00Z' });
    expect(budgetStepErrors(form, opts).startDate).toBeDefined();
    expect(budgetStepErrors(form, { ...opts, catalogTimeZone: 'Asia/Singapore' })).toEqual({});
  });

  it('judges no day against today while the catalog zone is not known (null), and still the rest (decision 0278)', () => {
    // 2030-03-10 in Singapore starts at 2030-03-09T16:00Z: in a stand-in UTC it was "in the past".
    const sgToday = productForm({ startDate: '2030-03-09T16:00:00Z' });
    expect(budgetStepErrors(sgToday, opts).startDate).toEqual(['sponsorRules:startDateInPast']);
    expect(budgetStepErrors(sgToday, { ...opts, catalogTimeZone: null })).toEqual({});
    const longAgo = productForm({ startDate: '2029-01-01T00:00:00Z' });
    expect(budgetStepErrors(longAgo, { ...opts, catalogTimeZone: null })).toEqual({});
    // Whatever the zone: a start is required, and an end may not come before it (two instants).
    expect(
      budgetStepErrors(
        productForm({ scheduleType: 'DATE_RANGE', startDate: null, endDate: '2030-03-20T00:00:00Z' }),
        { ...opts, catalogTimeZone: null },
      ),
    ).toEqual({ startDate: ['sponsorRules:requireFillOutTheField'] });
    expect(
      budgetStepErrors(
        productForm({
          scheduleType: 'DATE_RANGE',
          startDate: '2030-03-20T00:00:00Z',
          endDate: '2030-03-19T00:00:00Z',
        }),
        { ...opts, catalogTimeZone: null },
      ),
    ).toEqual({ endDate: ['sponsorRules:endDateBeforeStartDate'] });
  });

  it('lets allow_pass_day ranges and unchanged saved starts lie in the past', () => {
    const past = { startDate: '2030-01-01T00:00:00Z', endDate: '2030-04-01T00:00:00Z' };
    expect(
      budgetStepErrors(productForm({ ...past, scheduleType: 'DATE_RANGE' }), { ...opts, allowPassDay: true }),
    ).toEqual({});
    expect(
      budgetStepErrors(productForm({ ...past, endDate: null }), { ...opts, allowPassDay: true }).startDate,
    ).toBeDefined();
    expect(
      budgetStepErrors(productForm({ ...past, endDate: null }), {
        ...opts,
        originalStartDate: '2030-01-01T00:00:00.000Z',
      }),
    ).toEqual({});
  });

  it('requires the start, and the end for a range', () => {
    expect(budgetStepErrors(productForm({ startDate: null, scheduleType: 'DATE_RANGE' }), opts)).toEqual({
      startDate: ['sponsorRules:requireFillOutTheField'],
      endDate: ['sponsorRules:requireFillOutTheField'],
    });
  });

  it('includes the budget rules with the server minimum', () => {
    const errors = budgetStepErrors(productForm({ budgetType: 'DAILY', budgetDaily: '2' }), {
      ...opts,
      minBudget: '3',
    });
    expect(errors).toEqual({ budgetDaily: ['sponsorRules:dailyBudgetLessThanMin?min=3'] });
  });
});

describe('schedule of a duplicate or copy', () => {
  const zone = 'Asia/Singapore';
  const todaySg = new Date('2030-03-09T16:00:00Z');

  it("moves a past start to today in the catalog's zone, so the copy passes the start rule", () => {
    const copied = scheduleForCopy(
      { startDate: new Date('2030-02-18T00:00:00Z'), endDate: null, scheduleType: 'START_DATE' },
      now,
      zone,
    );
    expect(copied).toEqual({ startDate: todaySg, endDate: null, scheduleType: 'START_DATE' });
    const form = productForm({ startDate: copied.startDate.toISOString() });
    expect(budgetStepErrors(form, { ...opts, catalogTimeZone: zone })).toEqual({});
  });

  it('keeps a future start and a still-open range; drops an end already past', () => {
    const future = {
      startDate: new Date('2030-04-01T00:00:00Z'),
      endDate: new Date('2030-05-01T00:00:00Z'),
      scheduleType: 'DATE_RANGE' as const,
    };
    expect(scheduleForCopy(future, now, zone)).toEqual(future);
    const open = { ...future, startDate: new Date('2030-01-01T00:00:00Z') };
    expect(scheduleForCopy(open, now, zone)).toEqual({ ...future, startDate: todaySg });
    const over = { ...open, endDate: new Date('2030-02-01T00:00:00Z') };
    expect(scheduleForCopy(over, now, zone)).toEqual({
      startDate: todaySg,
      endDate: null,
      scheduleType: 'START_DATE',
    });
  });
});

describe('ad set step', () => {
  it('requires the ad-set name and the catalog', () => {
    expect(adSetStepErrors(productForm({ adSetName: '', catalogId: null }))).toEqual({
      adSetName: ['sponsorRules:requireFillOutTheField'],
      catalogId: ['sponsorRules:targetCountryIsNotSelected'],
    });
  });

  it('requires keywords for banners with a placement without products, unless excluded', () => {
    expect(adSetStepErrors(bannerForm({ keywords: [] }), bannerTypes)).toEqual({
      keywords: ['sponsorRules:requireKeywords'],
    });
    expect(
      adSetStepErrors(bannerForm({ keywords: [] }), bannerTypes, { excludedFields: ['targetKeywords'] }),
    ).toEqual({});
    const withSkus = bannerForm({ keywords: [] });
    withSkus.placements = withSkus.placements.map((placement) => ({ ...placement, skus: ['A1'] }));
    expect(adSetStepErrors(withSkus, bannerTypes)).toEqual({});
  });

  it('limits keywords to 1000 and checks traffic control and ages', () => {
    const keywords = Array.from({ length: 1001 }, (_, index) => `k${index}`);
    const errors = adSetStepErrors(productForm({ keywords, trafficControl: 101, minAge: 40, maxAge: 30 }));
    expect(errors).toEqual({
      keywords: ['sponsorRules:maxKeywords?max=1000'],
      trafficControl: ['sponsorRules:invalidTrafficControl'],
      minAge: ['sponsorRules:requireMinAgeLowerThanMaxAge'],
    });
    expect(adSetStepErrors(productForm({ keywords: keywords.slice(0, 1000), trafficControl: 0 }))).toEqual(
      {},
    );
  });
});

describe('product content', () => {
  const flags = { dynamicFilterFlag: false, requireSeller: false };

  it('requires SKUs without the dynamic filter', () => {
    expect(productContentErrors(productForm(), flags)).toEqual({});
    expect(
      productContentErrors(productForm({ product: { ...productForm().product, skus: [] } }), flags),
    ).toEqual({
      'product.skus': ['sponsorRules:requireSkus'],
    });
  });

  it('with the dynamic filter accepts SKUs, a category or a price range', () => {
    const empty = { ...productForm().product, skus: [] };
    const dynamic = { dynamicFilterFlag: true, requireSeller: false };
    expect(productContentErrors(productForm({ product: empty }), dynamic)).toEqual({
      'product.skus': ['sponsorRules:requireSkuOrCategoryAndPriceRange'],
    });
    expect(productContentErrors(productForm({ product: { ...empty, categoryIds: ['5'] } }), dynamic)).toEqual(
      {},
    );
    expect(productContentErrors(productForm({ product: { ...empty, maxPrice: '50' } }), dynamic)).toEqual({});
  });

  it('requires sellers when no company seller matches the filter', () => {
    const product = { ...productForm().product, skus: [], categoryIds: ['5'] };
    expect(
      productContentErrors(productForm({ product }), { dynamicFilterFlag: true, requireSeller: true }),
    ).toEqual({
      'product.sellerIds': ['sponsorRules:requireSeller'],
    });
    expect(
      productContentErrors(productForm({ product: { ...product, sellerIds: ['9'] } }), {
        dynamicFilterFlag: true,
        requireSeller: true,
      }),
    ).toEqual({});
  });

  it('reports missing catalog and brand, price order, too many and unknown SKUs', () => {
    const skus = Array.from({ length: 5000 }, (_, index) => `S${index}`);
    const errors = productContentErrors(
      productForm({
        catalogId: null,
        brandId: null,
        product: { ...productForm().product, skus, minPrice: '9', maxPrice: '8' },
      }),
      { ...flags, notFoundSkus: ['S1'] },
    );
    expect(errors).toEqual({
      catalogId: ['sponsorRules:targetCountryIsNotSelected'],
      brandId: ['sponsorRules:brandIsNotSelected'],
      'product.skus': ['sponsorRules:maxSkus?max=4999', 'sponsorRules:skuNotFound?sku=S1'],
      'product.minPrice': ['sponsorRules:requireMinPriceLowerThanMaxPrice'],
    });
  });

  it('is complete with an ad-set name and a SKU or matching products', () => {
    expect(isProductContentComplete(productForm())).toBe(true);
    const noSkus = productForm({ product: { ...productForm().product, skus: [] } });
    expect(isProductContentComplete(noSkus)).toBe(false);
    expect(isProductContentComplete(noSkus, 3)).toBe(true);
    expect(isProductContentComplete(productForm({ adSetName: ' ' }), 3)).toBe(false);
  });
});

describe('banner content', () => {
  it('accepts complete placements', () => {
    expect(bannerContentErrors(bannerForm(), bannerTypes, opts)).toEqual({});
  });

  it('lists incomplete placements by name', () => {
    const form = bannerForm({
      placements: [
        { bannerTypeId: '1', url: '', landingUrl: '/x', deeplink: '', skus: [] },
        { bannerTypeId: '3', url: '/b.png', landingUrl: '', deeplink: '', skus: [] },
      ],
    });
    expect(bannerContentErrors(form, bannerTypes, opts)).toEqual({
      'placements.0.url': ['sponsorRules:requireFillOutTheField'],
      'placements.1.landingUrl': ['sponsorRules:requireFillOutTheField'],
      placements: ['sponsorRules:requireInputDetailsFor?names=Desktop+Home%2C+Segment+Banner'],
    });
  });

  it('lets the landing URL stay empty when products are given', () => {
    const form = bannerForm({
      placements: [{ bannerTypeId: '1', url: '/a.png', landingUrl: '', deeplink: '', skus: ['A1'] }],
    });
    expect(bannerContentErrors(form, bannerTypes, opts)).toEqual({});
  });

  it('checks the landing URL against the catalog and the deeplink length', () => {
    const form = bannerForm({
      placements: [
        {
          bannerTypeId: '1',
          url: '/a.png',
          landingUrl: 'https://other.example/x',
          deeplink: 'x'.repeat(251),
          skus: [],
        },
      ],
    });
    const errors = bannerContentErrors(form, bannerTypes, opts);
    expect(errors['placements.0.landingUrl']?.[0]).toMatch(/^sponsorRules:invalidBaseUrl/);
    expect(errors['placements.0.deeplink']).toEqual(['sponsorRules:urlTooLong?max=250']);
  });

  it('needs a category for search placements and a segment where segments apply', () => {
    const form = bannerForm({
      placements: [
        { bannerTypeId: '2', url: '/a.png', landingUrl: '/x', deeplink: '', skus: [] },
        { bannerTypeId: '99', url: '/a.png', landingUrl: '/x', deeplink: '', skus: [] },
      ],
    });
    expect(bannerContentErrors(form, bannerTypes, { ...opts, segmentsAvailable: true })).toEqual({
      'placements.1.bannerTypeId': ['sponsorRules:unknownBannerType'],
      bannerCategoryIds: ['sponsorRules:requireCategory'],
      segmentIds: ['sponsorRules:requireSegment'],
    });
    expect(
      bannerContentErrors(
        { ...form, placements: [form.placements[0]!], bannerCategoryIds: ['4'] },
        bannerTypes,
        opts,
      ),
    ).toEqual({});
  });

  it('needs at least one placement', () => {
    expect(bannerContentErrors(bannerForm({ placements: [] }), bannerTypes)).toEqual({
      placements: ['sponsorRules:requirePlacement'],
    });
  });
});

describe('setup complete (three-step wizard)', () => {
  it('needs name, catalog, a valid budget and product ads or a placement with a keyword', () => {
    expect(isSetupComplete(productForm(), opts)).toBe(true);
    expect(isSetupComplete(productForm({ name: '' }), opts)).toBe(false);
    expect(isSetupComplete(productForm({ catalogId: null }), opts)).toBe(false);
    expect(isSetupComplete(productForm({ budgetType: 'DAILY', budgetDaily: '' }), opts)).toBe(false);
    expect(isSetupComplete(bannerForm(), opts)).toBe(true);
    expect(isSetupComplete(bannerForm({ keywords: [] }), opts)).toBe(false);
    expect(isSetupComplete(bannerForm({ placements: [] }), opts)).toBe(false);
    expect(isSetupComplete(productForm({ adType: null }), opts)).toBe(false);
  });
});

describe('validateCampaign', () => {
  it('accepts a complete product campaign and a complete banner campaign', () => {
    expect(validateCampaign(productForm(), opts)).toEqual({});
    expect(validateCampaign(bannerForm(), opts)).toEqual({});
  });

  it('merges the errors of every step', () => {
    const errors = validateCampaign(
      productForm({ name: '', budgetType: 'TOTAL', bidType: 'MAXIMUM_CPC', bid: '0.1', brandId: null }),
      { ...opts, minBid: '0.2' },
    );
    expect(Object.keys(errors).sort()).toEqual(['bid', 'brandId', 'budgetTotal', 'name']);
  });

  it('reports a missing brand for banner campaigns too', () => {
    expect(validateCampaign(bannerForm({ brandId: null }), opts)).toEqual({
      brandId: ['sponsorRules:brandIsNotSelected'],
    });
  });
});

describe('reject and quick campaign', () => {
  it('requires a reject reason', () => {
    expect(rejectErrors('  ')).toEqual({ notes: ['sponsorRules:requireRejectReason'] });
    expect(rejectErrors('blurry image')).toEqual({});
  });

  const quickProduct = () =>
    productForm({ product: { ...emptyCampaignForm(now).product, categoryIds: ['5'], sellerIds: ['9'] } });

  it('enables Start for a product with a category and a seller, not while loading', () => {
    expect(quickCampaignErrors(quickProduct(), opts)).toEqual({});
    expect(canStartQuickCampaign(quickProduct(), { ...opts, loading: false })).toBe(true);
    expect(canStartQuickCampaign(quickProduct(), { ...opts, loading: true })).toBe(false);
    const noSeller = quickProduct();
    noSeller.product.sellerIds = [];
    expect(quickCampaignErrors(noSeller, opts)).toEqual({
      'product.sellerIds': ['sponsorRules:requireSeller'],
    });
  });

  it('needs a banner category and an uploaded image for banners', () => {
    const form = bannerForm({
      placements: [{ bannerTypeId: '1', url: '', landingUrl: '/x', deeplink: '', skus: [] }],
    });
    expect(quickCampaignErrors(form, opts)).toEqual({
      bannerCategoryIds: ['sponsorRules:requireCategory'],
      placements: ['sponsorRules:requirePlacement'],
    });
    const ready = {
      ...form,
      bannerCategoryIds: ['4'],
      placements: [{ ...form.placements[0]!, url: '/a.png' }],
    };
    expect(hasErrors(quickCampaignErrors(ready, opts))).toBe(false);
  });

  it("keeps Start off for a landing URL outside the catalog, with the server's rule", () => {
    const ready = bannerForm({
      bannerCategoryIds: ['4'],
      placements: [{ bannerTypeId: '1', url: '/a.png', landingUrl: '', deeplink: '', skus: [] }],
    });
    const at = (landingUrl: string) => ({ ...ready, placements: [{ ...ready.placements[0]!, landingUrl }] });
    expect(quickCampaignErrors(at('https://evil.example/sale'), opts)).toEqual({
      'placements.0.landingUrl': ['sponsorRules:invalidBaseUrl?baseUrl=https%3A%2F%2Fwww.fashionmarket.sg'],
    });
    expect(canStartQuickCampaign(at('https://evil.example/sale'), { ...opts, loading: false })).toBe(false);
    expect(canStartQuickCampaign(at('https://fashionmarket.sg/women'), { ...opts, loading: false })).toBe(
      true,
    );
    expect(canStartQuickCampaign(at('/women'), { ...opts, loading: false })).toBe(true);
  });

  it('judges no date against today while the catalog zone is not known (null, decision 0278)', () => {
    const past = { ...quickProduct(), startDate: '2030-03-01T00:00:00Z', endDate: '2030-03-02T00:00:00Z' };
    expect(quickCampaignErrors(past, opts)).toEqual({
      startDate: ['sponsorRules:startDateInPast'],
      endDate: ['sponsorRules:startDateInPast'],
    });
    expect(quickCampaignErrors(past, { ...opts, catalogTimeZone: null })).toEqual({});
    expect(
      quickCampaignErrors(
        { ...quickProduct(), startDate: '2030-03-20T00:00:00Z', endDate: '2030-03-15T00:00:00Z' },
        { ...opts, catalogTimeZone: null },
      ),
    ).toEqual({ endDate: ['sponsorRules:endDateBeforeStartDate'] });
  });

  it('refuses dates before today and a start after the end', () => {
    const errors = quickCampaignErrors(
      { ...quickProduct(), startDate: '2030-03-20T00:00:00Z', endDate: '2030-03-15T00:00:00Z' },
      opts,
    );
    expect(errors).toEqual({ endDate: ['sponsorRules:endDateBeforeStartDate'] });
    expect(quickCampaignErrors({ ...quickProduct(), startDate: '2030-03-01T00:00:00Z' }, opts)).toEqual({
      startDate: ['sponsorRules:startDateInPast'],
    });
  });
});
