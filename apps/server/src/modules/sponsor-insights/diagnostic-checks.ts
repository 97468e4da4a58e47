import { formatDiagnosticAmount } from '@portal/domain/diagnostic-amount';
import { canToggleAdSet } from '@portal/domain/sponsor-status';
import { meetsReserve } from '../delivery/auction';
import { isEngineReason } from '../delivery/delivery-index-model';
import { NO_SKU } from '../delivery/delivery-index-status';
import { companyPagePath } from './company-page-path';

/**
 * The campaign diagnostics' checks (spec 2 §2 "Diagnostics dialog", decision 0217): pure, over the facts
 * campaign-facts.ts reads. Each finding has a name (a translation key of the sponsorDiagnostics namespace),
 * a level, details (values: dates, amounts as `formatDiagnosticAmount` writes them, SKUs, keywords) and the
 * actions the portal can take, each with the route where it is done (diagnosticRoutes). No finding: the
 * campaign is all good.
 */
export type DiagnosticLevel = 'ERROR' | 'WARNING' | 'INFO';
export type DiagnosticAction = { kind: string; route: string };
export type Diagnostic = {
  name: string;
  level: DiagnosticLevel;
  details: string[];
  actions: DiagnosticAction[];
  /** When it happened (a budget ran out), when known. */
  at: Date | null;
  /** The zone `at` is read in: the ad set's catalog's, as its schedule and budget days are (null: none). */
  timeZone: string | null;
  /** The ad set it is about when the campaign has several (null: the campaign's, or its only ad set's). */
  adSetName: string | null;
};

/**
 * A banner ad set's targets and creatives as the delivery index reads them (decision 0260): a deleted
 * category or segment matches nothing; a creative without an image, or without a landing URL and with none
 * of its SKUs left in the catalog and in stock, is dropped, and without a creative the ad set does not serve.
 */
export type BannerFacts = {
  /** Its targeted categories and segments (how many, each once), and the ids of those deleted since. */
  categories: { listed: number; gone: number[] };
  segments: { listed: number; gone: number[] };
  /** How many of its banner types have a creative that serves. */
  servable: number;
  /** The placements of its banner types with none that serves, why, and their SKUs. */
  unservable: { bannerType: string; reason: 'NO_IMAGE' | 'NO_PRODUCT_LEFT'; skus: readonly string[] }[];
};

export type AdSetFacts = {
  id: number;
  name: string;
  adType: 'PRODUCT' | 'BANNER';
  /** Its catalog's zone: the schedule's and the daily budget's days are in it. */
  timeZone: string;
  status: string;
  runningStatus: string;
  effectiveStatus: string | null;
  notes: string | null;
  startDate: Date;
  endDate: Date | null;
  budgetType: string;
  budgetDailyMicros: bigint | null;
  budgetTotalMicros: bigint | null;
  bidType: string;
  trafficControl: number;
  spentToday: { micros: bigint; exhaustedAt: Date | null };
  spentTotal: { micros: bigint; exhaustedAt: Date | null };
  /** Typed SKUs the engine cannot serve: gone, out of stock, sold by another company's seller (0267). */
  skus: { missing: string[]; outOfStock: string[]; notCompanySellers: string[]; listed: number };
  unmatchedKeywords: string[];
  /** The bid and the similar ad sets' median clearing price, both in SGD micros (null: none). */
  bidSgd: bigint | null;
  clearingSgd: bigint | null;
  /** The bid and the catalog's minimum for its ad type (the auction's reserve), in wallet-currency micros. */
  bidMicros: bigint | null;
  minBidMicros: bigint;
  /** Banner ad sets only. */
  banner: BannerFacts | null;
  impressionsLastDay: number;
};

export type CampaignFacts = {
  campaignId: number;
  /** The campaign's company: every action opens its pages (staff act for it through `?company=`). */
  companyId: number;
  now: Date;
  walletCurrency: string;
  walletMicros: bigint;
  /** The billing info's top-up alert amount; null: none set. */
  alertMicros: bigint | null;
  adSets: AdSetFacts[];
};

const MAX_LISTED = 20;
const DAY_MS = 86_400_000;
const list = (values: readonly string[]) =>
  values.length > MAX_LISTED
    ? [...values.slice(0, MAX_LISTED), `+${values.length - MAX_LISTED}`]
    : [...values];

/** The flags that decide where a campaign's fields are edited (the web app reads the same global flags). */
export type DiagnosticScreens = {
  /** use_advanced_sponsor_campaign_ui: a campaign is edited (and reviewed) on /sponsor-v2/{id}. */
  advancedUi: boolean;
  /** show_sponsor_target: the six-step wizard has its target step (keywords, traffic control). */
  showTarget: boolean;
};

