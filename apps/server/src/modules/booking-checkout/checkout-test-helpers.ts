import { earliestBookableDay } from '@portal/domain/booking-dates';
import { addDays, zonedDay } from '@portal/domain/zoned-day';
import { and, eq, sql } from 'drizzle-orm';
import {
  bookingDiscounts,
  bookingPackagePlacements,
  bookingPackages,
  bookingPlacements,
  bookingSegmentPricings,
  bookingSegments,
  catalogs,
  companies,
  companyBrands,
  ledgerPostings,
} from '../../db/schema/index';
import { addRoleTeam, TEAM_PASSWORD } from '../../testing/company-team';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { addCredit } from '../mpa-wallet/mpa-wallet-test-helpers';
import { walletBalance } from '../wallet/ledger';
import { bookingAccounts } from './booking-ledger';

const units = (whole: number) => BigInt(whole) * 1_000_000n;

/**
 * A booking offer of the tests' own (so prices are known): SG segment with two placements (S$1,000 a week, tax 9 %,
 * overseas 0 %), ID segment with one (Rp 11,800,000 a week, tax 11 %, overseas 2 %); package A (custom budget,
 * up to 4 weeks, minimum S$500), package B (paid credit only); discounts: two stackable (5 %, 3 %), one alone
 * (10 %), one for campaigns starting 60+ days ahead (20 %), one for big carts (S$50,000).
 */
export async function bookingFixture(testApp: TestApp, tag: string) {
  const db = testApp.deps.db;
  const [sg] = await db.select().from(catalogs).where(eq(catalogs.code, 'SG'));
  const [id] = await db.select().from(catalogs).where(eq(catalogs.code, 'ID'));
  const [segSg] = await db
    .insert(bookingSegments)
    .values({ catalogId: sg!.id, name: `Test ${tag} SG` })
    .returning();
  const [segId] = await db
    .insert(bookingSegments)
    .values({ catalogId: id!.id, name: `Test ${tag} ID` })
    .returning();
  const placement = async (segmentId: number, name: string) =>
    (await db.insert(bookingPlacements).values({ segmentId, name, category: 'BANNER' }).returning())[0]!;
  const p1 = await placement(segSg!.id, `Hero ${tag}`);
  const p2 = await placement(segSg!.id, `Top banner ${tag}`);
  const p3 = await placement(segId!.id, `Hero ID ${tag}`);
  const today = zonedDay(testApp.deps.now(), 'Asia/Singapore');
  const pkg = async (code: string, values: Partial<typeof bookingPackages.$inferInsert>) =>
    (
      await db
        .insert(bookingPackages)
        .values({
          code,
          name: code,
          startDate: today,
          endDate: addDays(today, 400),
          maxBookingDays: 28,
          minPriceMicros: units(500),
          customBudget: true,
          ...values,
        })
        .returning()
    )[0]!;
  const a = await pkg(`A-${tag}`, {});
  const b = await pkg(`B-${tag}`, { paidCreditOnly: true, customBudget: false, minPriceMicros: 0n });
  for (const p of [a, b]) {
    await db
      .insert(bookingPackagePlacements)
      .values([p1, p2, p3].map((pl) => ({ packageId: p.id, placementId: pl.id })));
    await db.insert(bookingSegmentPricings).values([
      {
        packageId: p.id,
        segmentId: segSg!.id,
        priceMicros: units(1000),
        currency: 'SGD',
        taxRate: '9',
        overseasTaxRate: '0',
      },
      {
        packageId: p.id,
        segmentId: segId!.id,
        priceMicros: units(11_800_000),
        currency: 'IDR',
        taxRate: '11',
        overseasTaxRate: '2',
      },
    ]);
  }
  const discount = async (name: string, percent: string, stackable: boolean, beforeStartDays = 0, min = 0) =>
    (
      await db
        .insert(bookingDiscounts)
        .values({
          name: `${name} ${tag}`,
          discountPercent: percent,
          stackable,
          beforeStartDays,
          minAmountMicros: units(min),
        })
        .returning()
    )[0]!;
  const discounts = {
    five: await discount('Five', '5', true),
    three: await discount('Three', '3', true),
    ten: await discount('Ten', '10', false),
    early: await discount('Early', '20', false, 60),
    big: await discount('Big', '15', false, 0, 50_000),
  };
  const booking = (pl: typeof p1, segment: typeof segSg) => ({
    ventureId: String(segment!.catalogId),
    segmentId: String(segment!.id),
    placementId: String(pl.id),
  });
  return {
    a,
    b,
    discounts,
    sgHero: booking(p1, segSg),
    sgTop: booking(p2, segSg),
    idHero: booking(p3, segId),
    placements: { p1, p2, p3 },
    /** The n-th bookable week start in SG (Mondays) from today. */
    sgWeek: (n: number) => addDays(earliestBookableDay(today, 'ZSG'), 7 * n),
    /** The n-th bookable week start in ID (Wednesdays, 21 days ahead) from today (Jakarta's day). */
    idWeek: (n: number) =>
      addDays(earliestBookableDay(zonedDay(testApp.deps.now(), 'Asia/Jakarta'), 'ZID'), 7 * n),
  };
}

