import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingCampaigns } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import type { BookingActor } from '../booking-catalog/booking-access';
import type { BookingCampaignRow } from './booking-campaign-loaders';

const commonNotFound = 'common:error.notFound';

/**
 * The campaigns a session may see (decision 0240 "Access"): its company's; staff acting for no company see
 * every company's. Another company's campaign is simply not there (not found, never "forbidden").
 */
export function campaignScope(actor: BookingActor): SQL {
  if (actor.companyId !== null) return eq(bookingCampaigns.companyId, actor.companyId);
  return actor.user.isStaff ? sql`true` : sql`false`;
}

/** The campaign with this id in the session's scope, or null (an unreadable id is no campaign either). */
export async function findScopedCampaign(
  db: Db,
  actor: BookingActor,
  campaignId: unknown,
): Promise<BookingCampaignRow | null> {
  const id = parseRowId(campaignId);
  if (id === null) return null;
  const [row] = await db
    .select()
    .from(bookingCampaigns)
    .where(and(eq(bookingCampaigns.id, id), campaignScope(actor)));
  return row ?? null;
}

/** Another company's campaign or booking answers as not found (decision 0240 "Access"). */
export function campaignNotFound(field = 'campaignId'): DomainError {
  return new DomainError(commonNotFound, field, undefined, 'NOT_FOUND');
}