/**
 * Where each action is done, decided here only (the dialog links to what it is given): the page of the
 * campaign's company (companyPagePath: the staff company filter, so "Top up" opens that company's billing, not
 * the viewer's), on the screen that shows the field under the flags. With the advanced UI every edit is on
 * /sponsor-v2/{id}, as the lists' Edit; without it the six-step wizard's step, except the target step while
 * show_sponsor_target hides it: keywords and traffic control are then only on /sponsor-v2/{id}.
 */
export function diagnosticRoutes(
  { campaignId, companyId }: Pick<CampaignFacts, 'campaignId' | 'companyId'>,
  screens: DiagnosticScreens,
) {
  // The advanced wizard opens on the step or setup section named by `focus` (content; budget, targeting).
  const detail = (focus?: 'content' | 'budget' | 'targeting') =>
    companyPagePath(companyId, ['sponsor-v2', campaignId], focus ? { focus } : {});
  const step = (name: 'type' | 'budget' | 'target' | 'strategy' | 'content' | 'review') =>
    screens.advancedUi || (name === 'target' && !screens.showTarget)
      ? detail(advancedFocus[name])
      : companyPagePath(companyId, ['sponsor', campaignId, name]);
  return {
    review: step('type'),
    budget: step('budget'),
    target: step('target'),
    strategy: step('strategy'),
    content: step('content'),
    // Where a campaign is submitted: the six-step wizard's review step (its Finish); the advanced wizard's
    // first screen, whose own Next leads to its review step and Save, as REVIEW.
    submit: step('review'),
    // The campaign's ad-set page: each ad set's active toggle and budget cell, at the top of the page (the
    // list's row is under the dashboard and acts on the first ad set only). A budget changed there does not
    // send the campaign back to review, as a save in the wizard does (decisions 0085, 0275).
    adSets: companyPagePath(companyId, ['sponsor', 'adset', campaignId]),
    topUp: companyPagePath(companyId, ['billing', 'info']),
  };
}

/** Where each six-step wizard step's fields are in the advanced wizard (none: its first screen). */
const advancedFocus = {
  type: undefined,
  budget: 'budget',
  strategy: 'budget',
  target: 'targeting',
  content: 'content',
  review: undefined,
} as const;

type Routes = ReturnType<typeof diagnosticRoutes>;

type AddFinding = (
  name: string,
  level: DiagnosticLevel,
  details: string[],
  actions: DiagnosticAction[],
) => void;

/**
 * What keeps a banner from serving that the advertiser cannot see (decision 0260). A dimension whose
 * targets are all deleted matches nothing wherever it is checked (a tagged shopper, a page with a category):
 * an error; some deleted, a warning. No creative left: the ad set does not serve. The banner categories and
 * segments are edited with the content (banner-content.tsx).
 */
function bannerChecks(banner: BannerFacts, add: AddFinding, routes: Routes) {
  const targets = [
    ['targetCategoriesGone', banner.categories],
    ['targetSegmentsGone', banner.segments],
  ] as const;
  for (const [name, target] of targets)
    if (target.gone.length > 0)
      add(name, target.gone.length >= target.listed ? 'ERROR' : 'WARNING', list(target.gone.map(String)), [
        { kind: 'EDIT_TARGETING', route: routes.content },
      ]);
  const level = banner.servable === 0 ? 'ERROR' : 'WARNING';
  const content = [{ kind: 'EDIT_CONTENT', route: routes.content }];
  const withoutProduct = banner.unservable.filter((creative) => creative.reason === 'NO_PRODUCT_LEFT');
  if (withoutProduct.length > 0)
    add(
      'bannerCreativesProductsGone',
      level,
      withoutProduct.map(({ bannerType, skus }) =>
        skus.length > 0 ? `${bannerType}: ${list(skus).join(', ')}` : bannerType,
      ),
      content,
    );
  const withoutImage = banner.unservable.filter((creative) => creative.reason === 'NO_IMAGE');
  if (withoutImage.length > 0)
    add(
      'bannerCreativesWithoutImage',
      level,
      withoutImage.map((creative) => creative.bannerType),
      content,
    );
}

