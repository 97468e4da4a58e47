import { earliestBookableDay, ventureCode } from '@portal/domain/booking-dates';
import { addDays, zonedDay } from '@portal/domain/zoned-day';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingCampaigns,
  bookingCarts,
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
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';

let testApp: TestApp;
let staff: TestClient;
let viewer: TestClient;
let owner: TestClient;
let sg: { id: number; code: string; timeZone: string };

const RESERVE = `mutation($v: ID!, $p: ID!, $s: ID!, $start: String!, $end: String!, $reason: String!) {
  bookCampaignPlacement(ventureId: $v, placementId: $p, segmentId: $s, startDate: $start, endDate: $end, reserveReason: $reason) {
    ok errors { field messages } booking { id note status startDate endDate isReservation placement { id } } } }`;
const RELEASE = `mutation($id: ID!) { releaseBooking(bookingId: $id) { ok errors { field messages } booking { id status } } }`;
type Errors = { field: string | null; messages: string[] }[];
type ReservePayload = {
  ok: boolean;
  errors: Errors;
  booking: {
    id: string;
    note: string;
    status: string;
    startDate: string;
    endDate: string;
    isReservation: boolean;
  } | null;
};
type Target = { id: number; segmentId: number };

async function placement(segment: string, name: string): Promise<Target> {
  const [row] = await testApp.deps.db
    .select({ id: bookingPlacements.id, segmentId: bookingSegments.id })
    .from(bookingPlacements)
    .innerJoin(bookingSegments, eq(bookingSegments.id, bookingPlacements.segmentId))
    .where(
      and(
        eq(bookingSegments.catalogId, sg.id),
        eq(bookingSegments.name, segment),
        eq(bookingPlacements.name, name),
      ),
    );
  return row!;
}

/**
 * The SG week starting `weeks` after a year of bookable weeks: past the demo's campaigns and reservations (the
 * lead time itself is tested with today).
 */
function week(weeks: number) {
  const earliest = earliestBookableDay(zonedDay(new Date(), sg.timeZone), ventureCode(sg.code));
  const start = addDays(earliest, 7 * (52 + weeks));
  return { start, end: addDays(start, 6) };
}

async function reserve(
  client: TestClient,
  target: Target,
  w: { start: string; end: string },
  overrides: Record<string, unknown> = {},
) {
  const result = await client.gql<{ bookCampaignPlacement: ReservePayload }>(RESERVE, {
    v: sg.id,
    p: target.id,
    s: target.segmentId,
    start: w.start,
    end: w.end,
    reason: '  Held for a brand launch  ',
    ...overrides,
  });
  expect(result.status).toBe(200);
  return result;
}

beforeAll(async () => {
  testApp = await createTestApp();
  staff = new TestClient(testApp.app);
  expect((await staff.signIn('staff@demo.test')).ok).toBe(true);
  viewer = new TestClient(testApp.app);
  expect((await viewer.signIn('viewer@demo.test')).ok).toBe(true);
  owner = new TestClient(testApp.app);
  expect((await owner.signIn('owner@demo.test')).ok).toBe(true);
  const [catalog] = await testApp.deps.db.select().from(catalogs).where(eq(catalogs.code, 'SG'));
  sg = catalog!;
});
afterAll(() => testApp.close());

