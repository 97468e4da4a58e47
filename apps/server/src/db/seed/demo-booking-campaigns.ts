import { earliestBookableDay } from '@portal/domain/booking-dates';
import { addDays, zonedDay } from '@portal/domain/zoned-day';
import { and, eq } from 'drizzle-orm';
import { createCampaignCart } from '../../modules/booking-checkout/create-campaign-cart';
import { paidCreditAvailable } from '../../modules/mpa-wallet/meta-wallet-ledger';
import { creditWallet } from '../../modules/wallet/credit-wallet';
import type { Db } from '../client';
import {
  bookingCampaignHistory,
  bookingCampaigns,
  bookingCarts,
  bookingFieldValues,
  bookingPackagePlacements,
  bookingPackages,
  bookingPlacements,
  bookingSegments,
  bookings,
  companies,
  companyBrands,
  memberships,
  roles,
  users,
} from '../schema/index';

const MICROS = 1_000_000n;
const weekEnd = (start: string) => addDays(start, 6);

/** The placement of a demo package in a Singapore segment, as a cart's booking names it. */
async function pick(db: Db, packageCode: string, segmentName: string) {
  const [row] = await db
    .select({ placement: bookingPlacements, segment: bookingSegments })
    .from(bookingPackagePlacements)
    .innerJoin(bookingPackages, eq(bookingPackages.id, bookingPackagePlacements.packageId))
    .innerJoin(bookingPlacements, eq(bookingPlacements.id, bookingPackagePlacements.placementId))
    .innerJoin(bookingSegments, eq(bookingSegments.id, bookingPlacements.segmentId))
    .where(and(eq(bookingPackages.code, packageCode), eq(bookingSegments.name, segmentName)));
  if (!row) return null;
  return {
    packageId: (await db.select().from(bookingPackages).where(eq(bookingPackages.code, packageCode)))[0]!.id,
    placement: row.placement,
    booking: {
      ventureId: row.segment.catalogId,
      segmentId: row.segment.id,
      placementId: row.placement.id,
    },
  };
}

/**
 * Acme Fashion's booking campaigns, bought through the checkout use case with fixed idempotency keys (decision
 * 0240): a paid-credit cart of two campaigns (the homepage hero left PURCHASED with a field filled, the
 * newsletter moved on to APPROVED with its history) and a wire transfer due in 30 days. Runs after the demo
 * offer; does nothing once Acme has a booking cart, or when the offer is missing.
 */
export async function seedDemoBookingCampaigns(db: Db, { now = new Date() }: { now?: Date } = {}) {
  const [acme] = await db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
  if (!acme) return;
  const [existing] = await db.select().from(bookingCarts).where(eq(bookingCarts.companyId, acme.id)).limit(1);
  if (existing) return;
  const [owner] = await db
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, acme.id), eq(roles.name, 'OWNER')))
    .limit(1);
  const [brand] = await db.select().from(companyBrands).where(eq(companyBrands.companyId, acme.id)).limit(1);
  const hero = await pick(db, 'HP-HERO-SG', 'Men');
  const women = await pick(db, 'NEWSLETTER-SG', 'Women');
  const men = await pick(db, 'NEWSLETTER-SG', 'Men');
  if (!owner || !brand || !hero || !women || !men) return;

  // Paid credit pays bookings (free credit never does): make sure the paid cart is covered.
  const available = await db.transaction((tx) => paidCreditAvailable(tx, acme.id, now));
  if (available < 2_000n * MICROS)
    await creditWallet({
      db,
      input: {
        companyId: acme.id,
        amount: 2_000n * MICROS,
        kind: 'MANUAL',
        paymentMethod: 'MANUAL',
        isFree: false,
        description: 'Manual credit (account manager)',
        idempotencyKey: 'demo-booking-credit',
        now,
      },
    });

  const first = earliestBookableDay(zonedDay(now, 'Asia/Singapore'), 'ZSG');
  const deps = { db, now: () => now };
  const actor = { user: { id: owner.id, isStaff: false }, companyId: acme.id };
  const campaign = (p: NonNullable<typeof hero>, name: string, start: string) => ({
    packageId: p.packageId,
    name,
    startDate: start,
    endDate: weekEnd(start),
    bookings: [p.booking],
  });
  const paid = await createCampaignCart({
    deps,
    actor,
    input: {
      brandId: brand.brandId,
      paymentMethod: 'PAID_CREDIT',
      paymentTerms: 'IMMEDIATE',
      campaignItems: [
        campaign(hero, 'Autumn collection hero', first),
        campaign(women, 'Autumn newsletter feature', addDays(first, 7)),
      ],
      idempotencyKey: 'demo-booking-paid-credit',
    },
  });
  await createCampaignCart({
    deps,
    actor,
    input: {
      brandId: brand.brandId,
      paymentMethod: 'WIRE_TRANSFER',
      paymentTerms: 'IN_30_DAYS',
      campaignItems: [campaign(men, 'Menswear newsletter feature', addDays(first, 14))],
      idempotencyKey: 'demo-booking-wire',
    },
  });
  if (!paid.ok) return;
  const [heroId, newsletterId] = paid.ids.map(Number) as [number, number];
  await fillFirstField(db, heroId, hero.placement.fields, owner.id, now);
  await approve(db, newsletterId, owner.id, now);
}

/** A draft value for the first field of the campaign's placement (English), as the placements screen saves it. */
async function fillFirstField(db: Db, campaignId: number, fields: unknown, userId: number, now: Date) {
  const [field] = Array.isArray(fields) ? (fields as { name: string; type: string }[]) : [];
  const [booking] = await db.select().from(bookings).where(eq(bookings.campaignId, campaignId));
  if (!field || !booking) return;
  const value =
    field.type === 'LANDING_URL' ? 'https://www.fashionmarket.sg/brand/acme' : 'Autumn collection: new in';
  await db.insert(bookingFieldValues).values({
    bookingId: booking.id,
    fieldName: field.name,
    languageCode: 'en',
    draftValue: field.type === 'IMAGE' ? null : value,
    updatedBy: userId,
    updatedAt: now,
  });
}

/** Submitted by the owner, reviewed and approved by staff: the status and its history rows. */
async function approve(db: Db, campaignId: number, ownerId: number, now: Date) {
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.isStaff, true)).limit(1);
  const steps = [
    { status: 'PENDING_FOR_APPROVAL', userId: ownerId },
    { status: 'APPROVAL_IN_PROGRESS', userId: staff?.id ?? null },
    { status: 'APPROVED', userId: staff?.id ?? null },
  ] as const;
  await db.transaction(async (tx) => {
    for (const [index, step] of steps.entries())
      await tx.insert(bookingCampaignHistory).values({
        campaignId,
        status: step.status,
        userId: step.userId,
        createdAt: new Date(now.getTime() + (index + 1) * 60_000),
      });
    await tx
      .update(bookingCampaigns)
      .set({ status: 'APPROVED', updatedAt: now })
      .where(eq(bookingCampaigns.id, campaignId));
  });
}
