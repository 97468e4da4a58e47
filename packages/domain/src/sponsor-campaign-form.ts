/**
 * The campaign as a form holds it (spec 2 §3), shared by the six-step wizard, the three-step
 * wizard, the quick-campaign dialog and the server's validation: money and numbers stay the text
 * the user typed (decimal strings in the wallet currency), dates are ISO strings.
 */
export const sponsorAdTypes = ['PRODUCT', 'BANNER'] as const;
export const campaignGoals = ['DRIVE_SALES', 'DRIVE_BRAND_AWARENESS', 'OTHERS'] as const;
export const budgetTypes = ['DAILY', 'TOTAL', 'DAILY_TOTAL', 'ALWAYS_ON'] as const;
export const scheduleTypes = ['START_DATE', 'DATE_RANGE'] as const;
export const bidTypes = ['AUTOMATED', 'MAXIMUM_CPC', 'MAXIMUM_CPI'] as const;
export const genders = ['ALL', 'MALE', 'FEMALE'] as const;
export const adSetStatuses = [
  'PENDING_FOR_APPROVAL',
  'REJECTED',
  'SCHEDULED',
  'DELIVERING',
  'NOT_DELIVERING',
  'COMPLETED',
  'PAUSED',
  'DRAFT',
  'STARTED',
  'REMOVED',
] as const;

export type SponsorAdType = (typeof sponsorAdTypes)[number];
export type CampaignGoal = (typeof campaignGoals)[number];
export type BudgetType = (typeof budgetTypes)[number];
export type ScheduleType = (typeof scheduleTypes)[number];
export type BidType = (typeof bidTypes)[number];
export type Gender = (typeof genders)[number];
export type AdSetStatus = (typeof adSetStatuses)[number];

export type ProductImage = { url: string; path: string; prompt: string };

export type ProductContentForm = {
  skus: string[];
  minPrice: string;
  maxPrice: string;
  categoryIds: string[];
  sellerIds: string[];
  images: Record<string, ProductImage>;
};

export type BannerPlacementForm = {
  /** The banner type (slot) id. */
  bannerTypeId: string;
  url: string;
  landingUrl: string;
  deeplink: string;
  skus: string[];
};

export type SponsorCampaignForm = {
  id: string | null;
  name: string;
  goal: CampaignGoal;
  goalOther: string;
  adType: SponsorAdType | null;
  brandId: string | null;
  catalogId: string | null;
  adSetName: string;
  budgetType: BudgetType;
  budgetDaily: string;
  budgetTotal: string;
  scheduleType: ScheduleType;
  startDate: string | null;
  endDate: string | null;
  bidType: BidType;
  bid: string;
  targetRoas: string;
  keywords: string[];
  negativeKeywords: string[];
  trafficControl: number;
  audienceName: string;
  minAge: number | null;
  maxAge: number | null;
  gender: Gender;
  locations: string[];
  tagIds: string[];
  bannerCategoryIds: string[];
  segmentIds: string[];
  product: ProductContentForm;
  placements: BannerPlacementForm[];
};

export function emptyCampaignForm(now: Date = new Date()): SponsorCampaignForm {
  return {
    id: null,
    name: '',
    goal: 'DRIVE_SALES',
    goalOther: '',
    adType: null,
    brandId: null,
    catalogId: null,
    adSetName: '',
    budgetType: 'ALWAYS_ON',
    budgetDaily: '',
    budgetTotal: '',
    scheduleType: 'START_DATE',
    startDate: now.toISOString(),
    endDate: null,
    bidType: 'AUTOMATED',
    bid: '',
    targetRoas: '',
    keywords: [],
    negativeKeywords: [],
    trafficControl: 100,
    audienceName: '',
    minAge: null,
    maxAge: null,
    gender: 'ALL',
    locations: [],
    tagIds: [],
    bannerCategoryIds: [],
    segmentIds: [],
    product: { skus: [], minPrice: '', maxPrice: '', categoryIds: [], sellerIds: [], images: {} },
    placements: [],
  };
}
