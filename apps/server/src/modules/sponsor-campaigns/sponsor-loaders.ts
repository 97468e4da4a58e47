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
