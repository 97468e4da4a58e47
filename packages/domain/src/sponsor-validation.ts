/**
 * Step and whole-campaign validation of a sponsored campaign (spec 2 §5), called with the same
 * form and options by the web wizard steps and by the server before it writes. Results are
 * FieldErrors (see sponsor-messages: field path → 'sponsorRules:<key>[?values]').
 */
import { bidErrors } from './sponsor-bid';
import { budgetErrors, DEFAULT_MIN_BUDGET } from './sponsor-budget';
import type { SponsorCampaignForm } from './sponsor-campaign-form';
import { campaignGoals, scheduleTypes, sponsorAdTypes } from './sponsor-campaign-form';
import { MAX_KEYWORDS } from './sponsor-keywords';
import { deeplinkErrors, landingUrlErrors, MAX_URL_LENGTH } from './sponsor-landing-url';
import { addError, type FieldErrors, hasErrors, mergeErrors, ruleMessage } from './sponsor-messages';
import { hasPriceRange, priceRangeErrors } from './sponsor-price-range';
import { maxSkusMessage, skuNotFoundErrors, tooManySkus } from './sponsor-skus';
import { startOfDayInZone } from './zoned-day';

export type BannerTypeRef = { id: string; bannerType: string; width: number; height: number; name?: string };

/** Placements that need a banner category (spec 2 §5). */
export const SEARCH_PLACEMENTS = ['DESKTOP_SEARCH', 'MOBILE_SEARCH', 'APP_SEARCH', 'TILE_MOBILE'] as const;
/** Placements that need a segment choice when the catalog has segments. */
export const SEGMENT_PLACEMENTS = [...SEARCH_PLACEMENTS, 'SEGMENT_BANNER'] as const;
/** Names in sponsor_campaign_exclude_fields (spec 2 §2). */
export const EXCLUDABLE_FIELDS = [
  'targetKeywords',
  'negativeKeywords',
  'trafficControl',
  'targetRoas',
  'campaignGoal_other',
] as const;

export type SponsorValidationOptions = {
  now: Date;
  /** Minimum campaign budget in the wallet currency (sponsorCampaignMinBudget); default '1'. */
  minBudget: string;
  /** Minimum bid in the wallet currency (recommendedBid.minBid); null when unknown. */
  minBid: string | null;
  /** Flag allow_pass_day: a DATE_RANGE may start in the past. */
  allowPassDay: boolean;
  /** Flag show_dynamic_filter_product_on_creating_ads. */
  dynamicFilterFlag: boolean;
  /** No seller of the company matches the product filter: sellers must be chosen. */
  requireSeller: boolean;
  /** Configuration sponsor_campaign_exclude_fields. */
  excludedFields: readonly string[];
  bannerTypes: readonly BannerTypeRef[];
  /** The catalog's base URL: landing URLs must belong to it (skipped when unknown). */
  catalogBaseUrl?: string | null;
  /**
   * The catalog's IANA zone: "today" for the start-date rule is its day (decision 0171; default UTC).
   * null: not known yet (the web while the catalogs load): no day is judged against today, since a
   * stand-in zone would call a Singapore today "in the past" (decision 0278); the caller does not submit
   * until it is known.
   */
  catalogTimeZone?: string | null;
  /** The saved start date when editing: an unchanged start may lie in the past. */
  originalStartDate?: string | null;
  /** The catalog has segments: segment placements need a segment choice. */
  segmentsAvailable?: boolean;
  /** SKUs the catalog does not know ('sku not found'). */
  notFoundSkus?: readonly string[];
  /** Matching products of the dynamic filter (completeness of the product content). */
  matchedSkuCount?: number;
};

export function defaultValidationOptions(
  overrides: Partial<SponsorValidationOptions> = {},
): SponsorValidationOptions {
  return {
    now: new Date(),
    minBudget: DEFAULT_MIN_BUDGET,
    minBid: null,
    allowPassDay: false,
    dynamicFilterFlag: false,
    requireSeller: false,
    excludedFields: [],
    bannerTypes: [],
    ...overrides,
  };
}

