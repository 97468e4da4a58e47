import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { bookingCampaignHistory, bookingCampaigns, bookingCarts } from '../../db/schema/index';
import { DomainError, inputErrors } from '../../graphql/errors';
import type { BasePayload } from '../../graphql/payload';
import { parseRowId } from '../../graphql/row-id';
import { lockWallet } from '../wallet/ledger';
import { bookingAccounts, postBookingPayment } from './booking-ledger';
import { type CartRow, cartNotFound } from './campaign-cart';

export type CampaignCartPayload = BasePayload & { cart: CartRow | null };

/**
 * markCampaignCartPaid (staff, decision 0240): a wire transfer's money arrived. Only a PENDING wire cart: one
 * BOOKING_PAYMENT `cash:wire` → `revenue:booking` for its campaigns still owed (a campaign cancelled unpaid is not),
 * the cart and those campaigns PAID (charged), DRAFT campaigns PURCHASED with a history row. The cart's row is
 * locked, so marking twice at once posts once; marking again is refused.
 */
export async function markCampaignCartPaid({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: { user: { id: number } };
  input: { cartId: string | number };
}): Promise<CampaignCartPayload> {
  const id = parseRowId(input.cartId);
  if (id === null) throw cartNotFound();
  const now = deps.now();
  const cart = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(bookingCarts).where(eq(bookingCarts.id, id));
    if (!found) throw cartNotFound();
    await lockWallet(tx, found.companyId);
    const [locked] = await tx.select().from(bookingCarts).where(eq(bookingCarts.id, id)).for('update');
    if (locked!.paymentMethod !== 'WIRE_TRANSFER' || locked!.paymentStatus !== 'PENDING')
      throw new DomainError(inputErrors.invalidValue, 'cartId');
    const owed = await tx
      .select()
      .from(bookingCampaigns)
      .where(and(eq(bookingCampaigns.cartId, id), ne(bookingCampaigns.status, 'CANCELLED')));
    const amount = owed.reduce((total, campaign) => total + campaign.totalMicros, 0n);
    const entryId =
      amount > 0n
        ? await postBookingPayment(tx, {
            companyId: locked!.companyId,
            amount,
            from: bookingAccounts.cashWire,
            idempotencyKey: `booking-wire:${id}`,
            description: `Wire transfer for booking cart ${id}`,
            now,
          })
        : null;
    for (const campaign of owed) {
      const status = campaign.status === 'DRAFT' ? 'PURCHASED' : campaign.status;
      await tx
        .update(bookingCampaigns)
        .set({ status, paymentStatus: 'PAID', chargedMicros: campaign.totalMicros, updatedAt: now })
        .where(eq(bookingCampaigns.id, campaign.id));
      if (status !== campaign.status)
        await tx
          .insert(bookingCampaignHistory)
          .values({ campaignId: campaign.id, status, userId: actor.user.id, createdAt: now });
    }
    const [paid] = await tx
      .update(bookingCarts)
      .set({ paymentStatus: 'PAID', paidAt: now, ledgerEntryId: entryId })
      .where(eq(bookingCarts.id, id))
      .returning();
    return paid!;
  });
  return { ok: true, errors: [], cart };
}
