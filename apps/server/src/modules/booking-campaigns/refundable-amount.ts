import { refundAmount, refundShare } from '@portal/domain/booking-pricing';
import { isCancellable } from '@portal/domain/booking-status';
import { zonedDay } from '@portal/domain/zoned-day';
import type { GraphQLContext } from '../../graphql/context';
import { type BookingCampaignRow, bookingCampaignLoaders } from './booking-campaign-loaders';

/**
 * The campaign's calendar day today: its venture's (the catalog of its first booking; a campaign of several
 * ventures counts days in the first one's, as cancelling does).
 */
export async function campaignToday(
  ctx: GraphQLContext,
  campaign: BookingCampaignRow,
): Promise<string | null> {
  const [first] = await bookingCampaignLoaders(ctx).bookingsByCampaign.load(campaign.id);
  const catalog = first ? await ctx.loaders.catalogById.load(first.catalogId) : null;
  return catalog ? zonedDay(ctx.deps.now(), catalog.timeZone) : null;
}

/** What cancelling now would give back (decision 0240 "Cancelling"): 0 when it cannot be cancelled. */
export async function refundableAmount(ctx: GraphQLContext, campaign: BookingCampaignRow): Promise<bigint> {
  const today = await campaignToday(ctx, campaign);
  if (!today || !isCancellable(campaign.status, today, campaign.endDate)) return 0n;
  return refundAmount(campaign.chargedMicros, refundShare(today, campaign.startDate), campaign.currency);
}
