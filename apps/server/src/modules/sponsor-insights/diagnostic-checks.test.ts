import { parseDiagnosticAmount } from '@portal/domain/diagnostic-amount';
import { describe, expect, it } from 'vitest';
import {
  type AdSetFacts,
  type BannerFacts,
  type CampaignFacts,
  type DiagnosticScreens,
  diagnose as diagnoseUnder,
} from './diagnostic-checks';

const NOW = new Date('2026-11-26T10:00:00Z');
const adSet = (patch: Partial<AdSetFacts> = {}): AdSetFacts => ({
  id: 1,
  name: 'Ad set',
  adType: 'PRODUCT',
  timeZone: 'Asia/Jakarta',
  status: 'DELIVERING',
  runningStatus: 'STARTED',
  effectiveStatus: null,
  notes: null,
  startDate: new Date('2026-11-01T00:00:00Z'),
  endDate: null,
  budgetType: 'DAILY_TOTAL',
  budgetDailyMicros: 10_000_000n,
  budgetTotalMicros: 100_000_000n,
  bidType: 'AUTOMATED',
  trafficControl: 100,
  spentToday: { micros: 0n, exhaustedAt: null },
  spentTotal: { micros: 0n, exhaustedAt: null },
  skus: { missing: [], outOfStock: [], notCompanySellers: [], listed: 2 },
  unmatchedKeywords: [],
  bidSgd: null,
  clearingSgd: null,
  bidMicros: null,
  minBidMicros: 50_000n,
  banner: null,
  impressionsLastDay: 10,
  ...patch,
});
const facts = (adSets: AdSetFacts[], patch: Partial<CampaignFacts> = {}): CampaignFacts => ({
  campaignId: 7,
  companyId: 42,
  now: NOW,
  walletCurrency: 'SGD',
  walletMicros: 50_000_000n,
  alertMicros: null,
  adSets,
  ...patch,
});

/** The six-step wizard with its target step: the checks' tests; the routes under each flag are tested below. */
const legacy: DiagnosticScreens = { advancedUi: false, showTarget: true };
const diagnose = (campaign: CampaignFacts) => diagnoseUnder(campaign, legacy);

