import { formatMicros } from '@portal/domain';
import type {
  BidType,
  BudgetType,
  CampaignGoal,
  Gender,
  ProductImage,
  ScheduleType,
  SponsorAdType,
  SponsorCampaignForm,
} from '@portal/domain/sponsor-campaign-form';
import type {
  sponsorAdSets,
  sponsorBannerPlacements,
  sponsorCampaigns,
  sponsorProductAds,
} from '../../db/schema/index';
import { parseRowId } from '../../graphql/row-id';

/** What the GraphQL layer hands over: Decimal → bigint micros, DateTime → Date, ids as strings. */
export type ProductAdInput = {
  name?: string | null;
  skus?: readonly string[] | null;
  productMinPrice?: bigint | null;
  productMaxPrice?: bigint | null;
  productCategoryIds?: readonly string[] | null;
  productSellerIds?: readonly string[] | null;
  /** JSON text { [sku]: { url, path, prompt } }. */
  productImages?: string | null;
};

export type PlacementInput = {
  id: string;
  url?: string | null;
  landingUrl?: string | null;
  deeplink?: string | null;
  skus?: readonly string[] | null;
};

export type BannerAdInput = { name?: string | null; placements?: readonly PlacementInput[] | null };

export type SponsorAdSetInput = {
  name?: string | null;
  catalogId?: string | null;
  budgetType?: BudgetType | null;
  budgetTotal?: bigint | null;
  budgetDailyTotal?: bigint | null;
  scheduleType?: ScheduleType | null;
  startDate?: Date | null;
  endDate?: Date | null;
  bidType?: BidType | null;
  bidWalletCurrency?: bigint | null;
  targetRoas?: number | null;
  audienceName?: string | null;
  tagIds?: readonly string[] | null;
  keywords?: readonly string[] | null;
  negativeKeywords?: readonly string[] | null;
  minAge?: number | null;
  maxAge?: number | null;
  gender?: Gender | null;
  locations?: readonly string[] | null;
  trafficControl?: number | null;
  bannerCategoryIds?: readonly string[] | null;
  segments?: readonly string[] | null;
  productAd?: ProductAdInput | null;
  bannerAd?: BannerAdInput | null;
};

export type SponsorCampaignInput = {
  name?: string | null;
  goal?: CampaignGoal | null;
  goalOther?: string | null;
  brandId?: string | null;
  adType?: SponsorAdType | null;
  adSet: SponsorAdSetInput;
};

/** Product price bounds the form fills in when only one side is typed (spec 2 §5). */
export const DEFAULT_MIN_PRICE_MICROS = 1_000_000n;
export const DEFAULT_MAX_PRICE_MICROS = 999_999_999_000_000n;

const list = (values: readonly string[] | null | undefined) => [
  ...new Set((values ?? []).map((value) => value.trim()).filter((value) => value.length > 0)),
];

const micros = (value: bigint | null | undefined) => (value == null ? '' : formatMicros(value));

/** An id the database can hold, or null (foreign and malformed ids then find nothing). */
export function toDbId(value: string | number | null | undefined): number | null {
  return parseRowId(value);
}

const idList = (values: readonly string[] | null | undefined) =>
  list(values)
    .map(toDbId)
    .filter((id): id is number => id !== null);

/** Spec 2 §4: daily only → DAILY, total only → TOTAL, both → DAILY_TOTAL, neither → ALWAYS_ON. */
function budgetTypeOf(adSet: SponsorAdSetInput): BudgetType {
  if (adSet.budgetType) return adSet.budgetType;
  const daily = adSet.budgetDailyTotal != null;
  const total = adSet.budgetTotal != null;
  if (daily && total) return 'DAILY_TOTAL';
  if (daily) return 'DAILY';
  if (total) return 'TOTAL';
  return 'ALWAYS_ON';
}

function scheduleTypeOf(adSet: SponsorAdSetInput): ScheduleType {
  return adSet.scheduleType ?? (adSet.endDate ? 'DATE_RANGE' : 'START_DATE');
}

function parseProductImages(text: string | null | undefined): Record<string, ProductImage> | null {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const images: Record<string, ProductImage> = {};
    for (const [sku, image] of Object.entries(value as Record<string, unknown>)) {
      if (!image || typeof image !== 'object') return null;
      const { url, path, prompt } = image as Record<string, unknown>;
      images[sku] = { url: String(url ?? ''), path: String(path ?? ''), prompt: String(prompt ?? '') };
    }
    return images;
  } catch {
    return null;
  }
}

