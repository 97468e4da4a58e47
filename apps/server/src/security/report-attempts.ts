import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { adHaloSkusHourly, adRollupsHourly, sponsorAdSets, sponsorProductAds } from '../db/schema/index';
import { upsertRollupSums } from '../modules/delivery/store-rollups';
import type { TestClient } from '../testing/graphql-client';
import { type Acme, type Attempt, acmeHeader, type IsolationEnv } from './tenant-isolation-support';

const HOUR_MS = 3_600_000;

/**
 * Reports and insights attempts of the tenant-isolation test (issue 14: modules sponsor-reports, sku-reports,
 * sponsor-insights). Acme's first product ad set is given figures first (an hourly rollup row with its daily and
 * coarse sums, a halo SKU row), so "nothing" below means Bolt's scope kept them out, not that there was nothing to find.
 */
export function reportAttempts(env: () => IsolationEnv): Record<string, Attempt> {
  const acmeFigures = async (a: Acme) => {
    const db = env().testApp.deps.db;
    const [adSet] = await db
      .select()
      .from(sponsorAdSets)
      .innerJoin(sponsorProductAds, eq(sponsorProductAds.adSetId, sponsorAdSets.id))
      .where(and(eq(sponsorAdSets.companyId, a.companyId), sql`cardinality(${sponsorProductAds.skus}) > 0`))
      .limit(1);
    const row = adSet!.sponsor_ad_sets;
    const sku = adSet!.sponsor_product_ads.skus[0]!;
    const hour = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS - HOUR_MS);
    const owner = {
      campaignId: row.campaignId,
      companyId: row.companyId,
      catalogId: row.catalogId,
      brandId: row.brandId,
    };
    // As the engine writes them (store-rollups.ts): the hourly row, then its daily and coarse sums, once.
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(adRollupsHourly)
        .values({
          hour,
          adSetId: row.id,
          sku,
          platform: 'DESKTOP',
          searchTerm: 'dress',
          ...owner,
          impressions: 7,
          clicks: 2,
        })
        .onConflictDoNothing()
        .returning();
      await upsertRollupSums(tx, rows);
    });
    await db
      .insert(adHaloSkusHourly)
      .values({
        hour,
        adSetId: row.id,
        sku,
        itemSku: `${sku}-other`,
        ...owner,
        haloSalesMicros: 5_000_000n,
        haloItemsSold: 1,
      })
      .onConflictDoNothing();
    return {
      campaignId: String(row.campaignId),
      brandId: String(row.brandId),
      catalogId: String(row.catalogId),
      sku,
    };
  };
  const range = () => ({
    fromDate: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    toDate: new Date(Date.now() + HOUR_MS).toISOString(),
  });
  const ask = <T>(client: TestClient, a: Acme, query: string, variables: Record<string, unknown>) =>
    client.gql<T>(query, variables, acmeHeader(a)).then((result) => result.body.data ?? null);

  const summary =
    (operation: string): Attempt =>
    async (client, a) => {
      const acme = await acmeFigures(a);
      for (const narrowing of [{ campaignId: acme.campaignId }, { brandId: acme.brandId }, {}]) {
        const data = await ask<Record<string, { impressions: number }[]>>(
          client,
          a,
          `query($fromDate: DateTime!, $toDate: DateTime!, $campaignId: ID, $brandId: ID) { ${operation}(fromDate: $fromDate, toDate: $toDate, adType: PRODUCT, campaignId: $campaignId, brandId: $brandId) { impressions } }`,
          { ...range(), ...narrowing },
        );
        expect((data?.[operation] ?? []).reduce((sum, row) => sum + row.impressions, 0)).toBe(0);
      }
    };
  const forecastOf = async (client: TestClient, a: Acme, brandId: string, catalogId: string) =>
    ask<{ forecastedPerformance: unknown }>(
      client,
      a,
      'query($catalogId: ID!, $brandId: ID, $companyId: ID) { forecastedPerformance(catalogId: $catalogId, brandId: $brandId, companyId: $companyId, countDay: 7) { basedOnDays pClick { low high } pImpression { low high } pDailyBudgetSuggestion } }',
      { catalogId, brandId, companyId: String(a.companyId) },
    );

  return {
    dashboardReport: async (client, a) => {
      const acme = await acmeFigures(a);
      for (const narrowing of [{ campaignId: acme.campaignId }, { brandId: acme.brandId }, {}]) {
        const data = await ask<{ dashboardReport: { impressionsCount: number } }>(
          client,
          a,
          'query($fromDate: DateTime!, $toDate: DateTime!, $campaignId: ID, $brandId: ID) { dashboardReport(fromDate: $fromDate, toDate: $toDate, adType: PRODUCT, campaignId: $campaignId, brandId: $brandId) { impressionsCount } }',
          { ...range(), ...narrowing },
        );
        expect(data?.dashboardReport.impressionsCount ?? 0).toBe(0);
      }
    },
    reportDashboard: summary('reportDashboard'),
    reportDashboardCampaigns: summary('reportDashboardCampaigns'),
    platformSummary: summary('platformSummary'),
    searchTermSummary: summary('searchTermSummary'),
    searchTermCount: async (client, a) => {
      const acme = await acmeFigures(a);
      for (const narrowing of [{ campaignId: acme.campaignId }, { brandId: acme.brandId }, {}]) {
        const data = await ask<{ searchTermCount: number }>(
          client,
          a,
          'query($fromDate: DateTime!, $toDate: DateTime!, $campaignId: ID, $brandId: ID) { searchTermCount(fromDate: $fromDate, toDate: $toDate, adType: PRODUCT, campaignId: $campaignId, brandId: $brandId) }',
          { ...range(), ...narrowing },
        );
        expect(data?.searchTermCount ?? 0).toBe(0);
      }
    },
    skusReport: async (client, a) => {
      const acme = await acmeFigures(a);
      const data = await ask<{ skusReport: { objects: unknown[] } }>(
        client,
        a,
        'query($campaignId: ID, $startDate: DateTime, $endDate: DateTime) { skusReport(campaignId: $campaignId, startDate: $startDate, endDate: $endDate) { objects { sku } } }',
        { campaignId: acme.campaignId, startDate: range().fromDate, endDate: range().toDate },
      );
      expect(data?.skusReport.objects ?? []).toEqual([]);
    },
    skuPriceHistory: async (client, a) => {
      const acme = await acmeFigures(a);
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const data = await ask<{ skuPriceHistory: { points: { impressions: number; clicks: number }[] } }>(
        client,
        a,
        'query($sku: String!, $campaignId: ID, $fromDate: String!, $toDate: String!) { skuPriceHistory(sku: $sku, campaignId: $campaignId, fromDate: $fromDate, toDate: $toDate) { points { impressions clicks } } }',
        { sku: acme.sku, campaignId: acme.campaignId, fromDate: day(-3), toDate: day(1) },
      );
      for (const point of data?.skuPriceHistory.points ?? [])
        expect(point.impressions + point.clicks).toBe(0);
    },
    reportHaloAttributedSku: async (client, a) => {
      const acme = await acmeFigures(a);
      const data = await ask<{ reportHaloAttributedSku: unknown[] }>(
        client,
        a,
        'query($sku: String!, $campaignId: ID, $startDate: DateTime, $endDate: DateTime) { reportHaloAttributedSku(sku: $sku, campaignId: $campaignId, startDate: $startDate, endDate: $endDate) { sku } }',
        { sku: acme.sku, campaignId: acme.campaignId, startDate: range().fromDate, endDate: range().toDate },
      );
      expect(data?.reportHaloAttributedSku ?? []).toEqual([]);
    },
    diagnostics: async (client, a) => {
      const acme = await acmeFigures(a);
      const data = await ask<{ diagnostics: unknown[] | null }>(
        client,
        a,
        'query($campaignId: ID!) { diagnostics(campaignId: $campaignId) { name } }',
        { campaignId: acme.campaignId },
      );
      expect(data?.diagnostics ?? null).toBeNull();
    },
    // Acme's brand gives Bolt exactly what a brand nobody has gives it: nothing of Acme's products or history.
    forecastedPerformance: async (client, a) => {
      const acme = await acmeFigures(a);
      expect(await forecastOf(client, a, acme.brandId, acme.catalogId)).toEqual(
        await forecastOf(client, a, '999999', acme.catalogId),
      );
    },
    forecastedBannerPerformance: async (client, a) => {
      const acme = await acmeFigures(a);
      const banner = (brandId: string) =>
        ask<{ forecastedBannerPerformance: unknown }>(
          client,
          a,
          'query($catalogId: ID!, $brandId: ID) { forecastedBannerPerformance(catalogId: $catalogId, brandId: $brandId, countDay: 7) { basedOnDays pClick { low high } pImpression { low high } } }',
          { catalogId: acme.catalogId, brandId },
        );
      expect(await banner(acme.brandId)).toEqual(await banner('999999'));
    },
  };
}