const required = () => ruleMessage('requireFillOutTheField');

/** Step "type": name (trimmed), goal (+ free text for OTHERS unless excluded), ad type, ≥1 placement for banners. */
export function typeStepErrors(
  form: SponsorCampaignForm,
  opts: Pick<SponsorValidationOptions, 'excludedFields'> = { excludedFields: [] },
): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.name?.trim()) addError(errors, 'name', required());
  if (!campaignGoals.includes(form.goal)) addError(errors, 'goal', required());
  else if (
    form.goal === 'OTHERS' &&
    !opts.excludedFields.includes('campaignGoal_other') &&
    !form.goalOther?.trim()
  ) {
    addError(errors, 'goalOther', required());
  }
  if (!form.adType || !sponsorAdTypes.includes(form.adType))
    addError(errors, 'adType', ruleMessage('requireAdType'));
  if (form.adType === 'BANNER' && form.placements.length === 0) {
    addError(errors, 'placements', ruleMessage('requirePlacement'));
  }
  return errors;
}

/** Step "budget and schedule": budget rules, schedule type, start/end dates. */
export function budgetStepErrors(
  form: SponsorCampaignForm,
  opts: Pick<SponsorValidationOptions, 'now' | 'minBudget' | 'allowPassDay'> &
    Partial<Pick<SponsorValidationOptions, 'catalogTimeZone' | 'originalStartDate'>>,
): FieldErrors {
  const errors = budgetErrors(form, opts.minBudget);
  if (!scheduleTypes.includes(form.scheduleType))
    addError(errors, 'scheduleType', ruleMessage('requireScheduleType'));
  const start = parseDate(form.startDate);
  const end = parseDate(form.endDate);
  if (!start) addError(errors, 'startDate', required());
  if (form.scheduleType === 'DATE_RANGE' && !end) addError(errors, 'endDate', required());
  const unchanged =
    !!start && !!opts.originalStartDate && parseDate(opts.originalStartDate)?.getTime() === start.getTime();
  const mayStartInPast = unchanged || (opts.allowPassDay && form.scheduleType === 'DATE_RANGE');
  const today = catalogToday(opts);
  if (start && today && !mayStartInPast && start < today) {
    addError(errors, 'startDate', ruleMessage('startDateInPast'));
  }
  if (start && end && end < start) addError(errors, 'endDate', ruleMessage('endDateBeforeStartDate'));
  return errors;
}

/**
 * The schedule of a duplicate or a copy (spec 2 §4): a start before today in the catalog's zone
 * (decision 0171) moves to the start of that today, a future start stays; an end date that would
 * then lie before the start is dropped (the schedule becomes START_DATE).
 */
export function scheduleForCopy(
  schedule: { startDate: Date; endDate: Date | null; scheduleType: (typeof scheduleTypes)[number] },
  now: Date,
  catalogTimeZone: string,
): { startDate: Date; endDate: Date | null; scheduleType: (typeof scheduleTypes)[number] } {
  const today = startOfDayInZone(now, catalogTimeZone);
  if (schedule.startDate >= today) return schedule;
  if (schedule.endDate && schedule.endDate < today)
    return { startDate: today, endDate: null, scheduleType: 'START_DATE' };
  return { ...schedule, startDate: today };
}

/** Step "bid strategy". */
export function bidStepErrors(
  form: SponsorCampaignForm,
  opts: Pick<SponsorValidationOptions, 'minBid'>,
): FieldErrors {
  return bidErrors(form, opts.minBid);
}

/**
 * The ad-set part (setup): ad-set name and catalog; keywords required for banner campaigns with a
 * placement that carries no products (unless targetKeywords is excluded); limits on keywords,
 * traffic control and ages.
 */
