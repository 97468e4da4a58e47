import type {
  SponsorAdSetRow,
  SponsorBannerPlacementRow,
  SponsorCampaignRow,
  SponsorProductAdRow,
} from '../../db/schema/index';

/**
 * The objects the activity log compares, with the API's field names (`budgetTotal`, not
 * `budgetTotalMicros`), so the log reads like the screens. Money stays bigint micros: diffFields
 * prints it as decimal text.
 */
export const CAMPAIGN_FIELDS = [
  'name',
  'goal',
  'goalOther',
  'adType',
  'brandId',
  'isQuickCreate',
  'notes',
] as const;

export const AD_SET_FIELDS = [
  'name',
  'catalogId',
  'status',
  'runningStatus',
  'budgetType',
  'budgetTotal',
  'budgetDailyTotal',
  'scheduleType',
  'startDate',
  'endDate',
  'bidType',
  'bidWalletCurrency',
  'targetRoas',
  'audienceName',
  'tagIds',
  'keywords',
  'negativeKeywords',
  'minAge',
  'maxAge',
  'gender',
  'locations',
  'trafficControl',
  'bannerCategoryIds',
  'segments',
  'notes',
] as const;

export const PRODUCT_AD_FIELDS = [
  'name',
  'skus',
  'productMinPrice',
  'productMaxPrice',
  'productCategoryIds',
  'productSellerIds',
  'productImages',
] as const;

export function campaignView(row: SponsorCampaignRow): Record<string, unknown> {
  return Object.fromEntries(CAMPAIGN_FIELDS.map((field) => [field, row[field]]));
}

export function adSetView(row: SponsorAdSetRow): Record<string, unknown> {
  return {
    name: row.name,
    catalogId: row.catalogId,
    status: row.status,
    runningStatus: row.runningStatus,
    budgetType: row.budgetType,
    budgetTotal: row.budgetTotalMicros,
    budgetDailyTotal: row.budgetDailyMicros,
    scheduleType: row.scheduleType,
    startDate: row.startDate,
    endDate: row.endDate,
    bidType: row.bidType,
    bidWalletCurrency: row.bidMicros,
    targetRoas: row.targetRoas,
    audienceName: row.audienceName,
    tagIds: row.tagIds,
    keywords: row.keywords,
    negativeKeywords: row.negativeKeywords,
    minAge: row.minAge,
    maxAge: row.maxAge,
    gender: row.gender,
    locations: row.locations,
    trafficControl: row.trafficControl,
    bannerCategoryIds: row.bannerCategoryIds,
    segments: row.segmentIds,
    notes: row.notes,
  };
}

export function productAdView(row: SponsorProductAdRow): Record<string, unknown> {
  const images = row.productImages as Record<string, unknown> | null;
  return {
    name: row.name,
    skus: row.skus,
    productMinPrice: row.productMinPriceMicros,
    productMaxPrice: row.productMaxPriceMicros,
    productCategoryIds: row.productCategoryIds,
    productSellerIds: row.productSellerIds,
    productImages: images && Object.keys(images).length > 0 ? images : null,
  };
}

/** A banner ad with its placements flattened to `placements.<BANNER_TYPE>.<field>` entries. */
export function bannerAdView(
  name: string,
  placements: readonly Pick<
    SponsorBannerPlacementRow,
    'bannerTypeId' | 'imageUrl' | 'landingUrl' | 'deeplink' | 'skus'
  >[],
  bannerTypeCode: (id: number) => string,
): Record<string, unknown> {
  const view: Record<string, unknown> = { name };
  for (const placement of placements) {
    const prefix = `placements.${bannerTypeCode(placement.bannerTypeId)}`;
    view[`${prefix}.url`] = placement.imageUrl;
    view[`${prefix}.landingUrl`] = placement.landingUrl;
    view[`${prefix}.deeplink`] = placement.deeplink;
    view[`${prefix}.skus`] = placement.skus;
  }
  return view;
}

/** Every field of the two versions, for objects whose field set varies (banner placements). */
export function fieldsOf(...views: (Record<string, unknown> | null)[]): string[] {
  return [...new Set(views.flatMap((view) => (view ? Object.keys(view) : [])))];
}
