import { isAllowed, rulePermissions } from '@portal/domain';
import { bookingMessages } from '@portal/domain/booking-pricing';
import {
  type BookingCampaignStatus,
  canTransition,
  isSubmit,
  needsRejectReason,
} from '@portal/domain/booking-status';
import { eq } from 'drizzle-orm';
import { bookingCampaignHistory, bookingCampaigns, bookings } from '../../db/schema/index';
import { askerOf, type SignedIn } from '../../graphql/context';
import { DomainError } from '../../graphql/errors';
import type { BasePayload } from '../../graphql/payload';
import { type BookingDeps, requireBookingAccess } from '../booking-catalog/booking-access';
import type { BookingCampaignRow } from './booking-campaign-loaders';
import { publishFieldValues, requiredFieldsFilled } from './campaign-field-values';
import { notifyCampaignReview } from './campaign-notifications';
import { campaignNotFound, findScopedCampaign } from './campaign-scope';

export const REJECT_REASON_MAX = 500;

export type CampaignPayload = BasePayload & { campaign: BookingCampaignRow | null };

function rejectReasonOf(to: BookingCampaignStatus, reason: string | null | undefined): string | null {
  if (!needsRejectReason(to)) return null;
  const trimmed = reason?.trim() ?? '';
  if (!trimmed) throw new DomainError(bookingMessages.rejectReasonRequired, 'rejectReason');
  if (trimmed.length > REJECT_REASON_MAX)
    throw new DomainError(bookingMessages.fieldTooLong, 'rejectReason', {
      name: 'rejectReason',
      max: REJECT_REASON_MAX,
    });
  return trimmed;
}

/**
 * `changeCampaignStatus` (decision 0240 "Statuses"): the company's editors submit (once every required field is
 * filled in every language), reviewers (rulePermissions.reviewBookingCampaign: staff) take the other edges.
 * The campaign's row is locked, so of two changes at once the second sees the first's status.
 */
export async function changeCampaignStatus({
  deps,
  actor,
  input,
}: {
  deps: BookingDeps;
  actor: SignedIn;
  input: { campaignId: string; status: BookingCampaignStatus; rejectReason?: string | null };
}): Promise<CampaignPayload> {
  await requireBookingAccess({ deps, actor });
  const found = await findScopedCampaign(deps.db, actor, input.campaignId);
  if (!found) throw campaignNotFound();
  const to = input.status;
  const reviewer = isAllowed(rulePermissions.reviewBookingCampaign, askerOf(actor));
  const rejectReason = rejectReasonOf(to, input.rejectReason);
  const now = deps.now();
  const campaign = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(bookingCampaigns)
      .where(eq(bookingCampaigns.id, found.id))
      .for('update');
    const from = locked!.status;
    if (!canTransition(from, to, { isStaff: reviewer }))
      throw new DomainError(bookingMessages.cannotChangeStatus, 'status', { from, to });
    if (isSubmit(from, to) && !(await requiredFieldsFilled(tx, found.id)))
      throw new DomainError(bookingMessages.fillRequiredFields, 'status');
    if (to === 'PUBLISHED') await publishFieldValues(tx, found.id, now);
    // The reason stays shown until the campaign is approved (a resubmitted one still tells what to fix).
    const reason = to === 'DISAPPROVED' ? rejectReason : to === 'APPROVED' ? null : locked!.rejectReason;
    if (reason !== locked!.rejectReason)
      await tx.update(bookings).set({ rejectReason: reason }).where(eq(bookings.campaignId, found.id));
    const [updated] = await tx
      .update(bookingCampaigns)
      .set({ status: to, rejectReason: reason, updatedAt: now })
      .where(eq(bookingCampaigns.id, found.id))
      .returning();
    await tx.insert(bookingCampaignHistory).values({
      campaignId: found.id,
      status: to,
      userId: actor.user.id,
      note: rejectReason,
      createdAt: now,
    });
    await notifyCampaignReview(tx, updated!, actor.user.id);
    return updated!;
  });
  return { ok: true, errors: [], campaign };
}
