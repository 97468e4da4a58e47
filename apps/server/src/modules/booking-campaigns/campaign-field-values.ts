import { missingRequiredFields } from '@portal/domain/booking-fields';
import { eq, inArray } from 'drizzle-orm';
import { bookingFieldValues, bookingPlacements, bookings, catalogs } from '../../db/schema/index';
import type { Tx } from '../wallet/ledger';
import { bookingLanguages, placementFieldsOf } from './placement-fields';

/** Whether every booking of the campaign has a draft value for each required field in each of its languages. */
export async function requiredFieldsFilled(tx: Tx, campaignId: number): Promise<boolean> {
  const rows = await tx
    .select({ booking: bookings, fields: bookingPlacements.fields, catalogCode: catalogs.code })
    .from(bookings)
    .innerJoin(bookingPlacements, eq(bookingPlacements.id, bookings.placementId))
    .innerJoin(catalogs, eq(catalogs.id, bookings.catalogId))
    .where(eq(bookings.campaignId, campaignId));
  const ids = rows.map((row) => row.booking.id);
  const values = ids.length
    ? await tx.select().from(bookingFieldValues).where(inArray(bookingFieldValues.bookingId, ids))
    : [];
  return rows.every(
    (row) =>
      missingRequiredFields(
        placementFieldsOf(row),
        bookingLanguages({ code: row.catalogCode }),
        values.filter((value) => value.bookingId === row.booking.id),
      ).length === 0,
  );
}

/** Publishing: every booking's draft values become the published ones. */
export async function publishFieldValues(tx: Tx, campaignId: number, now: Date): Promise<void> {
  const ids = (
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.campaignId, campaignId))
  ).map((row) => row.id);
  if (ids.length === 0) return;
  await tx
    .update(bookingFieldValues)
    .set({ publishedValue: bookingFieldValues.draftValue, updatedAt: now })
    .where(inArray(bookingFieldValues.bookingId, ids));
}
