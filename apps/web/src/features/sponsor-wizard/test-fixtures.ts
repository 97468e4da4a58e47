/** Answers of the wizards' queries for their tests: a Singapore catalog and a saved product campaign. */

export const singaporeCatalog = {
  __typename: 'Catalog',
  id: '1',
  code: 'SG',
  name: 'Singapore',
  baseUrl: 'https://shop.example/sg',
  currencyCode: 'SGD',
  currencySymbol: 'S$',
  timeZone: 'Asia/Singapore',
  tzOffset: 8,
};

/** `WizardOptions` (the brand's catalogs, banner slots, minimum budget, acting company). */
export const wizardOptions = {
  brandCatalogs: [singaporeCatalog],
  allBanners: [],
  sponsorCampaignMinBudget: '1',
  me: { __typename: 'User', id: '1', company: null },
};

/** A saved product campaign of `status`, as `sponsorCampaign(id)` answers it (`adSet`: fields of its ad set). */
export function savedCampaign(status: string, adSet: Record<string, unknown> = {}) {
  return {
    __typename: 'SponsorCampaign',
    id: '18',
    name: 'Kite Athletics Tile Campaign',
    adType: 'PRODUCT',
    status,
    brand: { __typename: 'Brand', id: '2', name: 'Northwind' },
    supplier: {
      __typename: 'Company',
      id: '1',
      name: 'Acme',
      walletCurrency: { __typename: 'WalletCurrency', code: 'SGD', symbol: 'S$', maxFractionDigits: 2 },
    },
    goal: 'DRIVE_SALES',
    goalOther: null,
    notes: null,
    adsetSet: [
      {
        __typename: 'SponsorAdSet',
        id: '18',
        name: 'Kite Athletics Tile Campaign',
        status,
        budgetType: 'DAILY',
        budgetTotal: null,
        budgetDailyTotal: '40',
        startDate: '2026-10-01T16:00:00.000Z',
        endDate: '2026-10-31T15:59:59.999Z',
        catalogId: '1',
        notes: null,
        scheduleType: 'DATE_RANGE',
        bidType: 'AUTOMATED',
        bidWalletCurrency: null,
        targetRoas: null,
        audienceName: null,
        tagIds: [],
        keywords: [],
        negativeKeywords: [],
        minAge: null,
        maxAge: null,
        gender: 'ALL',
        locations: [],
        trafficControl: 100,
        bannerCategoryIds: [],
        segments: [],
        productAd: {
          __typename: 'SponsorProductAd',
          id: '18',
          skus: ['SG-NWD-000001'],
          productMinPrice: null,
          productMaxPrice: null,
          productCategoryIds: [],
          productSellerIds: [],
          productImages: null,
        },
        bannerAd: null,
        ...adSet,
      },
    ],
  };
}
