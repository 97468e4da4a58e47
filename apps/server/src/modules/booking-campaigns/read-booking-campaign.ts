import { asc, eq } from 'drizzle-orm';
import { bookingCampaignHistory, bookings, users } from '../../db/schema/index';
import { type BookingActor, type BookingDeps, requireBookingAccess } from '../booking-catalog/booking-access';
import type { BookingCampaignRow, CampaignBookingRow, HistoryRow } from './booking-campaign-loaders';
import { findScopedCampaign } from './campaign-scope';

type Read = { deps: BookingDeps; actor: BookingActor; input: { campaignId: string } };

/** `campaign(campaignId)`: the campaign, or null when it is not the session's (decision 0240). */
export async function readBookingCampaign({ deps, actor, input }: Read): Promise<BookingCampaignRow | null> {
  await requireBookingAccess({ deps, actor });
  return findScopedCampaign(deps.db, actor, input.campaignId);
}

/** `campaignHistory(campaignId)`: its status changes, oldest first; [] when it is not the session's. */
export async function readCampaignHistory({ deps, actor, input }: Read): Promise<HistoryRow[]> {
  await requireBookingAccess({ deps, actor });
  const campaign = await findScopedCampaign(deps.db, actor, input.campaignId);
  if (!campaign) return [];
  return deps.db
    .select({ entry: bookingCampaignHistory, firstName: users.firstName, lastName: users.lastName })
    .from(bookingCampaignHistory)
    .leftJoin(users, eq(users.id, bookingCampaignHistory.userId))
    .where(eq(bookingCampaignHistory.campaignId, campaign.id))
    .orderBy(asc(bookingCampaignHistory.createdAt), asc(bookingCampaignHistory.id));
}

/** `campaignPlacements(campaignId)`: its booked placements (fields and values resolve per booking). */
export async function readCampaignPlacements({ deps, actor, input }: Read): Promise<CampaignBookingRow[]> {
  await requireBookingAccess({ deps, actor });
  const campaign = await findScopedCampaign(deps.db, actor, input.campaignId);
  if (!campaign) return [];
  return deps.db
    .select()
    .from(bookings)
    .where(eq(bookings.campaignId, campaign.id))
    .orderBy(asc(bookings.id));
}