describe('bookCampaignPlacement', () => {
  it('reserves the week for staff, with the trimmed reason; a viewer and an approved OWNER are refused', async () => {
    const target = await placement('Men', 'Homepage hero banner');
    const refused = await reserve(viewer, target, week(0));
    expect(JSON.stringify(refused.body)).toContain('common:permissionDenied');
    const ownerCall = await reserve(owner, target, week(0));
    expect(ownerCall.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const payload = (await reserve(staff, target, week(0))).body.data!.bookCampaignPlacement;
    expect(payload.errors).toEqual([]);
    expect(payload.booking).toMatchObject({
      note: 'Held for a brand launch',
      status: 'ACTIVE',
      startDate: week(0).start,
      endDate: week(0).end,
      isReservation: true,
    });
    const [row] = await testApp.deps.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, Number(payload.booking!.id)));
    expect(row).toMatchObject({ companyId: null, campaignId: null, placementId: target.id });
  });

  it('lets exactly one of two concurrent reservations of a placement-week win', async () => {
    const target = await placement('Men', 'Category top banner');
    const w = week(2);
    const answers = await Promise.all([reserve(staff, target, w), reserve(staff, target, w)]);
    const payloads = answers.map((answer) => answer.body.data!.bookCampaignPlacement);
    expect(payloads.filter((payload) => payload.ok)).toHaveLength(1);
    const loser = payloads.find((payload) => !payload.ok)!;
    expect(loser.errors[0]!.field).toBe('startDate');
    expect(loser.errors[0]!.messages[0]).toContain('booking:error.placementAlreadyBooked?');
    expect(loser.errors[0]!.messages[0]).toContain(`start=${w.start}`);
  });

  it('frees a reservation on release, so the week can be reserved again', async () => {
    const target = await placement('Kids', 'Category carousel tile');
    const first = (await reserve(staff, target, week(1))).body.data!.bookCampaignPlacement;
    const again = (await reserve(staff, target, week(1))).body.data!.bookCampaignPlacement;
    expect(again.ok).toBe(false);
    const released = await staff.gql<{ releaseBooking: { ok: boolean; booking: { status: string } } }>(
      RELEASE,
      {
        id: first.booking!.id,
      },
    );
    expect(released.body.data!.releaseBooking).toMatchObject({ ok: true, booking: { status: 'RELEASED' } });
    expect((await reserve(staff, target, week(1))).body.data!.bookCampaignPlacement.ok).toBe(true);
  });

  it('refuses a week inside the lead time, a missing or long reason, a mismatched segment and garbage ids', async () => {
    const target = await placement('Women', 'Newsletter feature');
    const other = await placement('Men', 'Newsletter feature');
    const today = zonedDay(new Date(), sg.timeZone);
    const before = await testApp.deps.db.select().from(bookings).where(eq(bookings.placementId, target.id));
    const cases: [Record<string, unknown>, string][] = [
      [{ start: today, end: addDays(today, 6) }, 'startDate'],
      [{ reason: '   ' }, 'reserveReason'],
      [{ reason: 'x'.repeat(121) }, 'reserveReason'],
      [{ s: other.segmentId }, 'segmentId'],
      [{ p: 'abc' }, 'placementId'],
      [{ v: '99999999999' }, 'ventureId'],
      [{ end: addDays(week(3).end, 1) }, 'endDate'],
      [{ start: '2026-02-30' }, 'startDate'],
    ];
    for (const [overrides, field] of cases) {
      const result = await reserve(staff, target, week(3), overrides);
      const payload = result.body.data?.bookCampaignPlacement;
      const errors = payload?.errors ?? [];
      expect(payload?.ok ?? false, JSON.stringify(overrides)).toBe(false);
      const fields = [
        ...errors.map((error) => error.field),
        ...(result.body.errors ?? []).map((e) => e.extensions?.field),
      ];
      expect(fields, JSON.stringify(overrides)).toContain(field);
    }
    const after = await testApp.deps.db.select().from(bookings).where(eq(bookings.placementId, target.id));
    expect(after).toEqual(before);
  });
});