export function adSetStepErrors(
  form: SponsorCampaignForm,
  _bannerTypes: readonly BannerTypeRef[] = [],
  opts: Pick<SponsorValidationOptions, 'excludedFields'> = { excludedFields: [] },
): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.adSetName?.trim()) addError(errors, 'adSetName', required());
  if (!form.catalogId) addError(errors, 'catalogId', ruleMessage('targetCountryIsNotSelected'));
  if (keywordsRequired(form, opts.excludedFields) && form.keywords.length === 0) {
    addError(errors, 'keywords', ruleMessage('requireKeywords'));
  }
  if (form.keywords.length > MAX_KEYWORDS)
    addError(errors, 'keywords', ruleMessage('maxKeywords', { max: MAX_KEYWORDS }));
  if (form.negativeKeywords.length > MAX_KEYWORDS) {
    addError(errors, 'negativeKeywords', ruleMessage('maxKeywords', { max: MAX_KEYWORDS }));
  }
  const traffic = form.trafficControl;
  if (!Number.isInteger(traffic) || traffic < 0 || traffic > 100) {
    addError(errors, 'trafficControl', ruleMessage('invalidTrafficControl'));
  }
  for (const field of ['minAge', 'maxAge'] as const) {
    const age = form[field];
    if (age !== null && (!Number.isInteger(age) || age < 0 || age > 150))
      addError(errors, field, ruleMessage('invalidAge'));
  }
  if (form.minAge !== null && form.maxAge !== null && form.minAge > form.maxAge) {
    addError(errors, 'minAge', ruleMessage('requireMinAgeLowerThanMaxAge'));
  }
  return errors;
}

function keywordsRequired(form: SponsorCampaignForm, excludedFields: readonly string[]): boolean {
  if (form.adType !== 'BANNER' || excludedFields.includes('targetKeywords')) return false;
  return form.placements.some((placement) => placement.skus.length === 0);
}

/** Product content (spec 2 §5): catalog and brand chosen, SKUs or a dynamic filter, price range, sellers, limits. */
export function productContentErrors(
  form: SponsorCampaignForm,
  opts: Pick<SponsorValidationOptions, 'dynamicFilterFlag' | 'requireSeller'> &
    Partial<Pick<SponsorValidationOptions, 'notFoundSkus'>>,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.catalogId) addError(errors, 'catalogId', ruleMessage('targetCountryIsNotSelected'));
  if (!form.brandId) addError(errors, 'brandId', ruleMessage('brandIsNotSelected'));
  const { skus, categoryIds, sellerIds, minPrice, maxPrice } = form.product;
  if (opts.dynamicFilterFlag) {
    if (skus.length === 0 && categoryIds.length === 0 && !hasPriceRange(minPrice, maxPrice)) {
      addError(errors, 'product.skus', ruleMessage('requireSkuOrCategoryAndPriceRange'));
    }
    if (skus.length === 0 && opts.requireSeller && sellerIds.length === 0) {
      addError(errors, 'product.sellerIds', ruleMessage('requireSeller'));
    }
  } else if (skus.length === 0) {
    addError(errors, 'product.skus', ruleMessage('requireSkus'));
  }
  if (tooManySkus(skus.length)) addError(errors, 'product.skus', maxSkusMessage());
  return mergeErrors(
    errors,
    priceRangeErrors(minPrice, maxPrice),
    skuNotFoundErrors(opts.notFoundSkus ?? []),
  );
}

/** "Complete" product content: an ad-set name and at least one SKU or matching product. */
export function isProductContentComplete(form: SponsorCampaignForm, matchedSkuCount = 0): boolean {
  return !!form.adSetName?.trim() && (form.product.skus.length > 0 || matchedSkuCount > 0);
}

/**
 * Banner content (spec 2 §5): every placement a known banner type with an image url and a landing
 * url (the landing url may stay empty when products are given: it is generated from them);
 * landing url on the catalog's site, ≤ 250; deeplink ≤ 250; search placements need a category;
 * segment placements need a segment when segments apply. 'require input details for' lists the
 * incomplete placements' names on 'placements'.
 */
