import DataLoader from 'dataloader';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookingCampaigns,
  bookingPackagePlacements,
  bookingPackages,
  bookingPackageTagLinks,
  bookingPackageTags,
  bookingPackageTypeLinks,
  bookingPackageTypes,
  bookingPlacements,
  bookingSegments,
} from '../../db/schema/index';
import type { GraphQLContext } from '../../graphql/context';
import type {
  BookingPackageRow,
  PackageTagRow,
  PackageTypeRow,
  PlacementRow,
  SegmentRow,
} from './booking-rows';

function byKey<K, T>(ids: readonly K[], rows: T[], key: (row: T) => K): T[][] {
  return ids.map((id) => rows.filter((row) => key(row) === id));
}

const placementColumns = {
  id: bookingPlacements.id,
  segmentId: bookingPlacements.segmentId,
  name: bookingPlacements.name,
  category: bookingPlacements.category,
  previewImg: bookingPlacements.previewImg,
  description: bookingPlacements.description,
  fields: bookingPlacements.fields,
  catalogId: bookingSegments.catalogId,
};

function createBookingLoaders(db: Db) {
  const placementsWhere = (where: SQL) =>
    db
      .select(placementColumns)
      .from(bookingPlacements)
      .innerJoin(bookingSegments, eq(bookingSegments.id, bookingPlacements.segmentId))
      .where(where)
      .orderBy(asc(bookingPlacements.id));
  return {
    segmentById: new DataLoader<number, SegmentRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(bookingSegments)
        .where(inArray(bookingSegments.id, [...ids]));
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    segmentsByCatalog: new DataLoader<number, SegmentRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(bookingSegments)
        .where(inArray(bookingSegments.catalogId, [...ids]))
        .orderBy(asc(bookingSegments.id));
      return byKey(ids, rows, (row) => row.catalogId);
    }),
    placementById: new DataLoader<number, PlacementRow | null>(async (ids) => {
      const rows = await placementsWhere(inArray(bookingPlacements.id, [...ids]));
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    placementsBySegment: new DataLoader<number, PlacementRow[]>(async (ids) => {
      const rows = await placementsWhere(inArray(bookingPlacements.segmentId, [...ids]));
      return byKey(ids, rows, (row) => row.segmentId);
    }),
    packageById: new DataLoader<number, BookingPackageRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(bookingPackages)
        .where(inArray(bookingPackages.id, [...ids]));
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    /** The placements a package includes, in id order. */
    placementIdsByPackage: new DataLoader<number, number[]>(async (ids) => {
      const rows = await db
        .select()
        .from(bookingPackagePlacements)
        .where(inArray(bookingPackagePlacements.packageId, [...ids]))
        .orderBy(asc(bookingPackagePlacements.placementId));
      return byKey(ids, rows, (row) => row.packageId).map((links) => links.map((link) => link.placementId));
    }),
    tagsByPackage: new DataLoader<number, PackageTagRow[]>(async (ids) => {
      const rows = await db
        .select({ packageId: bookingPackageTagLinks.packageId, tag: bookingPackageTags })
        .from(bookingPackageTagLinks)
        .innerJoin(bookingPackageTags, eq(bookingPackageTags.id, bookingPackageTagLinks.tagId))
        .where(inArray(bookingPackageTagLinks.packageId, [...ids]))
        .orderBy(asc(bookingPackageTags.id));
      return byKey(ids, rows, (row) => row.packageId).map((links) => links.map((link) => link.tag));
    }),
    typesByPackage: new DataLoader<number, PackageTypeRow[]>(async (ids) => {
      const rows = await db
        .select({ packageId: bookingPackageTypeLinks.packageId, type: bookingPackageTypes })
        .from(bookingPackageTypeLinks)
        .innerJoin(bookingPackageTypes, eq(bookingPackageTypes.id, bookingPackageTypeLinks.typeId))
        .where(inArray(bookingPackageTypeLinks.packageId, [...ids]))
        .orderBy(asc(bookingPackageTypes.id));
      return byKey(ids, rows, (row) => row.packageId).map((links) => links.map((link) => link.type));
    }),
    campaignNameById: new DataLoader<number, string | null>(async (ids) => {
      const rows = await db
        .select({ id: bookingCampaigns.id, name: bookingCampaigns.name })
        .from(bookingCampaigns)
        .where(inArray(bookingCampaigns.id, [...ids]));
      return ids.map((id) => rows.find((row) => row.id === id)?.name ?? null);
    }),
  };
}

export type BookingLoaders = ReturnType<typeof createBookingLoaders>;

const perRequest = new WeakMap<object, BookingLoaders>();

/**
 * Per-request batching of the booking offer (ventures, segments, placements, packages and their links): a page
 * of packages costs one query per relation, not per row. Keyed by the request's loaders object.
 */
export function bookingLoaders(ctx: Pick<GraphQLContext, 'deps' | 'loaders'>): BookingLoaders {
  let loaders = perRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = createBookingLoaders(ctx.deps.db);
    perRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}
