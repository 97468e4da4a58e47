import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adRollupsHourly,
  bannerTypes,
  catalogs,
  sponsorAdSets,
  sponsorBannerAds,
  sponsorBannerPlacements,
  sponsorProductAds,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { runJobsOnce } from '../jobs/job-runner';
import { advertisableSellerIds } from '../sponsor-catalog/advertisable-sellers';
import { forecastBannerPerformance } from './forecast-banner-performance';
import { forecastProductPerformance } from './forecast-performance';

/**
 * The forecast replays a past week (decision 0216): the demo history writes 28 days through the engine's
 * own code (decisions, events, budgets, pacing, the wallet; demo-history-job.ts), recording the traffic it
 * sees. Each ad set that delivered is forecast as of the start of the last whole week, from the days before
 * it only, and compared with what the engine then delivered in that week: impressions, clicks and cost.
 */
const DAYS = 28;
const DAY_MS = 86_400_000;
const NOW = new Date();
const TODAY = Math.floor(NOW.getTime() / DAY_MS) * DAY_MS;
/** The last two whole weeks, each forecast from the days before it. */
const WEEKS = [1, 2].map((back) => ({
  from: new Date(TODAY - 7 * back * DAY_MS),
  to: new Date(TODAY - 7 * (back - 1) * DAY_MS),
}));
type Week = (typeof WEEKS)[number];
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { DEMO_HISTORY_DAYS: String(DAYS) },
    demoProductCount: 600,
    now: () => NOW,
  });
  await runJobsOnce(testApp.deps, { max: 400 });
}, 600_000);
afterAll(() => testApp?.close());

type Outcome = { adSetId: number; week: string; metric: string; actual: number; low: number; high: number };

async function delivered(adSetId: number, week: Week) {
  const [row] = await testApp.deps.db
    .select({
      impressions: sql<string>`coalesce(sum(${adRollupsHourly.impressions}), 0)`,
      clicks: sql<string>`coalesce(sum(${adRollupsHourly.clicks}), 0)`,
      costs: sql<string>`coalesce(sum(${adRollupsHourly.costsMicros}), 0)`,
      days: sql<string>`count(distinct date_trunc('day', ${adRollupsHourly.hour} at time zone 'UTC'))`,
    })
    .from(adRollupsHourly)
    .where(
      and(
        eq(adRollupsHourly.adSetId, adSetId),
        gte(adRollupsHourly.hour, week.from),
        lt(adRollupsHourly.hour, week.to),
      ),
    );
  return {
    impressions: Number(row!.impressions),
    clicks: Number(row!.clicks),
    costMicros: Number(row!.costs),
    days: Number(row!.days),
  };
}

describe('forecast replay of a past week', () => {
  it('contains what the engine delivered in most cases', async () => {
    const db = testApp.deps.db;
    const adSets = await db
      .select({ adSet: sponsorAdSets, catalog: catalogs })
      .from(sponsorAdSets)
      .innerJoin(catalogs, eq(catalogs.id, sponsorAdSets.catalogId))
      .where(isNull(sponsorAdSets.removedAt));
    const outcomes: Outcome[] = [];
    for (const week of WEEKS)
      for (const { adSet, catalog } of adSets) {
        const deps = { db, now: () => week.from };
        const actual = await delivered(adSet.id, week);
        // Ad sets that served the whole week (an ad set that starts, ends or runs out mid-week is another
        // question than the forecast's "what would this campaign get").
        if (actual.days < 7) continue;
        const base = {
          catalog: { id: catalog.id, code: catalog.code },
          countDay: 7 as const,
          walletRate: '1',
        };
        let forecast: Awaited<ReturnType<typeof forecastProductPerformance>>;
        if (adSet.adType === 'PRODUCT') {
          const [ad] = await db
            .select()
            .from(sponsorProductAds)
            .where(eq(sponsorProductAds.adSetId, adSet.id));
          forecast = await forecastProductPerformance({
            deps,
            input: {
              ...base,
              brandIds: [adSet.brandId],
              companySellerIds: await advertisableSellerIds({ deps, input: { companyId: adSet.companyId } }),
              skus: ad?.skus ?? [],
              categoryIds: ad?.productCategoryIds ?? [],
              minPriceMicros: ad?.productMinPriceMicros ?? null,
              maxPriceMicros: ad?.productMaxPriceMicros ?? null,
              trafficControl: adSet.trafficControl,
              bidMicros: adSet.bidType === 'AUTOMATED' ? null : adSet.bidMicros,
            },
          });
        } else {
          const types = await db
            .select({ bannerType: bannerTypes.bannerType })
            .from(sponsorBannerAds)
            .innerJoin(sponsorBannerPlacements, eq(sponsorBannerPlacements.bannerAdId, sponsorBannerAds.id))
            .innerJoin(bannerTypes, eq(bannerTypes.id, sponsorBannerPlacements.bannerTypeId))
            .where(eq(sponsorBannerAds.adSetId, adSet.id));
          forecast = await forecastBannerPerformance({
            deps,
            input: {
              ...base,
              categoryIds: adSet.bannerCategoryIds,
              platforms: types.map((type) => type.bannerType),
            },
          });
        }
        const push = (metric: string, value: number, low: number, high: number) =>
          outcomes.push({
            adSetId: adSet.id,
            week: week.from.toISOString().slice(0, 10),
            metric,
            actual: value,
            low,
            high,
          });
        push('impressions', actual.impressions, forecast.pImpression.low, forecast.pImpression.high);
        push('clicks', actual.clicks, forecast.pClick.low, forecast.pClick.high);
        push('cost', actual.costMicros, Number(forecast.pCost.low), Number(forecast.pCost.high));
      }
    const hits = outcomes.filter((o) => o.actual >= o.low && o.actual <= o.high);
    const adSetCount = new Set(outcomes.map((o) => o.adSetId)).size;
    const rate = hits.length / outcomes.length;
    console.info(
      `forecast replay: ${hits.length}/${outcomes.length} figures of ${adSetCount} ad sets over ${WEEKS.length} weeks inside the range (${Math.round(rate * 100)} %)`,
    );
    for (const o of outcomes)
      console.info(
        `  week of ${o.week}, ad set ${o.adSetId} ${o.metric}: ${o.actual} in [${o.low}, ${o.high}]`,
      );
    expect(adSetCount).toBeGreaterThanOrEqual(3);
    expect(rate).toBeGreaterThan(0.5);
  });
});