function adSetChecks(facts: CampaignFacts, adSet: AdSetFacts, routes: Routes): Diagnostic[] {
  const money = (micros: bigint) => formatDiagnosticAmount(micros, facts.walletCurrency);
  const found: Diagnostic[] = [];
  const add = (
    name: string,
    level: DiagnosticLevel,
    details: string[],
    actions: DiagnosticAction[] = [],
    at: Date | null = null,
  ) =>
    found.push({
      name,
      level,
      details,
      actions,
      at,
      timeZone: at ? adSet.timeZone : null,
      adSetName: facts.adSets.length > 1 ? adSet.name : null,
    });
  // A DRAFT was never submitted: only a save of it goes to staff review (PENDING_FOR_APPROVAL), and neither
  // the schedule job (SCHEDULED only) nor the delivery index takes a DRAFT, so its start date starts nothing,
  // before or after it: blocking, never "all good", and no "starts on" note (decision 0217, its addendum).
  const isDraft = adSet.status === 'DRAFT';
  if (isDraft) add('notSubmitted', 'ERROR', [], [{ kind: 'SUBMIT', route: routes.submit }]);
  const isUnapproved = adSet.status === 'PENDING_FOR_APPROVAL' || adSet.status === 'REJECTED';
  if (isUnapproved)
    add(
      'notApproved',
      'ERROR',
      adSet.status === 'REJECTED' && adSet.notes ? [adSet.status, adSet.notes] : [adSet.status],
      [{ kind: 'REVIEW', route: routes.review }],
    );
  // Resume only where the toggle can start it (the domain's rule, which the list and the server share): not
  // a COMPLETED one, nor one the engine holds for a reason (decision 0275).
  if (adSet.runningStatus === 'PAUSED' || adSet.status === 'PAUSED')
    add('paused', 'ERROR', [], canToggleAdSet(adSet) ? [{ kind: 'RESUME', route: routes.adSets }] : []);
  const nowMs = facts.now.getTime();
  // Not approved, its start date is a plan: it starts then only if staff approve it before, else when they
  // do; no plain "starts on" (decision 0217, its 2026-12-08 addendum).
  if (!isDraft && adSet.startDate.getTime() > nowMs)
    add(
      isUnapproved ? 'scheduleStartsOnceApproved' : 'scheduleNotStarted',
      'INFO',
      [],
      [{ kind: 'EDIT_SCHEDULE', route: routes.budget }],
      adSet.startDate,
    );
  if (adSet.endDate && adSet.endDate.getTime() < nowMs)
    add('scheduleEnded', 'ERROR', [], [{ kind: 'EDIT_SCHEDULE', route: routes.budget }], adSet.endDate);
  const daily = adSet.budgetDailyMicros;
  const hasDaily = adSet.budgetType === 'DAILY' || adSet.budgetType === 'DAILY_TOTAL';
  if (
    (hasDaily && daily !== null && adSet.spentToday.micros >= daily) ||
    adSet.effectiveStatus === 'EXCEED_BUDGET_DAILY'
  )
    add(
      'dailyBudgetExhausted',
      'ERROR',
      [money(adSet.spentToday.micros), money(daily ?? 0n)],
      [{ kind: 'RAISE_BUDGET', route: routes.adSets }],
      adSet.spentToday.exhaustedAt,
    );
  const total = adSet.budgetTotalMicros;
  const hasTotal = adSet.budgetType === 'TOTAL' || adSet.budgetType === 'DAILY_TOTAL';
  if (
    (hasTotal && total !== null && adSet.spentTotal.micros >= total) ||
    adSet.effectiveStatus === 'EXCEED_BUDGET_TOTAL'
  )
    add(
      'totalBudgetExhausted',
      'ERROR',
      [money(adSet.spentTotal.micros), money(total ?? 0n)],
      [{ kind: 'RAISE_BUDGET', route: routes.adSets }],
      adSet.spentTotal.exhaustedAt,
    );
  if (adSet.adType === 'PRODUCT') {
    const gone = new Set([...adSet.skus.missing, ...adSet.skus.outOfStock, ...adSet.skus.notCompanySellers])
      .size;
    const level =
      adSet.effectiveStatus === NO_SKU || (adSet.skus.listed > 0 && gone >= adSet.skus.listed)
        ? 'ERROR'
        : 'WARNING';
    if (adSet.skus.outOfStock.length > 0)
      add('skusOutOfStock', level, list(adSet.skus.outOfStock), [
        { kind: 'EDIT_PRODUCTS', route: routes.content },
      ]);
    if (adSet.skus.missing.length > 0)
      add('skusGone', level, list(adSet.skus.missing), [{ kind: 'EDIT_PRODUCTS', route: routes.content }]);
    if (adSet.skus.notCompanySellers.length > 0)
      add('skusSellerNotInCompany', level, list(adSet.skus.notCompanySellers), [
        { kind: 'EDIT_PRODUCTS', route: routes.content },
      ]);
  }
  if (adSet.banner) bannerChecks(adSet.banner, add, routes);
  if (adSet.unmatchedKeywords.length > 0)
    add('keywordsNeverMatched', 'WARNING', list(adSet.unmatchedKeywords), [
      { kind: 'EDIT_KEYWORDS', route: routes.target },
    ]);
  // A manual bid below the reserve never enters the auction (bids saved before decision 0260, or a minimum
  // raised since, e.g. by the wallet currency's rate); AUTOMATED bids are the engine's, never below it.
  if (
    adSet.bidType !== 'AUTOMATED' &&
    adSet.bidMicros !== null &&
    !meetsReserve({ bidMicros: adSet.bidMicros, minBidMicros: adSet.minBidMicros })
  )
    add(
      'bidBelowMinimum',
      'ERROR',
      [money(adSet.bidMicros), money(adSet.minBidMicros)],
      [{ kind: 'RAISE_BID', route: routes.strategy }],
    );
  else if (
    adSet.bidType !== 'AUTOMATED' &&
    adSet.bidSgd !== null &&
    adSet.clearingSgd !== null &&
    adSet.bidSgd < adSet.clearingSgd
  )
    add('bidBelowClearingPrice', 'WARNING', [], [{ kind: 'RAISE_BID', route: routes.strategy }]);
  if (adSet.trafficControl <= 0)
    add('trafficControlZero', 'ERROR', [], [{ kind: 'EDIT_TRAFFIC_CONTROL', route: routes.target }]);
  // NOT_DELIVERING with its toggle on and no engine reason: the engine does not serve it (only its own
  // reasons are lifted again), so unless another blocking finding already says why, say that it is not
  // delivering and what to check — never "all good" for an ad set that is not serving.
  if (
    adSet.status === 'NOT_DELIVERING' &&
    adSet.runningStatus === 'STARTED' &&
    !isEngineReason(adSet.effectiveStatus) &&
    facts.walletMicros > 0n &&
    !found.some((finding) => finding.level === 'ERROR')
  )
    add('notDeliveringNoReason', 'ERROR', adSet.effectiveStatus ? [adSet.effectiveStatus] : [], [
      { kind: 'REVIEW', route: routes.review },
    ]);
  // Should be serving — DELIVERING or NOT_DELIVERING (whatever its reason), toggle on, scheduled for more
  // than a day and not ended — yet no impression in the last 24 hours.
  const shouldServe =
    (adSet.status === 'DELIVERING' || adSet.status === 'NOT_DELIVERING') &&
    adSet.runningStatus === 'STARTED' &&
    adSet.startDate.getTime() <= nowMs - DAY_MS &&
    (adSet.endDate === null || adSet.endDate.getTime() > nowMs);
  if (shouldServe && adSet.impressionsLastDay === 0) add('noImpressionsLastDay', 'WARNING', []);
  // COMPLETED and nothing above says why (its end date is still ahead): the engine completed it for want of a
  // product to serve (a filter that matches nothing in stock, no SKU listed), or it was ended otherwise.
  // Never "all good" for an ad set that no longer serves.
  if (adSet.status === 'COMPLETED' && !found.some((finding) => finding.level === 'ERROR')) {
    if (adSet.effectiveStatus === NO_SKU)
      add('noProductToServe', 'ERROR', [], [{ kind: 'EDIT_PRODUCTS', route: routes.content }]);
    else add('completed', 'ERROR', [], [{ kind: 'EDIT_SCHEDULE', route: routes.budget }]);
  }
  return found;
}