describe("a campaign's booking", () => {
  let bookingId: number;
  let packageId: number;
  beforeAll(async () => {
    const db = testApp.deps.db;
    const [bolt] = await db.select().from(companies).where(eq(companies.name, 'Bolt Apparel'));
    const [brand] = await db
      .select()
      .from(companyBrands)
      .where(eq(companyBrands.companyId, bolt!.id))
      .limit(1);
    const [user] = await db.select().from(users).where(eq(users.email, 'staff@demo.test'));
    const [pkg] = await db.select().from(bookingPackages).where(eq(bookingPackages.code, 'NEWSLETTER-SG'));
    packageId = pkg!.id;
    const target = await placement('Home & Living', 'Newsletter feature');
    const money = { currency: 'MYR', subtotalMicros: 0n, discountMicros: 0n, taxMicros: 0n, totalMicros: 0n };
    const [cart] = await db
      .insert(bookingCarts)
      .values({
        companyId: bolt!.id,
        userId: user!.id,
        brandId: brand!.brandId,
        idempotencyKey: 'calendar-test',
        paymentMethod: 'WIRE_TRANSFER',
        paymentTerms: 'IMMEDIATE',
        paymentStatus: 'PENDING',
        ...money,
      })
      .returning();
    const w = week(0);
    const [campaign] = await db
      .insert(bookingCampaigns)
      .values({
        cartId: cart!.id,
        companyId: bolt!.id,
        brandId: brand!.brandId,
        packageId,
        name: 'Bolt secret launch',
        status: 'DRAFT',
        paymentStatus: 'PENDING',
        startDate: w.start,
        endDate: w.end,
        trackingCode: 'calendar-test-1',
        createdBy: user!.id,
        ...money,
      })
      .returning();
    const [row] = await db
      .insert(bookings)
      .values({
        campaignId: campaign!.id,
        companyId: bolt!.id,
        catalogId: sg.id,
        segmentId: target.segmentId,
        placementId: target.id,
        startDate: w.start,
        endDate: w.end,
      })
      .returning();
    bookingId = row!.id;
    const links = await db
      .select()
      .from(bookingPackagePlacements)
      .where(eq(bookingPackagePlacements.packageId, packageId));
    expect(links.map((link) => link.placementId)).toContain(target.id);
  });

  it("shows in another company's availability as days only, and with its name on the staff calendar", async () => {
    const w = week(0);
    const availability = await owner.gql<{
      packageAvailability: {
        id: string;
        campaignId: string | null;
        campaignName: string | null;
        note: string | null;
        startDate: string;
      }[];
    }>(
      'query($id: ID!, $from: String!, $to: String!) { packageAvailability(packageId: $id, fromDate: $from, toDate: $to) { id campaignId campaignName note startDate } }',
      {
        id: packageId,
        from: w.start,
        to: w.end,
      },
    );
    const held = availability.body.data!.packageAvailability.find((row) => row.id === String(bookingId))!;
    expect(held).toEqual({
      id: String(bookingId),
      campaignId: null,
      campaignName: null,
      note: null,
      startDate: w.start,
    });
    expect(JSON.stringify(availability.body)).not.toContain('Bolt secret launch');

    const calendar = await staff.gql<{
      currentBookings: {
        currentBookings: {
          id: string;
          campaignName: string | null;
          note: string | null;
          isReservation: boolean;
        }[];
        allVentures: { code: string }[];
        allPlacements: { id: string }[];
      };
    }>(
      'query($from: String!, $to: String, $v: ID) { currentBookings(fromDate: $from, toDate: $to, ventureId: $v) { currentBookings { id campaignName note isReservation } allVentures { code } allPlacements { id } } }',
      {
        from: zonedDay(new Date(), sg.timeZone),
        to: w.end,
        v: sg.id,
      },
    );
    const data = calendar.body.data!.currentBookings;
    expect(data.currentBookings.find((row) => row.id === String(bookingId))).toMatchObject({
      campaignName: 'Bolt secret launch',
      isReservation: false,
    });
    // The demo's two reservations on the women's hero show with their reasons.
    expect(data.currentBookings.filter((row) => row.isReservation && row.note).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(data.allVentures).toHaveLength(6);
    expect(data.allPlacements.length).toBeGreaterThan(5);
    const sellerCall = await owner.gql(
      'query($from: String!) { currentBookings(fromDate: $from) { allVentures { id } } }',
      {
        from: '2026-01-01',
      },
    );
    expect(sellerCall.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('is never released by releaseBooking', async () => {
    const result = await staff.gql<{ releaseBooking: { ok: boolean; errors: Errors } }>(RELEASE, {
      id: bookingId,
    });
    expect(result.body.data!.releaseBooking).toMatchObject({
      ok: false,
      errors: [{ field: 'bookingId', messages: ['booking:error.campaignBookingNotReleasable'] }],
    });
    const unknown = await staff.gql<{ releaseBooking: { ok: boolean } }>(RELEASE, { id: '2000000000' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data!.releaseBooking.ok).toBe(false);
  });
});