export function bannerContentErrors(
  form: SponsorCampaignForm,
  bannerTypes: readonly BannerTypeRef[],
  opts: Partial<Pick<SponsorValidationOptions, 'catalogBaseUrl' | 'segmentsAvailable'>> = {},
): FieldErrors {
  const errors: FieldErrors = {};
  if (form.placements.length === 0) return addError(errors, 'placements', ruleMessage('requirePlacement'));
  const byId = new Map(bannerTypes.map((type) => [type.id, type]));
  const incomplete: string[] = [];
  form.placements.forEach((placement, index) => {
    const path = `placements.${index}`;
    const type = byId.get(placement.bannerTypeId);
    if (!type) addError(errors, `${path}.bannerTypeId`, ruleMessage('unknownBannerType'));
    const landing = placement.landingUrl?.trim() ?? '';
    const missingUrl = !placement.url?.trim();
    const missingLanding = landing === '' && placement.skus.length === 0;
    if (missingUrl) addError(errors, `${path}.url`, required());
    if (missingLanding) addError(errors, `${path}.landingUrl`, required());
    if (missingUrl || missingLanding)
      incomplete.push(type?.name ?? type?.bannerType ?? placement.bannerTypeId);
    if (placement.url && placement.url.length > 2000)
      addError(errors, `${path}.url`, ruleMessage('urlTooLong', { max: 2000 }));
    if (landing !== '') {
      const messages = opts.catalogBaseUrl
        ? landingUrlErrors(landing, opts.catalogBaseUrl)
        : landing.length > MAX_URL_LENGTH
          ? [ruleMessage('urlTooLong', { max: MAX_URL_LENGTH })]
          : [];
      for (const message of messages) addError(errors, `${path}.landingUrl`, message);
    }
    for (const message of deeplinkErrors(placement.deeplink ?? ''))
      addError(errors, `${path}.deeplink`, message);
  });
  if (incomplete.length > 0) {
    addError(errors, 'placements', ruleMessage('requireInputDetailsFor', { names: incomplete.join(', ') }));
  }
  const types = form.placements.map((placement) => byId.get(placement.bannerTypeId)?.bannerType ?? '');
  if (types.some((type) => isIn(SEARCH_PLACEMENTS, type)) && form.bannerCategoryIds.length === 0) {
    addError(errors, 'bannerCategoryIds', ruleMessage('requireCategory'));
  }
  if (
    opts.segmentsAvailable &&
    types.some((type) => isIn(SEGMENT_PLACEMENTS, type)) &&
    form.segmentIds.length === 0
  ) {
    addError(errors, 'segmentIds', ruleMessage('requireSegment'));
  }
  return errors;
}

/** Setup complete (three-step variant): name and catalog, no budget error, product ads or ≥1 placement and ≥1 keyword. */
export function isSetupComplete(
  form: SponsorCampaignForm,
  opts: Pick<SponsorValidationOptions, 'minBudget'> &
    Partial<Pick<SponsorValidationOptions, 'excludedFields'>>,
): boolean {
  if (!form.name?.trim() || !form.catalogId) return false;
  if (hasErrors(budgetErrors(form, opts.minBudget))) return false;
  if (form.adType === 'PRODUCT') return true;
  if (form.adType !== 'BANNER' || form.placements.length === 0) return false;
  return form.keywords.length > 0 || (opts.excludedFields ?? []).includes('targetKeywords');
}

/** The whole campaign, as the server validates it before writing (and the wizard before Finish). */
export function validateCampaign(form: SponsorCampaignForm, ctx: SponsorValidationOptions): FieldErrors {
  const content =
    form.adType === 'PRODUCT'
      ? productContentErrors(form, ctx)
      : form.adType === 'BANNER'
        ? mergeErrors(bannerContentErrors(form, ctx.bannerTypes, ctx), brandErrors(form))
        : brandErrors(form);
  return mergeErrors(
    typeStepErrors(form, ctx),
    budgetStepErrors(form, ctx),
    bidStepErrors(form, ctx),
    adSetStepErrors(form, ctx.bannerTypes, ctx),
    content,
  );
}