export function diagnose(facts: CampaignFacts, screens: DiagnosticScreens): Diagnostic[] {
  // Every ad set removed (the facts hold only the others): nothing else applies, and nothing undoes a removal.
  if (facts.adSets.length === 0)
    return [
      {
        name: 'removed',
        level: 'ERROR',
        details: [],
        actions: [],
        at: null,
        timeZone: null,
        adSetName: null,
      },
    ];
  const routes = diagnosticRoutes(facts, screens);
  const found: Diagnostic[] = [];
  if (facts.walletMicros <= 0n)
    found.push({
      name: 'walletEmpty',
      level: 'ERROR',
      details: [formatDiagnosticAmount(facts.walletMicros, facts.walletCurrency)],
      actions: [{ kind: 'TOP_UP', route: routes.topUp }],
      at: null,
      timeZone: null,
      adSetName: null,
    });
  else if (facts.alertMicros !== null && facts.walletMicros < facts.alertMicros)
    found.push({
      name: 'walletBelowThreshold',
      level: 'WARNING',
      details: [
        formatDiagnosticAmount(facts.walletMicros, facts.walletCurrency),
        formatDiagnosticAmount(facts.alertMicros, facts.walletCurrency),
      ],
      actions: [{ kind: 'TOP_UP', route: routes.topUp }],
      at: null,
      timeZone: null,
      adSetName: null,
    });
  for (const adSet of facts.adSets) found.push(...adSetChecks(facts, adSet, routes));
  const rank: Record<DiagnosticLevel, number> = { ERROR: 0, WARNING: 1, INFO: 2 };
  return found.sort((a, b) => rank[a.level] - rank[b.level]);
}
