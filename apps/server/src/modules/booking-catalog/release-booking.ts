import { bookingMessages } from '@portal/domain/booking-pricing';
import { and, eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import { requireBookingAccess } from './booking-access';
import { type BookingCall, notFound, requiredId } from './booking-input';
import type { BookingView } from './booking-rows';

/**
 * releaseBooking (staff, decision 0240 "Calendar"): frees a staff reservation (status RELEASED), so the week
 * can be sold again. A campaign's booking is freed by cancelling the campaign, never here.
 */
export async function releaseBooking({
  deps,
  actor,
  input,
}: BookingCall<{ bookingId: unknown }>): Promise<{ booking: BookingView }> {
  await requireBookingAccess({ deps, actor });
  const bookingId = requiredId(input.bookingId, 'bookingId');
  const [current] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!current) throw notFound('bookingId');
  if (current.campaignId !== null)
    throw new DomainError(bookingMessages.campaignBookingNotReleasable, 'bookingId');
  const [row] = await deps.db
    .update(bookings)
    .set({ status: 'RELEASED' })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'ACTIVE')))
    .returning();
  const released = row ?? { ...current, status: 'RELEASED' as const };
  return { booking: { row: released, campaignId: null, campaignName: null, note: released.reserveReason } };
}
