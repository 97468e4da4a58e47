import { fieldValueError } from '@portal/domain/booking-fields';
import { bookingMessages } from '@portal/domain/booking-pricing';
import { isEditable } from '@portal/domain/booking-status';
import { and, eq, sql } from 'drizzle-orm';
import {
  bookingCampaigns,
  bookingFieldValues,
  bookingPlacements,
  bookings,
  catalogs,
} from '../../db/schema/index';
import { DomainError, type ErrorValues, inputErrors } from '../../graphql/errors';
import type { BasePayload } from '../../graphql/payload';
import { parseRowId } from '../../graphql/row-id';
import { type BookingActor, type BookingDeps, requireBookingAccess } from '../booking-catalog/booking-access';
import { campaignNotFound } from './campaign-scope';
import { bookingLanguages, type PlacementFieldValueView, placementFieldsOf } from './placement-fields';

export type FieldValuePayload = BasePayload & { value: PlacementFieldValueView | null };

type RuleMessage = string | { key: string; values?: ErrorValues };

function refusedValue(message: RuleMessage): DomainError {
  return typeof message === 'string'
    ? new DomainError(message, 'value')
    : new DomainError(message.key, 'value', message.values);
}

/** A booking of the session's own company's campaign, with its placement, venture and campaign. */
async function findOwnBooking(deps: BookingDeps, actor: BookingActor, bookingId: string) {
  const id = parseRowId(bookingId);
  if (id === null || actor.companyId === null) return null;
  const [row] = await deps.db
    .select({ booking: bookings, fields: bookingPlacements.fields, catalog: catalogs })
    .from(bookings)
    .innerJoin(bookingCampaigns, eq(bookingCampaigns.id, bookings.campaignId))
    .innerJoin(bookingPlacements, eq(bookingPlacements.id, bookings.placementId))
    .innerJoin(catalogs, eq(catalogs.id, bookings.catalogId))
    .where(and(eq(bookings.id, id), eq(bookingCampaigns.companyId, actor.companyId)));
  return row ?? null;
}

/**
 * `saveBookCampaignFieldValue` (decision 0240 "Placement fields"): the draft value of one field in one of the
 * venture's languages, while the campaign is editable. The campaign's row is read under a share lock, so a
 * status change (which locks it for update) cannot slip between the check and the write.
 */
export async function saveBookCampaignFieldValue({
  deps,
  actor,
  input,
}: {
  deps: BookingDeps;
  actor: BookingActor;
  input: { bookingId: string; fieldName: string; languageCode: string; value: string };
}): Promise<FieldValuePayload> {
  await requireBookingAccess({ deps, actor });
  const found = await findOwnBooking(deps, actor, input.bookingId);
  if (!found) throw campaignNotFound('bookingId');
  const field = placementFieldsOf(found).find((candidate) => candidate.name === input.fieldName);
  if (!field) throw new DomainError(inputErrors.invalidValue, 'fieldName');
  if (!bookingLanguages(found.catalog).includes(input.languageCode))
    throw new DomainError(inputErrors.invalidValue, 'languageCode');
  const value = input.value.trim();
  const error = fieldValueError(field, value, found.catalog.baseUrl) as RuleMessage | null;
  if (error) throw refusedValue(error);
  const now = deps.now();
  const saved = await deps.db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ status: bookingCampaigns.status })
      .from(bookingCampaigns)
      .where(eq(bookingCampaigns.id, found.booking.campaignId!))
      .for('share');
    if (!campaign || !isEditable(campaign.status)) throw new DomainError(bookingMessages.notEditable, null);
    const [row] = await tx
      .insert(bookingFieldValues)
      .values({
        bookingId: found.booking.id,
        fieldName: field.name,
        languageCode: input.languageCode,
        draftValue: value,
        updatedBy: actor.user.id,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [bookingFieldValues.bookingId, bookingFieldValues.fieldName, bookingFieldValues.languageCode],
        set: { draftValue: sql`excluded.draft_value`, updatedBy: actor.user.id, updatedAt: now },
      })
      .returning();
    if (field.type === 'LANDING_URL')
      await tx.update(bookings).set({ landingUrl: value }).where(eq(bookings.id, found.booking.id));
    return row!;
  });
  return { ok: true, errors: [], value: saved };
}
