import { addDays } from '@portal/domain/zoned-day';
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { bookingCampaigns, bookingPackagePlacements, bookingPackages, bookings } from '../../db/schema/index';
import { requireBookingAccess } from './booking-access';
import { type BookingCall, dayRange, notFound, optionalId, requiredDay, requiredId } from './booking-input';
import type { BookingView, CurrentBookingsView } from './booking-rows';
import { offerPlacements, offerVentures } from './offer-reads';

/** The active bookings meeting fromDate..toDate (both included), with their campaign's name and company. */
async function activeBookings(
  deps: BookingCall<unknown>['deps'],
  range: { fromDate: string; toDate: string },
  where: SQL[],
) {
  return deps.db
    .select({ row: bookings, campaignName: bookingCampaigns.name })
    .from(bookings)
    .leftJoin(bookingCampaigns, eq(bookingCampaigns.id, bookings.campaignId))
    .where(
      and(
        eq(bookings.status, 'ACTIVE'),
        lte(bookings.startDate, range.toDate),
        gte(bookings.endDate, range.fromDate),
        ...where,
      ),
    )
    .orderBy(asc(bookings.startDate), asc(bookings.placementId), asc(bookings.id));
}

/**
 * packageAvailability (decision 0240): the active bookings of the package's placements in the range, for the
 * cart's default start and disabled days. Days and placement only: another company's campaign (id, name) and a
 * reservation's reason stay hidden; the asker's own company's campaigns keep their name, staff see everything.
 */
export async function packageAvailability({
  deps,
  actor,
  input,
}: BookingCall<{ packageId: unknown; fromDate: unknown; toDate: unknown }>): Promise<BookingView[]> {
  await requireBookingAccess({ deps, actor });
  const packageId = requiredId(input.packageId, 'packageId');
  const range = dayRange(input.fromDate, input.toDate);
  const [pkg] = await deps.db
    .select({ id: bookingPackages.id })
    .from(bookingPackages)
    .where(and(eq(bookingPackages.id, packageId), eq(bookingPackages.isActive, true)));
  if (!pkg) throw notFound('packageId');
  const placementIds = (
    await deps.db
      .select({ id: bookingPackagePlacements.placementId })
      .from(bookingPackagePlacements)
      .where(eq(bookingPackagePlacements.packageId, packageId))
  ).map((link) => link.id);
  if (placementIds.length === 0) return [];
  const rows = await activeBookings(deps, range, [inArray(bookings.placementId, placementIds)]);
  return rows.map(({ row, campaignName }) => {
    const visible = actor.user.isStaff || (row.companyId !== null && row.companyId === actor.companyId);
    return {
      row,
      campaignId: visible ? row.campaignId : null,
      campaignName: visible ? campaignName : null,
      note: actor.user.isStaff ? row.reserveReason : null,
    };
  });
}

/** The calendar's default span when no toDate is given: six weeks, a month view with its edges. */
const CALENDAR_DAYS = 41;

/**
 * currentBookings (staff, decision 0240 "Calendar"): the active bookings meeting the range, filtered by venture,
 * segment and placement, with the campaign's name or the reservation's reason; and the filters' choices
 * (ventures, and the placements of the chosen venture and segment).
 */
export async function currentBookings({
  deps,
  actor,
  input,
}: BookingCall<{
  fromDate: unknown;
  toDate?: unknown;
  ventureId?: unknown;
  segmentId?: unknown;
  placementId?: unknown;
}>): Promise<CurrentBookingsView> {
  await requireBookingAccess({ deps, actor });
  const from = requiredDay(input.fromDate, 'fromDate');
  const range = dayRange(from, input.toDate || addDays(from, CALENDAR_DAYS));
  const ventureId = optionalId(input.ventureId, 'ventureId');
  const segmentId = optionalId(input.segmentId, 'segmentId');
  const placementId = optionalId(input.placementId, 'placementId');
  const where: SQL[] = [];
  if (ventureId !== null) where.push(eq(bookings.catalogId, ventureId));
  if (segmentId !== null) where.push(eq(bookings.segmentId, segmentId));
  if (placementId !== null) where.push(eq(bookings.placementId, placementId));
  const [rows, allVentures, allPlacements] = await Promise.all([
    activeBookings(deps, range, where),
    offerVentures(deps),
    offerPlacements(deps, { ventureId, segmentId }),
  ]);
  return {
    currentBookings: rows.map(({ row, campaignName }) => ({
      row,
      campaignId: row.campaignId,
      campaignName,
      note: row.reserveReason,
    })),
    allVentures,
    allPlacements,
  };
}
