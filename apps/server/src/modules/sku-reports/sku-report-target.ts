import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps';
import { catalogs, companies, currencies, sponsorAdSets, sponsorProductAds } from '../../db/schema/index';
import { inScope, type SponsorScope } from '../sponsor-lists/sponsor-scope';

/** Which ad sets a SKU report covers: a campaign's, one ad set, or the ad set of one product ad. */
export type SkuReportOwner = { campaignId: number | null; adSetId: number | null; adId: number | null };

/**
 * The ad sets inside the scope that the report covers, with what the report reads about them: the
 * company (whose wallet currency the costs and sales are in), the catalog of the first ad set (its zone
 * makes the days of the price history, decision 0171; its currency the prices'). Null when nothing
 * matches (another company's campaign, an unknown id): the report is then empty, never an error.
 */
export async function resolveSkuReportTarget(
  deps: Pick<AppDeps, 'db'>,
  scope: SponsorScope,
  owner: SkuReportOwner,
) {
  const walletCurrency = alias(currencies, 'wallet_currency');
  const where: SQL | undefined = and(
    inScope(scope, sponsorAdSets.companyId),
    owner.campaignId !== null ? eq(sponsorAdSets.campaignId, owner.campaignId) : undefined,
    owner.adSetId !== null ? eq(sponsorAdSets.id, owner.adSetId) : undefined,
    owner.adId !== null
      ? inArray(
          sponsorAdSets.id,
          deps.db
            .select({ id: sponsorProductAds.adSetId })
            .from(sponsorProductAds)
            .where(eq(sponsorProductAds.id, owner.adId)),
        )
      : undefined,
  );
  const rows = await deps.db
    .select({
      adSetId: sponsorAdSets.id,
      campaignId: sponsorAdSets.campaignId,
      companyId: sponsorAdSets.companyId,
      catalogId: sponsorAdSets.catalogId,
      timeZone: catalogs.timeZone,
      catalogCurrency: catalogs.currencyCode,
      catalogRate: currencies.rate,
      walletCurrency: companies.walletCurrency,
      walletRate: walletCurrency.rate,
    })
    .from(sponsorAdSets)
    .innerJoin(companies, eq(companies.id, sponsorAdSets.companyId))
    .leftJoin(catalogs, eq(catalogs.id, sponsorAdSets.catalogId))
    .leftJoin(currencies, eq(currencies.code, catalogs.currencyCode))
    .leftJoin(walletCurrency, eq(walletCurrency.code, companies.walletCurrency))
    .where(where)
    .orderBy(sponsorAdSets.id);
  const first = rows[0];
  if (!first) return null;
  return {
    adSetIds: rows.map((row) => row.adSetId),
    /** Their campaigns: the rollups are read through their (campaign_id, hour) index. */
    campaignIds: [...new Set(rows.map((row) => row.campaignId))],
    companyId: first.companyId,
    catalogId: first.catalogId,
    timeZone: first.timeZone ?? 'UTC',
    catalogCurrency: first.catalogCurrency ?? first.walletCurrency,
    catalogRate: first.catalogRate ?? '1',
    walletCurrency: first.walletCurrency,
    walletRate: first.walletRate ?? '1',
  };
}

export type SkuReportTarget = NonNullable<Awaited<ReturnType<typeof resolveSkuReportTarget>>>;
