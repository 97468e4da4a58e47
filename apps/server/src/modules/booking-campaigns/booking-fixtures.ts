import type { BookingCampaignStatus } from '@portal/domain/booking-status';
import { addDays } from '@portal/domain/zoned-day';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookingCampaignDiscounts,
  bookingCampaignHistory,
  bookingCampaignItems,
  bookingCampaigns,
  bookingCarts,
  bookingDiscounts,
  bookingPackagePlacements,
  bookingPackages,
  bookingPlacements,
  bookingSegments,
  bookings,
  catalogs,
  companies,
  companyBrands,
  users,
} from '../../db/schema/index';

/*
 * Test data of the booking-campaigns tests, inserted directly (checkout is another module): an offer (segment,
 * placements with fields, package, discount) and campaigns as a checkout would leave them.
 */

export const TEST_FIELDS = [
  { order: 2, name: 'Banner', guide: 'An image of 1200×400', rule: 'required', type: 'IMAGE' },
  { order: 1, name: 'Headline', guide: 'Up to 20 characters', rule: 'required;max:20', type: 'TEXT' },
  { order: 3, name: 'Landing', guide: 'A page of the store', rule: 'required', type: 'LANDING_URL' },
  { order: 4, name: 'Note', guide: 'Optional', rule: 'max:50', type: 'TEXT' },
];

let sequence = 0;
const next = () => ++sequence;

export async function companyOf(db: Db, name: string) {
  const [company] = await db.select().from(companies).where(eq(companies.name, name));
  const [brand] = await db.select().from(companyBrands).where(eq(companyBrands.companyId, company!.id));
  return { companyId: company!.id, brandId: brand!.brandId };
}

export async function userId(db: Db, email: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

export async function catalogByCode(db: Db, code: string) {
  const [catalog] = await db.select().from(catalogs).where(eq(catalogs.code, code));
  return catalog!;
}

/** A segment of the venture with one placement per call of `placement()`, and a package holding them. */
export async function insertOffer(db: Db, catalogCode = 'SG') {
  const catalog = await catalogByCode(db, catalogCode);
  const n = next();
  const [segment] = await db
    .insert(bookingSegments)
    .values({ catalogId: catalog.id, name: `Test segment ${n}` })
    .returning();
  const [pkg] = await db
    .insert(bookingPackages)
    .values({
      code: `TST${n}`,
      name: `Test package ${n}`,
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      maxBookingDays: 28,
      minPriceMicros: 0n,
    })
    .returning();
  const [discount] = await db
    .insert(bookingDiscounts)
    .values({ name: `Early ${n}`, minAmountMicros: 0n, discountPercent: '5' })
    .returning();
  const placement = async () => {
    const [row] = await db
      .insert(bookingPlacements)
      .values({ segmentId: segment!.id, name: `Slot ${next()}`, category: 'BANNER', fields: TEST_FIELDS })
      .returning();
    await db.insert(bookingPackagePlacements).values({ packageId: pkg!.id, placementId: row!.id });
    return row!;
  };
  return { catalog, segment: segment!, pkg: pkg!, discount: discount!, placement };
}

export type Offer = Awaited<ReturnType<typeof insertOffer>>;

export type CampaignSpec = {
  offer: Offer;
  companyId: number;
  brandId: number;
  userId: number;
  name: string;
  status?: BookingCampaignStatus;
  startDate: string;
  weeks?: number;
  totalMicros?: bigint;
  createdAt?: Date;
  withDiscount?: boolean;
  invoiceId?: number | null;
};

/** A paid campaign as checkout records it: cart, campaign, one item, a booking on a placement of its own, history. */
export async function insertCampaign(db: Db, spec: CampaignSpec) {
  const n = next();
  const total = spec.totalMicros ?? 100_000_000n;
  const createdAt = spec.createdAt ?? new Date();
  const endDate = addDays(spec.startDate, 7 * (spec.weeks ?? 1) - 1);
  const [cart] = await db
    .insert(bookingCarts)
    .values({
      companyId: spec.companyId,
      userId: spec.userId,
      brandId: spec.brandId,
      idempotencyKey: `fixture-${n}`,
      paymentMethod: 'PAID_CREDIT',
      paymentTerms: 'IMMEDIATE',
      paymentStatus: 'PAID',
      currency: 'SGD',
      subtotalMicros: total,
      discountMicros: 0n,
      taxMicros: 0n,
      totalMicros: total,
      invoiceId: spec.invoiceId ?? null,
      createdAt,
    })
    .returning();
  const [campaign] = await db
    .insert(bookingCampaigns)
    .values({
      cartId: cart!.id,
      companyId: spec.companyId,
      brandId: spec.brandId,
      packageId: spec.offer.pkg.id,
      name: spec.name,
      status: spec.status ?? 'PURCHASED',
      paymentStatus: 'PAID',
      startDate: spec.startDate,
      endDate,
      trackingCode: `TRK-FIXTURE-${n}`,
      currency: 'SGD',
      subtotalMicros: total,
      discountMicros: 0n,
      taxMicros: 0n,
      totalMicros: total,
      chargedMicros: total,
      createdBy: spec.userId,
      createdAt,
    })
    .returning();
  await db.insert(bookingCampaignItems).values({
    campaignId: campaign!.id,
    catalogId: spec.offer.catalog.id,
    segmentId: spec.offer.segment.id,
    currency: 'SGD',
    rate: '1',
    taxRate: '9',
    subtotalMicros: total,
    discountMicros: 0n,
    taxMicros: 0n,
    totalMicros: total,
    totalWalletMicros: total,
  });
  if (spec.withDiscount)
    await db
      .insert(bookingCampaignDiscounts)
      .values({ campaignId: campaign!.id, discountId: spec.offer.discount.id, discountPercent: '5' });
  const placement = await spec.offer.placement();
  const [booking] = await db
    .insert(bookings)
    .values({
      campaignId: campaign!.id,
      companyId: spec.companyId,
      catalogId: spec.offer.catalog.id,
      segmentId: spec.offer.segment.id,
      placementId: placement.id,
      startDate: spec.startDate,
      endDate,
    })
    .returning();
  await db
    .insert(bookingCampaignHistory)
    .values({ campaignId: campaign!.id, status: campaign!.status, userId: spec.userId, createdAt });
  return { campaign: campaign!, booking: booking!, placement, cart: cart! };
}
