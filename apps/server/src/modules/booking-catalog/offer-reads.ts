import { and, asc, eq, exists, inArray, type SQL } from 'drizzle-orm';
import {
  bookingDiscounts,
  bookingPackages,
  bookingPackageTags,
  bookingPackageTypes,
  bookingPlacements,
  bookingSegmentPricings,
  bookingSegments,
  catalogs,
} from '../../db/schema/index';
import { DomainError, inputErrors } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import { requireBookingAccess } from './booking-access';
import { type BookingCall, optionalId } from './booking-input';
import type {
  DiscountRow,
  PackageTagRow,
  PackageTypeRow,
  PlacementRow,
  SegmentPricingView,
  VentureView,
} from './booking-rows';

/** The reads of the offer (decision 0240): each checks access first, then answers the offer's rows. */

export async function packageSegmentPricings({
  deps,
  actor,
  input,
}: BookingCall<{ packageIds?: readonly (string | number)[] | null }>): Promise<SegmentPricingView[]> {
  await requireBookingAccess({ deps, actor });
  const ids = (input.packageIds ?? []).map((value) => parseRowId(value));
  if (ids.some((id) => id === null)) throw new DomainError(inputErrors.invalidId, 'packageIds');
  const conditions: SQL[] = [eq(bookingPackages.isActive, true)];
  if (input.packageIds) conditions.push(inArray(bookingSegmentPricings.packageId, [0, ...(ids as number[])]));
  const rows = await deps.db
    .select({ pricing: bookingSegmentPricings, catalogId: bookingSegments.catalogId })
    .from(bookingSegmentPricings)
    .innerJoin(bookingPackages, eq(bookingPackages.id, bookingSegmentPricings.packageId))
    .innerJoin(bookingSegments, eq(bookingSegments.id, bookingSegmentPricings.segmentId))
    .where(and(...conditions))
    .orderBy(asc(bookingSegmentPricings.packageId), asc(bookingSegmentPricings.segmentId));
  return rows.map((row) => ({ ...row.pricing, catalogId: row.catalogId }));
}

export async function packagesDiscounts({ deps, actor }: BookingCall<unknown>): Promise<DiscountRow[]> {
  await requireBookingAccess({ deps, actor });
  return deps.db
    .select()
    .from(bookingDiscounts)
    .where(eq(bookingDiscounts.isActive, true))
    .orderBy(asc(bookingDiscounts.id));
}

/** The ventures of the offer: the catalogs that have segments. */
export async function offerVentures(deps: BookingCall<unknown>['deps']): Promise<VentureView[]> {
  const rows = await deps.db
    .select()
    .from(catalogs)
    .where(exists(deps.db.select().from(bookingSegments).where(eq(bookingSegments.catalogId, catalogs.id))))
    .orderBy(asc(catalogs.id));
  return rows.map((catalog) => ({ catalog, placementIds: null }));
}

export async function allVentures({ deps, actor }: BookingCall<unknown>): Promise<VentureView[]> {
  await requireBookingAccess({ deps, actor });
  return offerVentures(deps);
}

/** Placements, of one venture and/or segment when given; ids that are not row ids are bad input. */
export async function offerPlacements(
  deps: BookingCall<unknown>['deps'],
  input: { ventureId?: unknown; segmentId?: unknown },
): Promise<PlacementRow[]> {
  const ventureId = optionalId(input.ventureId, 'ventureId');
  const segmentId = optionalId(input.segmentId, 'segmentId');
  const conditions: SQL[] = [];
  if (ventureId !== null) conditions.push(eq(bookingSegments.catalogId, ventureId));
  if (segmentId !== null) conditions.push(eq(bookingPlacements.segmentId, segmentId));
  const rows = await deps.db
    .select({ placement: bookingPlacements, catalogId: bookingSegments.catalogId })
    .from(bookingPlacements)
    .innerJoin(bookingSegments, eq(bookingSegments.id, bookingPlacements.segmentId))
    .where(and(...conditions))
    .orderBy(asc(bookingSegments.catalogId), asc(bookingPlacements.segmentId), asc(bookingPlacements.id));
  return rows.map((row) => ({ ...row.placement, catalogId: row.catalogId }));
}

export async function allPlacements({
  deps,
  actor,
  input,
}: BookingCall<{ ventureId?: string | null; segmentId?: string | null }>): Promise<PlacementRow[]> {
  await requireBookingAccess({ deps, actor });
  return offerPlacements(deps, input);
}

export async function allPackageTypes({ deps, actor }: BookingCall<unknown>): Promise<PackageTypeRow[]> {
  await requireBookingAccess({ deps, actor });
  return deps.db.select().from(bookingPackageTypes).orderBy(asc(bookingPackageTypes.id));
}

export async function allPackageTags({ deps, actor }: BookingCall<unknown>): Promise<PackageTagRow[]> {
  await requireBookingAccess({ deps, actor });
  return deps.db.select().from(bookingPackageTags).orderBy(asc(bookingPackageTags.id));
}