/** The price range with the form's fill-in: one side typed → the other is 1 or 999999999. */
function priceRange(productAd: ProductAdInput | null | undefined) {
  const min = productAd?.productMinPrice ?? null;
  const max = productAd?.productMaxPrice ?? null;
  if (min === null && max === null) return { min: null, max: null };
  return { min: min ?? DEFAULT_MIN_PRICE_MICROS, max: max ?? DEFAULT_MAX_PRICE_MICROS };
}

/** GraphQL input → the shared form, so the server validates with the same domain rules as the web. */
export function inputToForm(input: SponsorCampaignInput, id: string | null = null): SponsorCampaignForm {
  const adSet = input.adSet;
  const adType = input.adType ?? null;
  const range = priceRange(adSet.productAd);
  return {
    id,
    name: input.name ?? '',
    goal: input.goal ?? 'DRIVE_SALES',
    goalOther: input.goalOther ?? '',
    adType,
    brandId: input.brandId ?? null,
    catalogId: adSet.catalogId ?? null,
    adSetName: adSet.name?.trim() || input.name || '',
    budgetType: budgetTypeOf(adSet),
    budgetDaily: micros(adSet.budgetDailyTotal),
    budgetTotal: micros(adSet.budgetTotal),
    scheduleType: scheduleTypeOf(adSet),
    startDate: adSet.startDate ? adSet.startDate.toISOString() : null,
    endDate: adSet.endDate ? adSet.endDate.toISOString() : null,
    bidType: adSet.bidType ?? 'AUTOMATED',
    bid: micros(adSet.bidWalletCurrency),
    targetRoas: adSet.targetRoas == null ? '' : String(adSet.targetRoas),
    keywords: list(adSet.keywords),
    negativeKeywords: list(adSet.negativeKeywords),
    trafficControl: adSet.trafficControl ?? 100,
    audienceName: adSet.audienceName ?? '',
    minAge: adSet.minAge ?? null,
    maxAge: adSet.maxAge ?? null,
    gender: adSet.gender ?? 'ALL',
    locations: list(adSet.locations),
    tagIds: list(adSet.tagIds),
    bannerCategoryIds: list(adSet.bannerCategoryIds),
    segmentIds: list(adSet.segments),
    product: {
      skus: list(adSet.productAd?.skus),
      minPrice: micros(range.min),
      maxPrice: micros(range.max),
      categoryIds: list(adSet.productAd?.productCategoryIds),
      sellerIds: list(adSet.productAd?.productSellerIds),
      images: parseProductImages(adSet.productAd?.productImages) ?? {},
    },
    placements:
      adType === 'BANNER'
        ? (adSet.bannerAd?.placements ?? []).map((placement) => ({
            bannerTypeId: placement.id,
            url: placement.url ?? '',
            landingUrl: placement.landingUrl ?? '',
            deeplink: placement.deeplink ?? '',
            skus: list(placement.skus),
          }))
        : [],
  };
}

/** Form field path (domain rules) → input field path (the API's `FieldError.field`). */
export function formFieldToInputField(field: string): string {
  const direct: Record<string, string> = {
    name: 'name',
    goal: 'goal',
    goalOther: 'goalOther',
    adType: 'adType',
    brandId: 'brandId',
    id: 'id',
    adSetName: 'adSet.name',
    budgetDaily: 'adSet.budgetDailyTotal',
    budgetTotal: 'adSet.budgetTotal',
    bid: 'adSet.bidWalletCurrency',
    segmentIds: 'adSet.segments',
    product: 'adSet.productAd',
    'product.skus': 'adSet.productAd.skus',
    'product.minPrice': 'adSet.productAd.productMinPrice',
    'product.maxPrice': 'adSet.productAd.productMaxPrice',
    'product.categoryIds': 'adSet.productAd.productCategoryIds',
    'product.sellerIds': 'adSet.productAd.productSellerIds',
    'product.images': 'adSet.productAd.productImages',
    placements: 'adSet.bannerAd.placements',
  };
  if (direct[field]) return direct[field];
  if (field.startsWith('placements.')) return `adSet.bannerAd.${field.replace(/\.bannerTypeId$/, '.id')}`;
  if (field.startsWith('product.')) return `adSet.productAd.${field.slice('product.'.length)}`;
  return `adSet.${field}`;
}

export type CampaignValues = Omit<typeof sponsorCampaigns.$inferInsert, 'id' | 'companyId' | 'createdBy'>;
export type AdSetValues = Omit<
  typeof sponsorAdSets.$inferInsert,
  'id' | 'campaignId' | 'companyId' | 'status' | 'runningStatus'
