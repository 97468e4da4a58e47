import { randomBytes } from 'node:crypto';
import { formatBookingMessage } from '@portal/domain/booking-dates';
import { bookingMessages } from '@portal/domain/booking-pricing';
import {
  bookingCampaignDiscounts,
  bookingCampaignHistory,
  bookingCampaignItems,
  bookingCampaigns,
  bookingCarts,
  bookings,
} from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import type { Tx } from '../wallet/ledger';
import type { PaymentMethod, PaymentTerms } from './checkout-types';
import { EXCLUSION_VIOLATION, pgError } from './pg-errors';
import type { PricedPlan } from './price-cart';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** `BK-<yyyymmdd>-<8 random base32>`: what the seller quotes to support; unique (the table says so too). */
export function trackingCode(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const random = [...randomBytes(8)].map((byte) => BASE32[byte % 32]).join('');
  return `BK-${day}-${random}`;
}

/** Status and payment status of a new campaign (decision 0240 "Checkout" 3.). */
export function initialStatus(method: PaymentMethod, terms: PaymentTerms) {
  if (method !== 'WIRE_TRANSFER') return { status: 'PURCHASED', paymentStatus: 'PAID' } as const;
  return { status: terms === 'IMMEDIATE' ? 'DRAFT' : 'PURCHASED', paymentStatus: 'PENDING' } as const;
}

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

/**
 * Inserts the cart, its campaigns with their items, discounts, first history row and bookings. A placement-day
 * already held (the exclusion constraint) throws the field error on `campaignItems` naming it, which rolls the
 * whole checkout back.
 */
export async function recordCart(
  tx: Tx,
  input: {
    companyId: number;
    userId: number;
    brandId: number;
    idempotencyKey: string;
    paymentMethod: PaymentMethod;
    paymentTerms: PaymentTerms;
    currency: string;
    campaigns: PricedPlan[];
    voucherRedemptionId: number | null;
    now: Date;
  },
) {
  const { campaigns } = input;
  const [cart] = await tx
    .insert(bookingCarts)
    .values({
      companyId: input.companyId,
      userId: input.userId,
      brandId: input.brandId,
      idempotencyKey: input.idempotencyKey,
      paymentMethod: input.paymentMethod,
      paymentTerms: input.paymentTerms,
      paymentStatus: initialStatus(input.paymentMethod, input.paymentTerms).paymentStatus,
      currency: input.currency,
      subtotalMicros: sum(campaigns.map((c) => c.priced.subTotalWallet)),
      discountMicros: sum(campaigns.map((c) => c.priced.discountWallet)),
      voucherMicros: sum(campaigns.map((c) => c.voucherMicros)),
      taxMicros: sum(campaigns.map((c) => c.priced.taxWallet)),
      totalMicros: sum(campaigns.map((c) => c.totalMicros)),
      voucherRedemptionId: input.voucherRedemptionId,
      createdAt: input.now,
    })
    .returning();
  const { status, paymentStatus } = initialStatus(input.paymentMethod, input.paymentTerms);
  const ids: number[] = [];
  const held: { campaignId: number; campaign: PricedPlan; placement: PricedPlan['placements'][number] }[] =
    [];
  for (const campaign of campaigns) {
    const [row] = await tx
      .insert(bookingCampaigns)
      .values({
        cartId: cart!.id,
        companyId: input.companyId,
        brandId: input.brandId,
        packageId: campaign.pkg.id,
        name: campaign.name,
        status,
        paymentStatus,
        startDate: campaign.startDate,
        endDate: campaign.endDate,
        trackingCode: trackingCode(input.now),
        currency: input.currency,
        subtotalMicros: campaign.priced.subTotalWallet,
        discountMicros: campaign.priced.discountWallet,
        voucherMicros: campaign.voucherMicros,
        taxMicros: campaign.priced.taxWallet,
        totalMicros: campaign.totalMicros,
        chargedMicros: paymentStatus === 'PAID' ? campaign.totalMicros : 0n,
        createdBy: input.userId,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    const campaignId = row!.id;
    ids.push(campaignId);
    await tx.insert(bookingCampaignItems).values(
      campaign.priced.items.map((item) => ({
        campaignId,
        catalogId: Number(item.ventureId),
        segmentId: Number(item.segmentId),
        currency: item.currency,
        rate: item.rate,
        taxRate: item.taxRate,
        discountPercent: item.discountPercent,
        subtotalMicros: item.subTotal,
        discountMicros: item.discountAmount,
        taxMicros: item.taxAmount,
        totalMicros: item.total,
        totalWalletMicros: item.totalWallet,
      })),
    );
    if (campaign.discounts.length)
      await tx.insert(bookingCampaignDiscounts).values(
        campaign.discounts.map((discount) => ({
          campaignId,
          discountId: Number(discount.id),
          discountPercent: discount.discountPercent,
        })),
      );
    await tx
      .insert(bookingCampaignHistory)
      .values({ campaignId, status, userId: input.userId, createdAt: input.now });
    for (const placement of campaign.placements) held.push({ campaignId, campaign, placement });
  }
  // In one order (placement, start) for every checkout, so two carts racing for the same placements wait on each
  // other instead of deadlocking; the loser meets the exclusion constraint.
  held.sort(
    (x, y) =>
      x.placement.placementId - y.placement.placementId ||
      x.campaign.startDate.localeCompare(y.campaign.startDate),
  );
  for (const { campaignId, campaign, placement } of held) {
    try {
      await tx.transaction((savepoint) =>
        savepoint.insert(bookings).values({
          campaignId,
          companyId: input.companyId,
          catalogId: placement.catalogId,
          segmentId: placement.segmentId,
          placementId: placement.placementId,
          startDate: campaign.startDate,
          endDate: campaign.endDate,
          createdAt: input.now,
        }),
      );
    } catch (error) {
      if (pgError(error).code !== EXCLUSION_VIOLATION) throw error;
      throw new DomainError(
        formatBookingMessage(bookingMessages.placementUnavailable, {
          placement: placement.placementName,
          venture: placement.ventureName,
          start: campaign.startDate,
          end: campaign.endDate,
        }),
        'campaignItems',
      );
    }
  }
  return { cart: cart!, ids };
}
