import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingCampaigns,
  bookingCarts,
  bookingFieldValues,
  bookings,
  companies,
} from '../../db/schema/index';
import { seedDemoBookingCampaigns } from '../../db/seed/demo-booking-campaigns';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { ledgerState } from './checkout-test-helpers';

let testApp: TestApp;
let acmeId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  acmeId = (await testApp.deps.db.select().from(companies).where(eq(companies.name, 'Acme Fashion')))[0]!.id;
});
afterAll(() => testApp.close());

describe('the demo booking campaigns', () => {
  it('gives Acme a paid-credit cart of two campaigns and a wire due in 30 days, once', async () => {
    const db = testApp.deps.db;
    const carts = () =>
      db.select().from(bookingCarts).where(eq(bookingCarts.companyId, acmeId)).orderBy(asc(bookingCarts.id));
    const [paid, wire] = await carts();
    expect([paid!.paymentMethod, paid!.paymentStatus, wire!.paymentMethod, wire!.paymentTerms]).toEqual([
      'PAID_CREDIT',
      'PAID',
      'WIRE_TRANSFER',
      'IN_30_DAYS',
    ]);
    const campaigns = await db
      .select()
      .from(bookingCampaigns)
      .where(inArray(bookingCampaigns.cartId, [paid!.id, wire!.id]))
      .orderBy(asc(bookingCampaigns.id));
    expect(campaigns.map((c) => [c.status, c.paymentStatus])).toEqual([
      ['PURCHASED', 'PAID'],
      ['APPROVED', 'PAID'],
      ['PURCHASED', 'PENDING'],
    ]);
    const [heroBooking] = await db.select().from(bookings).where(eq(bookings.campaignId, campaigns[0]!.id));
    expect(
      await db.select().from(bookingFieldValues).where(eq(bookingFieldValues.bookingId, heroBooking!.id)),
    ).toHaveLength(1);
    expect((await ledgerState(testApp, acmeId)).allPostings).toBe(0n);
    await seedDemoBookingCampaigns(db, { now: testApp.deps.now() });
    expect(await carts()).toHaveLength(2);
  });
});