>;
export type ProductAdValues = Omit<typeof sponsorProductAds.$inferInsert, 'id' | 'adSetId' | 'companyId'>;
export type PlacementValues = Pick<
  typeof sponsorBannerPlacements.$inferSelect,
  'bannerTypeId' | 'imageUrl' | 'landingUrl' | 'deeplink' | 'skus'
>;

export type CampaignRows = {
  campaign: CampaignValues;
  adSet: AdSetValues;
  productAd: ProductAdValues | null;
  bannerAd: { name: string } | null;
  placements: PlacementValues[];
};

/**
 * A validated input → the row values. Budgets and the end date are kept only where the budget and
 * schedule types use them; a bid only for non-automatic bid types.
 */
export function inputToRows(
  input: SponsorCampaignInput,
  options: { isQuickCreate?: boolean } = {},
): CampaignRows {
  const adSet = input.adSet;
  const adType = input.adType ?? 'PRODUCT';
  const name = (input.name ?? '').trim();
  const budgetType = budgetTypeOf(adSet);
  const scheduleType = scheduleTypeOf(adSet);
  const bidType = adSet.bidType ?? 'AUTOMATED';
  const adSetName = adSet.name?.trim() || name;
  const range = priceRange(adSet.productAd);
  const goal = input.goal ?? 'DRIVE_SALES';
  return {
    campaign: {
      brandId: toDbId(input.brandId) ?? 0,
      name,
      goal,
      goalOther: goal === 'OTHERS' ? input.goalOther?.trim() || null : null,
      adType,
      isQuickCreate: options.isQuickCreate ?? false,
    },
    adSet: {
      brandId: toDbId(input.brandId) ?? 0,
      catalogId: toDbId(adSet.catalogId) ?? 0,
      adType,
      name: adSetName,
      budgetType,
      budgetTotalMicros:
        budgetType === 'TOTAL' || budgetType === 'DAILY_TOTAL' ? (adSet.budgetTotal ?? null) : null,
      budgetDailyMicros:
        budgetType === 'DAILY' || budgetType === 'DAILY_TOTAL' ? (adSet.budgetDailyTotal ?? null) : null,
      scheduleType,
      startDate: adSet.startDate ?? new Date(),
      endDate: scheduleType === 'DATE_RANGE' ? (adSet.endDate ?? null) : null,
      bidType,
      bidMicros: bidType === 'AUTOMATED' ? 0n : (adSet.bidWalletCurrency ?? null),
      targetRoas: adSet.targetRoas == null ? null : String(adSet.targetRoas),
      audienceName: adSet.audienceName?.trim() || null,
      tagIds: list(adSet.tagIds),
      keywords: list(adSet.keywords),
      negativeKeywords: list(adSet.negativeKeywords),
      minAge: adSet.minAge ?? null,
      maxAge: adSet.maxAge ?? null,
      gender: adSet.gender ?? 'ALL',
      locations: list(adSet.locations),
      trafficControl: adSet.trafficControl ?? 100,
      bannerCategoryIds: idList(adSet.bannerCategoryIds),
      segmentIds: idList(adSet.segments),
    },
    productAd:
      adType === 'PRODUCT'
        ? {
            name: adSet.productAd?.name?.trim() || adSetName,
            skus: list(adSet.productAd?.skus),
            productMinPriceMicros: range.min,
            productMaxPriceMicros: range.max,
            productCategoryIds: idList(adSet.productAd?.productCategoryIds),
            productSellerIds: idList(adSet.productAd?.productSellerIds),
            productImages: parseProductImages(adSet.productAd?.productImages) ?? {},
          }
        : null,
    bannerAd: adType === 'BANNER' ? { name: adSet.bannerAd?.name?.trim() || adSetName } : null,
    placements:
      adType === 'BANNER'
        ? (adSet.bannerAd?.placements ?? []).map((placement) => ({
            bannerTypeId: toDbId(placement.id) ?? 0,
            imageUrl: placement.url?.trim() || null,
            landingUrl: placement.landingUrl?.trim() || null,
            deeplink: placement.deeplink?.trim() || null,
            skus: list(placement.skus),
          }))
        : [],
  };
}

/** Whether the productImages text is valid JSON of the expected shape (the form can't send anything else). */
export function productImagesValid(input: SponsorCampaignInput): boolean {
  return parseProductImages(input.adSet.productAd?.productImages) !== null;
}
