import { reserveReasonError } from '@portal/domain/booking-dates';
import { bookingMessages, refundAmount, refundShare } from '@portal/domain/booking-pricing';
import { isCancellable } from '@portal/domain/booking-status';
import { zonedDay } from '@portal/domain/zoned-day';
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import {
  bookingCampaignHistory,
  bookingCampaigns,
  bookingCarts,
  bookings,
  catalogs,
  currencies,
} from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import { campaignNotFound, findScopedCampaign } from '../booking-campaigns/campaign-scope';
import type { CampaignPayload } from '../booking-campaigns/change-campaign-status';
import type { BookingActor } from '../booking-catalog/booking-access';
import { requireBookingAccess } from '../booking-catalog/booking-access';
import type { Tx } from '../wallet/ledger';
import { refundCampaignMoney } from './refund-campaign-money';

type Campaign = typeof bookingCampaigns.$inferSelect;

/** The outcome of a cancellation by what was given back of what was charged (decision 0240 "Cancelling"). */
function outcome(refunded: bigint, charged: bigint) {
  if (refunded === 0n) return { status: 'CANCELLED', paymentStatus: null } as const;
  if (refunded >= charged) return { status: 'REFUNDED', paymentStatus: 'REFUNDED' } as const;
  return { status: 'PARTIAL_REFUNDED', paymentStatus: 'PARTIALLY_REFUNDED' } as const;
}

/** Today in the campaign's first venture (the catalog of its first booking). */
async function campaignToday(tx: Tx, campaignId: number, now: Date): Promise<string> {
  const [first] = await tx
    .select({ timeZone: catalogs.timeZone })
    .from(bookings)
    .innerJoin(catalogs, eq(catalogs.id, bookings.catalogId))
    .where(eq(bookings.campaignId, campaignId))
    .orderBy(asc(bookings.id))
    .limit(1);
  return zonedDay(now, first?.timeZone ?? 'Asia/Singapore');
}

/**
 * cancelCampaign (decision 0240 "Cancelling"; the company's OWNER and ADMIN, or staff): the refundable share by
 * the days from today (first venture's calendar) to the start, the bookings released, and in the same
 * transaction a credit note against the cart's invoice and the money back (refund-campaign-money.ts). The
 * campaign's row is locked, so a second cancel sees the first one's status and is refused.
 */
export async function cancelCampaign({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: BookingActor;
  input: { campaignId: string | number; cancelReason: string };
}): Promise<CampaignPayload> {
  await requireBookingAccess({ deps, actor });
  const found = await findScopedCampaign(deps.db, actor, input.campaignId);
  if (!found) throw campaignNotFound();
  const reasonError = reserveReasonError(input.cancelReason ?? '');
  if (reasonError) throw new DomainError(reasonError, 'cancelReason');
  const reason = input.cancelReason.trim();
  const now = deps.now();
  const campaign = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(bookingCampaigns)
      .where(eq(bookingCampaigns.id, found.id))
      .for('update');
    const today = await campaignToday(tx, found.id, now);
    if (!locked || !isCancellable(locked.status, today, locked.endDate))
      throw new DomainError(bookingMessages.notCancellable, 'campaignId');
    return cancelLocked(tx, deps, { campaign: locked, today, reason, userId: actor.user.id, now });
  });
  return { ok: true, errors: [], campaign };
}

async function cancelLocked(
  tx: Tx,
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: { campaign: Campaign; today: string; reason: string; userId: number; now: Date },
): Promise<Campaign> {
  const { campaign, now } = input;
  const [cart] = await tx.select().from(bookingCarts).where(eq(bookingCarts.id, campaign.cartId));
  const [currency] = await tx.select().from(currencies).where(eq(currencies.code, campaign.currency));
  const digits = currency?.maxFractionDigits ?? 2;
  await tx.update(bookings).set({ status: 'RELEASED' }).where(eq(bookings.campaignId, campaign.id));
  const share = refundShare(input.today, campaign.startDate);
  const refund = refundAmount(campaign.chargedMicros, share, campaign.currency, digits);
  const refunded = await refundCampaignMoney(tx, deps, {
    cart: cart!,
    campaign,
    share,
    refund,
    digits,
    reason: input.reason,
    now,
  });
  const result = outcome(refunded, campaign.chargedMicros);
  const [updated] = await tx
    .update(bookingCampaigns)
    .set({
      status: result.status,
      paymentStatus: result.paymentStatus ?? campaign.paymentStatus,
      refundedMicros: campaign.refundedMicros + refunded,
      cancelReason: input.reason,
      updatedAt: now,
    })
    .where(eq(bookingCampaigns.id, campaign.id))
    .returning();
  await tx.insert(bookingCampaignHistory).values({
    campaignId: campaign.id,
    status: result.status,
    userId: input.userId,
    note: input.reason,
    createdAt: now,
  });
  return updated!;
}