export type Fixture = Awaited<ReturnType<typeof bookingFixture>>;

/** The company by name, approved for booking, and one of its brands. */
export async function bookingCompany(testApp: TestApp, name: string) {
  const db = testApp.deps.db;
  const [company] = await db.select().from(companies).where(eq(companies.name, name));
  await db.update(companies).set({ isApprovedByStaff: true }).where(eq(companies.id, company!.id));
  const [brand] = await db
    .select()
    .from(companyBrands)
    .where(eq(companyBrands.companyId, company!.id))
    .limit(1);
  return { companyId: company!.id, brandId: String(brand!.brandId) };
}

export const CHECKOUT = `mutation($brandId: ID!, $paymentMethod: BookingPaymentMethod!, $paymentTerms: BookingPaymentTerms!,
  $discountIds: [ID!], $campaignItems: [CampaignItemInput!]!, $redeemVoucherId: ID, $idempotencyKey: String!) {
  createCampaignCart(brandId: $brandId, paymentMethod: $paymentMethod, paymentTerms: $paymentTerms,
    discountIds: $discountIds, campaignItems: $campaignItems, redeemVoucherId: $redeemVoucherId,
    idempotencyKey: $idempotencyKey) { ok errors { field messages } ids cartId } }`;

export type CheckoutAnswer = {
  ok: boolean;
  errors: { field: string | null; messages: string[] }[];
  ids: string[];
  cartId: string | null;
};

let keys = 0;

export async function checkout(
  client: TestClient,
  vars: {
    brandId: string;
    paymentMethod?: string;
    paymentTerms?: string;
    discountIds?: string[];
    campaignItems: unknown[];
    redeemVoucherId?: string;
    idempotencyKey?: string;
  },
): Promise<CheckoutAnswer> {
  const result = await client.gql<{ createCampaignCart: CheckoutAnswer }>(CHECKOUT, {
    paymentMethod: 'PAID_CREDIT',
    paymentTerms: 'IMMEDIATE',
    idempotencyKey: `test-${Date.now()}-${++keys}`,
    ...vars,
  });
  if (result.body.errors) throw new Error(JSON.stringify(result.body.errors));
  return result.body.data!.createCampaignCart;
}

/** One campaign item of `weeks` weeks from `start`. */
export const item = (
  pkg: { id: number },
  start: string,
  bookings: unknown[],
  extra: { weeks?: number; name?: string; discountIds?: string[] } = {},
) => ({
  packageId: String(pkg.id),
  name: extra.name ?? `Campaign ${start}`,
  startDate: start,
  endDate: addDays(start, 7 * (extra.weeks ?? 1) - 1),
  bookings,
  ...(extra.discountIds ? { discountIds: extra.discountIds } : {}),
});

/** The ledger's health after a scenario: every posting sums to zero; the company's wallet and revenue:booking. */
export async function ledgerState(testApp: TestApp, companyId: number) {
  const db = testApp.deps.db;
  const [all] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerPostings);
  const [sold] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.companyId, companyId), eq(ledgerPostings.account, bookingAccounts.sold)));
  return {
    allPostings: BigInt(all!.total),
    wallet: await walletBalance(db, companyId),
    sold: BigInt(sold!.total),
  };
}

export { units };

/**
 * A test app with the fixture offer, Acme (owner, MEMBER, VIEWER) and Bolt (owner) approved for booking and
 * holding paid credit (S$50,000 and RM 5,000).
 */
export async function checkoutScene(tag: string) {
  const testApp = await createTestApp();
  const fx = await bookingFixture(testApp, tag);
  const acme = await bookingCompany(testApp, 'Acme Fashion');
  const boltCo = await bookingCompany(testApp, 'Bolt Apparel');
  await addCredit(testApp, acme.companyId, units(50_000), false, 'booking-tests-acme');
  await addCredit(testApp, boltCo.companyId, units(5_000), false, 'booking-tests-bolt');
  const signIn = async (email: string, password?: string) => {
    const client = new TestClient(testApp.app);
    if (!(await client.signIn(email, password)).ok) throw new Error(`cannot sign in ${email}`);
    return client;
  };
  const owner = await signIn('owner@demo.test');
  const emails = await addRoleTeam(testApp.deps.db, 'Acme Fashion');
  const team = {
    MEMBER: await signIn(emails.MEMBER, TEAM_PASSWORD),
    VIEWER: await signIn(emails.VIEWER, TEAM_PASSWORD),
  };
  const bolt = await signIn((await addRoleTeam(testApp.deps.db, 'Bolt Apparel')).OWNER, TEAM_PASSWORD);
  return { testApp, fx, acme, boltCo, owner, team, bolt };
}
