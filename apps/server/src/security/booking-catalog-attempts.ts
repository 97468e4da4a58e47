import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  bookingCampaigns,
  bookingCarts,
  bookingPackagePlacements,
  bookingPackages,
  bookingPlacements,
  bookingSegments,
  bookings,
  companyBrands,
} from '../db/schema/index';
import type { TestClient } from '../testing/graphql-client';
import { type Acme, type Attempt, acmeHeader, type IsolationEnv } from './tenant-isolation-support';

type AcmeBooking = {
  bookingId: number;
  campaignId: number;
  packageId: number;
  placementId: number;
  segmentId: number;
  catalogId: number;
};

const CAMPAIGN_NAME = 'Acme isolation booking campaign';

/**
 * Booking offer and calendar attempts of the tenant-isolation test (issue 16: module booking-catalog). Acme holds
 * a placement-week through a campaign of a demo package; Bolt may read the shared offer and the package's
 * availability (days only), never Acme's campaign (id, name), and the calendar's calls are staff's. Every attempt
 * checks Acme's booking is as it was.
 */
export function bookingCatalogAttempts(env: () => IsolationEnv): Record<string, Attempt> {
  const db = () => env().testApp.deps.db;
  let prepared: Promise<AcmeBooking> | null = null;
  const acme = (a: Acme) => {
    prepared ??= (async () => {
      const [pkg] = await db()
        .select()
        .from(bookingPackages)
        .where(eq(bookingPackages.code, 'NEWSLETTER-SG'));
      const [link] = await db()
        .select({
          placementId: bookingPackagePlacements.placementId,
          segmentId: bookingSegments.id,
          catalogId: bookingSegments.catalogId,
        })
        .from(bookingPackagePlacements)
        .innerJoin(bookingPlacements, eq(bookingPlacements.id, bookingPackagePlacements.placementId))
        .innerJoin(bookingSegments, eq(bookingSegments.id, bookingPlacements.segmentId))
        .where(eq(bookingPackagePlacements.packageId, pkg!.id))
        .limit(1);
      const [brand] = await db()
        .select()
        .from(companyBrands)
        .where(eq(companyBrands.companyId, a.companyId))
        .limit(1);
      const money = {
        currency: 'SGD',
        subtotalMicros: 0n,
        discountMicros: 0n,
        taxMicros: 0n,
        totalMicros: 0n,
      };
      const [cart] = await db()
        .insert(bookingCarts)
        .values({
          companyId: a.companyId,
          userId: a.ownerId,
          brandId: brand!.brandId,
          idempotencyKey: 'isolation-booking-catalog',
          paymentMethod: 'WIRE_TRANSFER',
          paymentTerms: 'IMMEDIATE',
          paymentStatus: 'PENDING',
          ...money,
        })
        .returning();
      const days = { startDate: '2099-01-05', endDate: '2099-01-11' };
      const [campaign] = await db()
        .insert(bookingCampaigns)
        .values({
          cartId: cart!.id,
          companyId: a.companyId,
          brandId: brand!.brandId,
          packageId: pkg!.id,
          name: CAMPAIGN_NAME,
          status: 'DRAFT',
          paymentStatus: 'PENDING',
          trackingCode: 'isolation-booking-catalog',
          createdBy: a.ownerId,
          ...days,
          ...money,
        })
        .returning();
      const [booking] = await db()
        .insert(bookings)
        .values({
          campaignId: campaign!.id,
          companyId: a.companyId,
          catalogId: link!.catalogId,
          segmentId: link!.segmentId,
          placementId: link!.placementId,
          ...days,
        })
        .returning();
      return { bookingId: booking!.id, campaignId: campaign!.id, packageId: pkg!.id, ...link! };
    })();
    return prepared;
  };

  const acmeRows = (a: Acme) =>
    db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.companyId, a.companyId)))
      .orderBy(bookings.id);

  /** An operation with Acme's ids: refused, or an answer that names neither Acme's campaign nor its id. */
  const attempt =
    (operation: string, query: (b: AcmeBooking) => { text: string; variables: Record<string, unknown> }) =>
    async (client: TestClient, a: Acme) => {
      const b = await acme(a);
      const before = await acmeRows(a);
      for (const headers of [{}, acmeHeader(a)]) {
        const { text, variables } = query(b);
        const result = await client.gql<Record<string, unknown>>(text, variables, headers);
        if (result.body.errors) {
          expect(['NOT_FOUND', 'BAD_USER_INPUT', 'FORBIDDEN'], operation).toContain(
            result.body.errors[0]?.extensions?.code,
          );
        } else {
          const answer = JSON.stringify(result.body.data?.[operation] ?? null);
          expect(
            answer.includes(CAMPAIGN_NAME) || answer.includes(`"campaignId":"${b.campaignId}"`),
            operation,
          ).toBe(false);
          expect((result.body.data?.[operation] as { ok?: boolean } | null)?.ok ?? false, operation).toBe(
            false,
          );
        }
      }
      expect(await acmeRows(a), operation).toEqual(before);
    };
  /** A read of the shared offer: answered, without Acme's campaign. */
  const read =
    (operation: string, query: (b: AcmeBooking) => { text: string; variables: Record<string, unknown> }) =>
    async (client: TestClient, a: Acme) => {
      const b = await acme(a);
      for (const headers of [{}, acmeHeader(a)]) {
        const { text, variables } = query(b);
        const result = await client.gql<Record<string, unknown>>(text, variables, headers);
        const answer = JSON.stringify(result.body);
        expect(
          answer.includes(CAMPAIGN_NAME) || answer.includes(`"campaignId":"${b.campaignId}"`),
          operation,
        ).toBe(false);
      }
    };

  const window = { from: '2099-01-01', to: '2099-01-31' };
  return {
    allPackages: read('allPackages', () => ({
      text: 'query($t: ID) { allPackages(packageType: $t, packageTag: $t) { objects { id code } } }',
      variables: { t: '1' },
    })),
    allPlacements: read('allPlacements', (b) => ({
      text: 'query($v: ID, $s: ID) { allPlacements(ventureId: $v, segmentId: $s) { id name } }',
      variables: { v: b.catalogId, s: b.segmentId },
    })),
    packageSegmentPricings: read('packageSegmentPricings', (b) => ({
      text: 'query($ids: [ID!]) { packageSegmentPricings(packageIds: $ids) { id price } }',
      variables: { ids: [b.packageId] },
    })),
    packageAvailability: read('packageAvailability', (b) => ({
      text: 'query($id: ID!, $f: String!, $t: String!) { packageAvailability(packageId: $id, fromDate: $f, toDate: $t) { id campaignId campaignName note startDate } }',
      variables: { id: b.packageId, f: window.from, t: window.to },
    })),
    currentBookings: attempt('currentBookings', (b) => ({
      text: 'query($f: String!, $p: ID) { currentBookings(fromDate: $f, placementId: $p) { currentBookings { id campaignId campaignName } } }',
      variables: { f: window.from, p: b.placementId },
    })),
    bookCampaignPlacement: attempt('bookCampaignPlacement', (b) => ({
      text: 'mutation($v: ID!, $p: ID!, $s: ID!) { bookCampaignPlacement(ventureId: $v, placementId: $p, segmentId: $s, startDate: "2099-01-05", endDate: "2099-01-11", reserveReason: "Taken") { ok booking { id } } }',
      variables: { v: b.catalogId, p: b.placementId, s: b.segmentId },
    })),
    releaseBooking: attempt('releaseBooking', (b) => ({
      text: 'mutation($id: ID!) { releaseBooking(bookingId: $id) { ok booking { id status } } }',
      variables: { id: b.bookingId },
    })),
  };
}