describe('diagnostic checks', () => {
  it('finds nothing when all is good', () => {
    expect(diagnose(facts([adSet()]))).toEqual([]);
  });

  it('never says "all good" of a COMPLETED ad set: no product to serve, or completed, when nothing else says why', () => {
    const completed = (patch: Partial<AdSetFacts>) =>
      diagnose(facts([adSet({ status: 'COMPLETED', ...patch })])).map((found) => [
        found.name,
        found.level,
        found.actions.map((action) => action.kind),
      ]);
    // The engine's NO_SKU with no SKU listed (a dynamic filter that matches nothing in stock).
    expect(
      completed({
        effectiveStatus: 'NO_SKU',
        skus: { missing: [], outOfStock: [], notCompanySellers: [], listed: 0 },
      }),
    ).toEqual([['noProductToServe', 'ERROR', ['EDIT_PRODUCTS']]]);
    // Its listed SKUs gone: those findings already say why.
    expect(
      completed({
        effectiveStatus: 'NO_SKU',
        skus: { missing: ['A'], outOfStock: [], notCompanySellers: [], listed: 1 },
      }),
    ).toEqual([['skusGone', 'ERROR', ['EDIT_PRODUCTS']]]);
    // Ended by its date: the schedule says why.
    expect(completed({ endDate: new Date('2026-11-20T00:00:00Z') })).toEqual([
      ['scheduleEnded', 'ERROR', ['EDIT_SCHEDULE']],
    ]);
    // Completed with its end date ahead and no reason recorded.
    expect(completed({})).toEqual([['completed', 'ERROR', ['EDIT_SCHEDULE']]]);
  });

  it('says a campaign whose ad sets were all removed is removed, and nothing else (never "all good")', () => {
    expect(diagnose(facts([], { walletMicros: 0n }))).toEqual([
      {
        name: 'removed',
        level: 'ERROR',
        details: [],
        actions: [],
        at: null,
        timeZone: null,
        adSetName: null,
      },
    ]);
  });

  it("names the ad set a finding is about when the campaign has several, and keeps its details the template's", () => {
    const spent = { spentToday: { micros: 10_000_000n, exhaustedAt: null } };
    const [one] = diagnose(facts([adSet(spent)]));
    expect([one!.adSetName, one!.details]).toEqual([null, ['10 SGD', '10 SGD']]);
    const found = diagnose(
      facts([adSet(), adSet({ id: 2, name: 'Shoes SG', ...spent })], { walletMicros: 0n }),
    );
    expect(found.map((d) => [d.name, d.adSetName, d.details])).toEqual([
      ['walletEmpty', null, ['0 SGD']],
      ['dailyBudgetExhausted', 'Shoes SG', ['10 SGD', '10 SGD']],
    ]);
  });

  it('writes wallet, budget and bid amounts as the domain reads them back, to the micro', () => {
    const found = diagnose(
      facts(
        [
          adSet({
            bidType: 'MANUAL',
            bidMicros: 45_000n,
            spentToday: { micros: 10_000_001n, exhaustedAt: null },
            spentTotal: { micros: 100_000_000n, exhaustedAt: null },
          }),
        ],
        { walletMicros: 4_322_242_250n, alertMicros: 999_999_000_000n },
      ),
    );
    const amounts = (name: string) =>
      found.find((finding) => finding.name === name)!.details.map(parseDiagnosticAmount);
    const sgd = (micros: bigint) => ({ micros, currencyCode: 'SGD' });
    expect(amounts('walletBelowThreshold')).toEqual([sgd(4_322_242_250n), sgd(999_999_000_000n)]);
    expect(amounts('dailyBudgetExhausted')).toEqual([sgd(10_000_001n), sgd(10_000_000n)]);
    expect(amounts('totalBudgetExhausted')).toEqual([sgd(100_000_000n), sgd(100_000_000n)]);
    expect(amounts('bidBelowMinimum')).toEqual([sgd(45_000n), sgd(50_000n)]);
  });

  it('names an engine-blocked total budget with the way to raise it and when it ran out', () => {
    const found = diagnose(
      facts([
        adSet({
          adType: 'BANNER',
          status: 'NOT_DELIVERING',
          effectiveStatus: 'EXCEED_BUDGET_TOTAL',
          spentTotal: { micros: 100_000_000n, exhaustedAt: new Date('2026-11-20T05:00:00Z') },
        }),
      ]),
    );
    // Kept out by the engine (an engine reason) but with impressions in the last day: no symptom finding.
    // Raised on the campaign's ad-set page, whose budget cell does not send it back to review (0275).
    expect(found).toEqual([
      {
        name: 'totalBudgetExhausted',
        level: 'ERROR',
        details: ['100 SGD', '100 SGD'],
        actions: [{ kind: 'RAISE_BUDGET', route: '/sponsor/adset/7?company=42' }],
        // A moment is read in the ad set's catalog zone, where its budget days are.
        at: new Date('2026-11-20T05:00:00Z'),
        timeZone: 'Asia/Jakarta',
        adSetName: null,
      },
    ]);
  });

  describe('paused: resumed where the toggle can start it, or no action (0275)', () => {
    const paused = (patch: Partial<AdSetFacts>) =>
      diagnose(facts([adSet({ runningStatus: 'PAUSED', ...patch })])).find((d) => d.name === 'paused');

    it("resumes on the campaign's ad-set page, whatever the status it waits in, product or banner", () => {
      const future = new Date('2026-12-10T00:00:00Z');
      for (const status of ['PAUSED', 'SCHEDULED', 'PENDING_FOR_APPROVAL', 'REJECTED'])
        for (const adType of ['PRODUCT', 'BANNER'] as const)
          expect(paused({ status, adType, startDate: future })).toMatchObject({
            level: 'ERROR',
            actions: [{ kind: 'RESUME', route: '/sponsor/adset/7?company=42' }],
            at: null,
            timeZone: null,
          });
    });

    it('offers no resume where the toggle cannot start it: completed, or held by an engine reason', () => {
      expect(paused({ status: 'COMPLETED', endDate: new Date('2026-11-20T00:00:00Z') })?.actions).toEqual([]);
      expect(paused({ status: 'NOT_DELIVERING', effectiveStatus: 'EXCEED_BUDGET_TOTAL' })?.actions).toEqual(
        [],
      );
      // Status PAUSED with the toggle still on was not paused by it: nothing the toggle can do.
      expect(paused({ status: 'PAUSED', runningStatus: 'STARTED' })?.actions).toEqual([]);
    });
  });

  describe('a start date not reached (decision 0217, its 2026-12-08 addendum)', () => {
    const start = new Date('2026-12-10T00:00:00Z');
    const notes = (status: string) =>
      diagnose(facts([adSet({ status, startDate: start, notes: 'Blurry' })]))
        .filter((d) => d.level === 'INFO')
        .map((d) => [d.name, d.at, d.actions.map((a) => a.kind)]);

    it('starts on it once approved: no plain "starts on" for an ad set waiting for approval or rejected', () => {
      for (const status of ['PENDING_FOR_APPROVAL', 'REJECTED'])
        expect(notes(status)).toEqual([['scheduleStartsOnceApproved', start, ['EDIT_SCHEDULE']]]);
    });

    it('starts on it when approved (SCHEDULED); a draft says neither', () => {
      expect(notes('SCHEDULED')).toEqual([['scheduleNotStarted', start, ['EDIT_SCHEDULE']]]);
      expect(notes('DRAFT')).toEqual([]);
    });
  });

  it('ranks errors first and marks SKUs an error when none is left', () => {
    const found = diagnose(
      facts(
        [
          adSet({
            skus: { missing: ['A'], outOfStock: ['B'], notCompanySellers: [], listed: 2 },
            unmatchedKeywords: ['x'],
          }),
        ],
        {
          walletMicros: 0n,
        },
      ),
    );
    expect(found.map((d) => [d.name, d.level])).toEqual([
      ['walletEmpty', 'ERROR'],
      ['skusOutOfStock', 'ERROR'],
      ['skusGone', 'ERROR'],
      ['keywordsNeverMatched', 'WARNING'],
    ]);
  });

  it("names typed SKUs of another company's seller, an error when they leave nothing to serve (0267)", () => {
    const some = diagnose(
      facts([adSet({ skus: { missing: [], outOfStock: [], notCompanySellers: ['C'], listed: 2 } })]),
    );
    expect(some.map((d) => [d.name, d.level, d.details])).toEqual([
      ['skusSellerNotInCompany', 'WARNING', ['C']],
    ]);
    const all = diagnose(
      facts([adSet({ skus: { missing: ['A'], outOfStock: [], notCompanySellers: ['C'], listed: 2 } })]),
    );
    expect(all.map((d) => [d.name, d.level])).toEqual([
      ['skusGone', 'ERROR'],
      ['skusSellerNotInCompany', 'ERROR'],
    ]);
  });

  describe('an ad set that should serve but does not', () => {
    const HOUR_MS = 3_600_000;
    const silent = (patch: Partial<AdSetFacts> = {}) =>
      diagnose(facts([adSet({ impressionsLastDay: 0, ...patch })]));

    it('says a NOT_DELIVERING ad set with its toggle on and no reason is not delivering (the user walk)', () => {
      // Started on 11/22, toggle on, no engine reason, no impression since: never "all good".
      const found = silent({ status: 'NOT_DELIVERING', startDate: new Date('2026-11-22T00:00:00Z') });
      expect(found.map((d) => [d.name, d.level])).toEqual([
        ['notDeliveringNoReason', 'ERROR'],
        ['noImpressionsLastDay', 'WARNING'],
      ]);
      expect(found[0]!.actions).toEqual([{ kind: 'REVIEW', route: '/sponsor/7/type?company=42' }]);
      // With impressions in the last day it is still not delivering now, and still said.
      expect(diagnose(facts([adSet({ status: 'NOT_DELIVERING' })])).map((d) => d.name)).toEqual([
        'notDeliveringNoReason',
      ]);
      // An effective status that is not the engine's own is passed on as a value.
      expect(silent({ status: 'NOT_DELIVERING', effectiveStatus: 'SOMETHING_ELSE' })[0]).toMatchObject({
        name: 'notDeliveringNoReason',
        details: ['SOMETHING_ELSE'],
      });
    });

    it('does not add it when the reason is known: an engine reason, a blocking finding or an empty wallet', () => {
      const names = (patch: Partial<AdSetFacts>, campaign: Partial<CampaignFacts> = {}) =>
        diagnose(facts([adSet({ status: 'NOT_DELIVERING', ...patch })], campaign)).map((d) => d.name);
      expect(
        names({
          effectiveStatus: 'EXCEED_BUDGET_DAILY',
          spentToday: { micros: 10_000_000n, exhaustedAt: null },
        }),
      ).toEqual(['dailyBudgetExhausted']);
      expect(names({ effectiveStatus: 'WALLET_EXCEED_THRESHOLD' })).toEqual([]);
      expect(names({ trafficControl: 0 })).toEqual(['trafficControlZero']);
      expect(names({ endDate: new Date('2026-11-25T00:00:00Z') })).toEqual(['scheduleEnded']);
      expect(names({}, { walletMicros: 0n })).toEqual(['walletEmpty']);
      // A warning does not explain it: a bid below the clearing price does not stop the engine.
      expect(names({ bidType: 'MAXIMUM_CPC', bidSgd: 1n, clearingSgd: 2n })).toEqual([
        'notDeliveringNoReason',
        'bidBelowClearingPrice',
      ]);
    });

    it('has no impressions in the last day: DELIVERING or NOT_DELIVERING whatever the reason', () => {
      expect(silent().map((d) => d.name)).toEqual(['noImpressionsLastDay']);
      expect(
        silent({ status: 'NOT_DELIVERING', effectiveStatus: 'WALLET_EXCEED_THRESHOLD' }).map((d) => d.name),
      ).toEqual(['noImpressionsLastDay']);
    });

    it('does not expect impressions when paused, scheduled less than a day ago, ended or in another status', () => {
      expect(silent({ runningStatus: 'PAUSED' }).map((d) => d.name)).toEqual(['paused']);
      expect(silent({ startDate: new Date(NOW.getTime() - 23 * HOUR_MS) })).toEqual([]);
      expect(silent({ startDate: new Date(NOW.getTime() - 24 * HOUR_MS) }).map((d) => d.name)).toEqual([
        'noImpressionsLastDay',
      ]);
      expect(silent({ endDate: new Date(NOW.getTime() - HOUR_MS) }).map((d) => d.name)).toEqual([
        'scheduleEnded',
      ]);
      expect(silent({ status: 'SCHEDULED' })).toEqual([]);
      // Not "no impressions": that it completed (decision 0217 addendum).
      expect(silent({ status: 'COMPLETED' }).map((d) => d.name)).toEqual(['completed']);
    });
  });

  describe('a DRAFT, never submitted (decision 0217, its addendum)', () => {
    const draft = (patch: Partial<AdSetFacts> = {}) =>
      adSet({ status: 'DRAFT', impressionsLastDay: 0, ...patch });

    it('blocks a draft before its start with the way to submit it, and says no "starts on" date (the QA walk)', () => {
      // "Lumen & Loom New Season": DRAFT, start 2026/12/20, a keyword no search matched.
      const found = diagnose(
        facts([draft({ startDate: new Date('2026-12-20T00:00:00Z'), unmatchedKeywords: ['new season'] })]),
      );
      expect(found.map((d) => [d.name, d.level])).toEqual([
        ['notSubmitted', 'ERROR'],
        ['keywordsNeverMatched', 'WARNING'],
      ]);
      expect(found[0]).toMatchObject({
        details: [],
        actions: [{ kind: 'SUBMIT', route: '/sponsor/7/review?company=42' }],
        at: null,
        timeZone: null,
      });
      // Submitted and approved (SCHEDULED), it starts on that date: the note is true there.
      const approved = diagnose(facts([draft({ status: 'SCHEDULED', startDate: new Date('2026-12-20') })]));
      expect(approved.map((d) => [d.name, d.at])).toEqual([['scheduleNotStarted', new Date('2026-12-20')]]);
    });

    it('is never "all good" once its start has passed: the schedule job and the index never take a DRAFT', () => {
      for (const startDate of [new Date('2026-11-01T00:00:00Z'), new Date(NOW.getTime() - 3_600_000)])
        expect(diagnose(facts([draft({ startDate })])).map((d) => [d.name, d.level])).toEqual([
          ['notSubmitted', 'ERROR'],
        ]);
      // With its other findings (what the submission will carry), named when the campaign has several ad sets.
      const found = diagnose(
        facts([
          adSet(),
          draft({
            id: 2,
            name: 'Copy',
            trafficControl: 0,
            skus: { missing: ['A'], outOfStock: [], notCompanySellers: [], listed: 2 },
          }),
        ]),
      );
      expect(found.map((d) => [d.name, d.level, d.adSetName])).toEqual([
        ['notSubmitted', 'ERROR', 'Copy'],
        ['trafficControlZero', 'ERROR', 'Copy'],
        ['skusGone', 'WARNING', 'Copy'],
      ]);
    });

    it('is submitted where the campaign is edited: the six-step review step, else the advanced wizard', () => {
      const campaign = facts([draft()]);
      for (const showTarget of [false, true]) {
        expect(diagnoseUnder(campaign, { advancedUi: false, showTarget })[0]!.actions).toEqual([
          { kind: 'SUBMIT', route: '/sponsor/7/review?company=42' },
        ]);
        expect(diagnoseUnder(campaign, { advancedUi: true, showTarget })[0]!.actions).toEqual([
          { kind: 'SUBMIT', route: '/sponsor-v2/7?company=42' },
        ]);
      }
    });
  });

  describe('what keeps a banner or a bid out of the delivery engine (decision 0260)', () => {
    const banner = (patch: Partial<BannerFacts> = {}): BannerFacts => ({
      categories: { listed: 0, gone: [] },
      segments: { listed: 0, gone: [] },
      servable: 1,
      unservable: [],
      ...patch,
    });
    const bannerAdSet = (patch: Partial<BannerFacts>, adSetPatch: Partial<AdSetFacts> = {}) =>
      adSet({
        adType: 'BANNER',
        skus: { missing: [], outOfStock: [], notCompanySellers: [], listed: 0 },
        banner: banner(patch),
        ...adSetPatch,
      });

    it('names deleted targets by id: an error when every target of the dimension is gone, else a warning', () => {
      const found = diagnose(
        facts([
          bannerAdSet({ categories: { listed: 2, gone: [12, 99] }, segments: { listed: 3, gone: [9] } }),
        ]),
      );
      expect(found.map((d) => [d.name, d.level, d.details])).toEqual([
        ['targetCategoriesGone', 'ERROR', ['12', '99']],
        ['targetSegmentsGone', 'WARNING', ['9']],
      ]);
      // Banner categories and segments are edited with the banner content.
      for (const finding of found)
        expect(finding.actions).toEqual([{ kind: 'EDIT_TARGETING', route: '/sponsor/7/content?company=42' }]);
      const segmentsOnly = facts([bannerAdSet({ segments: { listed: 1, gone: [4] } })]);
      expect(diagnose(segmentsOnly).map((d) => [d.name, d.level])).toEqual([['targetSegmentsGone', 'ERROR']]);
      // The advanced wizard opens on its content step, whatever show_sponsor_target says.
      expect(diagnoseUnder(segmentsOnly, { advancedUi: true, showTarget: false })[0]!.actions).toEqual([
        { kind: 'EDIT_TARGETING', route: '/sponsor-v2/7?focus=content&company=42' },
      ]);
    });

    it('names the banner types whose creatives cannot serve and why: an error when none can', () => {
      const noProduct = {
        bannerType: 'DESKTOP_SEARCH',
        reason: 'NO_PRODUCT_LEFT',
        skus: ['SG-1', 'SG-2'],
      } as const;
      const noImage = { bannerType: 'MOBILE_HOME', reason: 'NO_IMAGE', skus: [] } as const;
      const some = diagnose(facts([bannerAdSet({ servable: 1, unservable: [noProduct, noImage] })]));
      expect(some.map((d) => [d.name, d.level, d.details])).toEqual([
        ['bannerCreativesProductsGone', 'WARNING', ['DESKTOP_SEARCH: SG-1, SG-2']],
        ['bannerCreativesWithoutImage', 'WARNING', ['MOBILE_HOME']],
      ]);
      expect(some[0]!.actions).toEqual([{ kind: 'EDIT_CONTENT', route: '/sponsor/7/content?company=42' }]);
      // No creative left: the ad set does not serve; said in its first day too, where "no impressions" is not.
      const none = diagnose(
        facts([
          bannerAdSet(
            { servable: 0, unservable: [noProduct] },
            { startDate: new Date(NOW.getTime() - 3_600_000), impressionsLastDay: 0 },
          ),
        ]),
      );
      expect(none.map((d) => [d.name, d.level])).toEqual([['bannerCreativesProductsGone', 'ERROR']]);
      expect(diagnose(facts([bannerAdSet({})]))).toEqual([]);
    });

    it('says a manual bid below the minimum never enters the auction, instead of below the clearing price', () => {
      const found = diagnose(
        facts([
          bannerAdSet(
            {},
            {
              bidType: 'MAXIMUM_CPI',
              bidMicros: 400n,
              minBidMicros: 500n,
              bidSgd: 400n,
              clearingSgd: 2_000n,
            },
          ),
        ]),
      );
      expect(found).toEqual([
        expect.objectContaining({
          name: 'bidBelowMinimum',
          level: 'ERROR',
          details: ['0.0004 SGD', '0.0005 SGD'],
          actions: [{ kind: 'RAISE_BID', route: '/sponsor/7/strategy?company=42' }],
        }),
      ]);
      const names = (patch: Partial<AdSetFacts>) =>
        diagnose(facts([adSet({ bidType: 'MAXIMUM_CPC', minBidMicros: 50_000n, ...patch })])).map(
          (d) => d.name,
        );
      // Product ad sets too, and a bid of 0.
      expect(names({ bidMicros: 49_999n })).toEqual(['bidBelowMinimum']);
      expect(names({ bidMicros: 0n })).toEqual(['bidBelowMinimum']);
      expect(names({ bidMicros: 50_000n })).toEqual([]);
      expect(names({ bidMicros: 50_000n, bidSgd: 50_000n, clearingSgd: 60_000n })).toEqual([
        'bidBelowClearingPrice',
      ]);
      // AUTOMATED bids are the engine's, never below the minimum, whatever the stored bid.
      expect(names({ bidType: 'AUTOMATED', bidMicros: 0n })).toEqual([]);
    });
  });

  describe("actions: the campaign company's page where the flags put the field", () => {
    const troubled = facts(
      [
        adSet({
          status: 'PAUSED',
          runningStatus: 'PAUSED',
          endDate: new Date('2026-11-20T00:00:00Z'),
          budgetType: 'DAILY',
          spentToday: { micros: 10_000_000n, exhaustedAt: null },
          skus: { missing: ['A'], outOfStock: [], notCompanySellers: [], listed: 2 },
          unmatchedKeywords: ['purple unicorn'],
          trafficControl: 0,
          bidType: 'MAXIMUM_CPC',
          bidSgd: 100_000n,
          clearingSgd: 200_000n,
        }),
      ],
      { walletMicros: 0n },
    );
    const routesUnder = (screens: DiagnosticScreens) =>
      Object.fromEntries(
        diagnoseUnder(troubled, screens).flatMap((d) => d.actions.map((a) => [d.name, a.route] as const)),
      );

    it("top up opens the campaign company's billing, never the viewer's own", () => {
      for (const advancedUi of [false, true])
        for (const showTarget of [false, true])
          expect(routesUnder({ advancedUi, showTarget }).walletEmpty).toBe('/billing/info?company=42');
    });

    it('the six-step wizard: each step, the target step while show_sponsor_target shows it', () => {
      expect(routesUnder(legacy)).toEqual({
        walletEmpty: '/billing/info?company=42',
        paused: '/sponsor/adset/7?company=42',
        dailyBudgetExhausted: '/sponsor/adset/7?company=42',
        scheduleEnded: '/sponsor/7/budget?company=42',
        skusGone: '/sponsor/7/content?company=42',
        keywordsNeverMatched: '/sponsor/7/target?company=42',
        bidBelowClearingPrice: '/sponsor/7/strategy?company=42',
        trafficControlZero: '/sponsor/7/target?company=42',
      });
    });

    it('keywords and traffic control on /sponsor-v2/{id} while show_sponsor_target hides the target step', () => {
      const routes = routesUnder({ advancedUi: false, showTarget: false });
      expect(routes.keywordsNeverMatched).toBe('/sponsor-v2/7?focus=targeting&company=42');
      expect(routes.trafficControlZero).toBe('/sponsor-v2/7?focus=targeting&company=42');
      // The other steps are still in the six-step wizard.
      expect(routes.scheduleEnded).toBe('/sponsor/7/budget?company=42');
      expect(routes.bidBelowClearingPrice).toBe('/sponsor/7/strategy?company=42');
      for (const route of Object.values(routes)) expect(route).not.toContain('/target');
    });

    it('every edit on /sponsor-v2/{id} under use_advanced_sponsor_campaign_ui, as the lists edit', () => {
      for (const showTarget of [false, true])
        expect(routesUnder({ advancedUi: true, showTarget })).toEqual({
          walletEmpty: '/billing/info?company=42',
          paused: '/sponsor/adset/7?company=42',
          dailyBudgetExhausted: '/sponsor/adset/7?company=42',
          scheduleEnded: '/sponsor-v2/7?focus=budget&company=42',
          skusGone: '/sponsor-v2/7?focus=content&company=42',
          keywordsNeverMatched: '/sponsor-v2/7?focus=targeting&company=42',
          bidBelowClearingPrice: '/sponsor-v2/7?focus=budget&company=42',
          trafficControlZero: '/sponsor-v2/7?focus=targeting&company=42',
        });
    });

    it('reviews an unapproved campaign where it is edited', () => {
      const pending = facts([adSet({ status: 'PENDING_FOR_APPROVAL' })]);
      expect(diagnoseUnder(pending, legacy)[0]!.actions).toEqual([
        { kind: 'REVIEW', route: '/sponsor/7/type?company=42' },
      ]);
      expect(diagnoseUnder(pending, { advancedUi: true, showTarget: true })[0]!.actions).toEqual([
        { kind: 'REVIEW', route: '/sponsor-v2/7?company=42' },
      ]);
    });
  });
});