function brandErrors(form: SponsorCampaignForm): FieldErrors {
  return form.brandId ? {} : { brandId: [ruleMessage('brandIsNotSelected')] };
}

/** Reject (staff): a reason is required. */
export function rejectErrors(notes: string | null | undefined): FieldErrors {
  return notes?.trim() ? {} : { notes: [ruleMessage('requireRejectReason')] };
}

/**
 * Quick campaign (spec 2 §5): name, type, goal, catalog, ≥1 category (product categories for
 * PRODUCT, banner categories for BANNER); BANNER: a placement with an uploaded image; PRODUCT: ≥1
 * seller; dates not before today, start not after end; budget rules.
 */
export function quickCampaignErrors(
  form: SponsorCampaignForm,
  opts: Pick<SponsorValidationOptions, 'now' | 'minBudget'> &
    Partial<Pick<SponsorValidationOptions, 'catalogTimeZone' | 'catalogBaseUrl'>>,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.name?.trim()) addError(errors, 'name', required());
  if (!form.adType || !sponsorAdTypes.includes(form.adType))
    addError(errors, 'adType', ruleMessage('requireAdType'));
  if (!campaignGoals.includes(form.goal)) addError(errors, 'goal', required());
  if (!form.catalogId) addError(errors, 'catalogId', ruleMessage('targetCountryIsNotSelected'));
  if (form.adType === 'BANNER') {
    if (form.bannerCategoryIds.length === 0)
      addError(errors, 'bannerCategoryIds', ruleMessage('requireCategory'));
    if (!form.placements.some((placement) => placement.url.trim() !== '')) {
      addError(errors, 'placements', ruleMessage('requirePlacement'));
    }
    // The server's landing rule (landingUrlErrors against the catalog's base URL), before Start.
    for (const [index, placement] of form.placements.entries()) {
      const landing = placement.landingUrl.trim();
      if (landing === '' || !opts.catalogBaseUrl) continue;
      for (const message of landingUrlErrors(landing, opts.catalogBaseUrl)) {
        addError(errors, `placements.${index}.landingUrl`, message);
      }
    }
  } else if (form.adType === 'PRODUCT') {
    if (form.product.categoryIds.length === 0)
      addError(errors, 'product.categoryIds', ruleMessage('requireCategory'));
    if (form.product.sellerIds.length === 0)
      addError(errors, 'product.sellerIds', ruleMessage('requireSeller'));
  }
  const today = catalogToday(opts);
  const start = parseDate(form.startDate);
  const end = parseDate(form.endDate);
  if (!start) addError(errors, 'startDate', required());
  else if (today && start < today) addError(errors, 'startDate', ruleMessage('startDateInPast'));
  if (today && end && end < today) addError(errors, 'endDate', ruleMessage('startDateInPast'));
  if (start && end && start > end) addError(errors, 'endDate', ruleMessage('endDateBeforeStartDate'));
  return mergeErrors(errors, budgetErrors(form, opts.minBudget));
}

/** The quick-campaign Start button: enabled only when not loading and the form has no error. */
export function canStartQuickCampaign(
  form: SponsorCampaignForm,
  opts: Parameters<typeof quickCampaignErrors>[1] & { loading: boolean },
): boolean {
  return !opts.loading && !hasErrors(quickCampaignErrors(form, opts));
}

/** The first instant of the catalog's today, or null while its zone is not known (no verdict then). */
function catalogToday(opts: { now: Date; catalogTimeZone?: string | null }): Date | null {
  if (opts.catalogTimeZone === null) return null;
  return startOfDayInZone(opts.now, opts.catalogTimeZone ?? 'UTC');
}

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function isIn(list: readonly string[], value: string): boolean {
  return list.includes(value);
}
