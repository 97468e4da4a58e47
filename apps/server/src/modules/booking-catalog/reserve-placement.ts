import { reservationRange, reserveReasonError, ventureCode } from '@portal/domain/booking-dates';
import { bookingMessages } from '@portal/domain/booking-pricing';
import { zonedDay } from '@portal/domain/zoned-day';
import { and, eq, gte, lte } from 'drizzle-orm';
import { bookingPlacements, bookingSegments, bookings, catalogs } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import { requireBookingAccess } from './booking-access';
import { type BookingCall, notFound, requiredDay, requiredId } from './booking-input';
import type { BookingView } from './booking-rows';

export type ReservePlacementArgs = {
  ventureId: unknown;
  placementId: unknown;
  segmentId: unknown;
  startDate: unknown;
  endDate: unknown;
  reserveReason: unknown;
};

const EXCLUSION_VIOLATION = '23P01';

/** PostgreSQL's exclusion_violation, bare or wrapped by the ORM. */
function isExclusionViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    if ((current as { code?: unknown }).code === EXCLUSION_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * bookCampaignPlacement (staff, decision 0240 "Calendar"): holds a placement for the week of `startDate` (the
 * venture's week start on or before it, at least the lead time ahead), with a reason. The placement must be of
 * the segment, the segment of the venture. A week already held answers the booking that holds it; the exclusion
 * constraint decides, so two staff racing for the same week get one reservation and one refusal.
 */
export async function reservePlacement({
  deps,
  actor,
  input,
}: BookingCall<ReservePlacementArgs>): Promise<{ booking: BookingView }> {
  await requireBookingAccess({ deps, actor });
  const ventureId = requiredId(input.ventureId, 'ventureId');
  const segmentId = requiredId(input.segmentId, 'segmentId');
  const placementId = requiredId(input.placementId, 'placementId');
  const startDay = requiredDay(input.startDate, 'startDate');
  const endDay = requiredDay(input.endDate, 'endDate');
  const reason = typeof input.reserveReason === 'string' ? input.reserveReason : '';
  const reasonError = reserveReasonError(reason);
  if (reasonError) throw new DomainError(reasonError, 'reserveReason');
  const [found] = await deps.db
    .select({ catalog: catalogs, segmentId: bookingSegments.id })
    .from(bookingPlacements)
    .innerJoin(bookingSegments, eq(bookingSegments.id, bookingPlacements.segmentId))
    .innerJoin(catalogs, eq(catalogs.id, bookingSegments.catalogId))
    .where(eq(bookingPlacements.id, placementId));
  if (!found) throw notFound('placementId');
  if (found.segmentId !== segmentId) throw notFound('segmentId');
  if (found.catalog.id !== ventureId) throw notFound('ventureId');
  const code = ventureCode(found.catalog.code);
  const range = reservationRange(startDay, zonedDay(deps.now(), found.catalog.timeZone), code);
  if ('error' in range) throw new DomainError(range.error, 'startDate');
  if (endDay !== range.endDate)
    throw new DomainError(bookingMessages.endOfWeeks, 'endDate', { end: range.endDate });
  try {
    const [row] = await deps.db
      .insert(bookings)
      .values({
        catalogId: ventureId,
        segmentId,
        placementId,
        startDate: range.startDate,
        endDate: range.endDate,
        reserveReason: reason.trim(),
        reservedBy: actor.user.id,
      })
      .returning();
    return { booking: { row: row!, campaignId: null, campaignName: null, note: row!.reserveReason } };
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    const [holder] = await deps.db
      .select({ startDate: bookings.startDate, endDate: bookings.endDate })
      .from(bookings)
      .where(
        and(
          eq(bookings.placementId, placementId),
          eq(bookings.status, 'ACTIVE'),
          lte(bookings.startDate, range.endDate),
          gte(bookings.endDate, range.startDate),
        ),
      )
      .limit(1);
    throw new DomainError(bookingMessages.placementAlreadyBooked, 'startDate', {
      start: holder?.startDate ?? range.startDate,
      end: holder?.endDate ?? range.endDate,
    });
  }
}
