import DataLoader from 'dataloader';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type SponsorAdSetRow,
  type SponsorBannerAdRow,
  type SponsorProductAdRow,
  sponsorAdSets,
  sponsorBannerAds,
  sponsorProductAds,
} from '../../db/schema/index';
import type { GraphQLContext } from '../../graphql/context';
import type { BrandRow, CatalogRow, CompanyRow, CurrencyRow } from '../../graphql/loaders';

function createSponsorLoaders(db: Db) {
  return {
    /** Ad sets per campaign, oldest first (the first one is the campaign's status and schedule). */
    adSetsByCampaign: new DataLoader<number, SponsorAdSetRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(sponsorAdSets)
        .where(inArray(sponsorAdSets.campaignId, [...ids]))
        .orderBy(asc(sponsorAdSets.id));
      return ids.map((id) => rows.filter((row) => row.campaignId === id));
    }),
    productAdByAdSet: new DataLoader<number, SponsorProductAdRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(sponsorProductAds)
        .where(inArray(sponsorProductAds.adSetId, [...ids]));
      return ids.map((id) => rows.find((row) => row.adSetId === id) ?? null);
    }),
    bannerAdByAdSet: new DataLoader<number, SponsorBannerAdRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(sponsorBannerAds)
        .where(inArray(sponsorBannerAds.adSetId, [...ids]));
      return ids.map((id) => rows.find((row) => row.adSetId === id) ?? null);
    }),
  };
}

const perRequest = new WeakMap<object, ReturnType<typeof createSponsorLoaders>>();

/**
 * Per-request batching for campaign lists: a page of 10 campaigns costs one query per relation
 * instead of several per row. Keyed by the request's loaders object, so it lives as long as the request.
 */
export function sponsorLoaders(ctx: Pick<GraphQLContext, 'deps' | 'loaders'>) {
  let loaders = perRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = createSponsorLoaders(ctx.deps.db);
    perRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}

/** What a campaign list row read with the campaign (sponsor-lists/list-sponsor-campaigns.ts). */
export type CampaignRowRelations = {
  campaign: { id: number };
  adSet: SponsorAdSetRow | null;
  productAd: SponsorProductAdRow | null;
  brand: BrandRow;
  supplier: CompanyRow;
  catalog: CatalogRow | null;
  currency: CurrencyRow | null;
  /** All ad sets of the campaign: when it is one, the first ad set is the whole list. */
  adSetCount: number;
};

/**
 * Hands the rows a list page read to the request's loaders, so the fields of its rows (brand, supplier and
 * its currency, ad sets, their catalog and product ad, report) are answered without a query each. A campaign
 * with more than one ad set still loads its ad sets, as before. Only for queries: nothing here changes.
 */
export function primeCampaignRows(
  ctx: Pick<GraphQLContext, 'deps' | 'loaders'>,
  rows: CampaignRowRelations[],
) {
  const sponsor = sponsorLoaders(ctx);
  for (const row of rows) {
    ctx.loaders.brandById.prime(row.brand.id, row.brand);
    ctx.loaders.companyById.prime(row.supplier.id, row.supplier);
    if (row.currency) ctx.loaders.currencyByCode.prime(row.currency.code, row.currency);
    if (row.catalog) ctx.loaders.catalogById.prime(row.catalog.id, row.catalog);
    if (row.adSetCount <= 1) sponsor.adSetsByCampaign.prime(row.campaign.id, row.adSet ? [row.adSet] : []);
    // One product ad per ad set (a unique index), so the joined one, or none, is the loader's answer.
    if (row.adSet) sponsor.productAdByAdSet.prime(row.adSet.id, row.productAd);
  }
}
