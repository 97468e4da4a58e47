import { formatBookingMessage } from '@portal/domain/booking-dates';
import { bookingMessages } from '@portal/domain/booking-pricing';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCampaigns, bookingCarts, bookings, companyBrands } from '../../db/schema/index';
import type { TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import {
  CHECKOUT,
  checkout,
  checkoutScene,
  type Fixture,
  item,
  ledgerState,
  units,
} from './checkout-test-helpers';

const TAG = 'cr';
let testApp: TestApp;
let owner: TestClient;
let bolt: TestClient;
let fx: Fixture;
let acme: { companyId: number; brandId: string };
let boltCo: { companyId: number; brandId: string };
let team: Record<'MEMBER' | 'VIEWER', TestClient>;

const campaignsOf = (cartId: string | null) =>
  testApp.deps.db
    .select()
    .from(bookingCampaigns)
    .where(eq(bookingCampaigns.cartId, Number(cartId)));

beforeAll(async () => {
  ({ testApp, owner, bolt, fx, acme, boltCo, team } = await checkoutScene(TAG));
});
afterAll(() => testApp.close());

describe('one sale per placement-day and per key', () => {
  it('answers the same key with the first cart, sequentially and concurrently, charging once', async () => {
    const vars = { brandId: acme.brandId, campaignItems: [item(fx.a, fx.sgWeek(13), [fx.sgHero])] };
    const before = await ledgerState(testApp, acme.companyId);
    const first = await checkout(owner, { ...vars, idempotencyKey: 'same-key' });
    const second = await checkout(owner, { ...vars, idempotencyKey: 'same-key' });
    expect(second).toEqual(first);
    const [a, b] = await Promise.all([
      checkout(owner, {
        ...vars,
        campaignItems: [item(fx.a, fx.sgWeek(14), [fx.sgHero])],
        idempotencyKey: 'race',
      }),
      checkout(owner, {
        ...vars,
        campaignItems: [item(fx.a, fx.sgWeek(14), [fx.sgHero])],
        idempotencyKey: 'race',
      }),
    ]);
    expect(a.ok && b.ok).toBe(true);
    expect(a.cartId).toBe(b.cartId);
    const after = await ledgerState(testApp, acme.companyId);
    expect(before.wallet - after.wallet).toBe(units(2000));
    expect(after.allPostings).toBe(0n);
  });

  it('sells a placement-week once when two carts race; the loser keeps its money', async () => {
    const week = fx.sgWeek(15);
    const boltBefore = await ledgerState(testApp, boltCo.companyId);
    const acmeBefore = await ledgerState(testApp, acme.companyId);
    const answers = await Promise.all([
      checkout(owner, { brandId: acme.brandId, campaignItems: [item(fx.a, week, [fx.sgHero])] }),
      checkout(bolt, { brandId: boltCo.brandId, campaignItems: [item(fx.a, week, [fx.sgHero])] }),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    const loser = answers.findIndex((answer) => !answer.ok);
    const [refusal] = answers[loser]!.errors;
    expect(refusal!.field).toBe('campaignItems');
    expect(refusal!.messages).toEqual([
      formatBookingMessage(bookingMessages.placementUnavailable, {
        placement: fx.placements.p1.name,
        venture: 'Singapore',
        start: week,
        end: item(fx.a, week, []).endDate,
      }),
    ]);
    const loserId = loser === 0 ? acme.companyId : boltCo.companyId;
    const loserBefore = loser === 0 ? acmeBefore : boltBefore;
    expect((await ledgerState(testApp, loserId)).wallet).toBe(loserBefore.wallet);
    const active = await testApp.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.placementId, fx.placements.p1.id), eq(bookings.startDate, week)));
    expect(active).toHaveLength(1);
  });

  it('settles two carts booking the same placements in opposite orders without a deadlock', async () => {
    const week = fx.sgWeek(20);
    const answers = await Promise.all([
      checkout(owner, {
        brandId: acme.brandId,
        paymentMethod: 'WIRE_TRANSFER',
        campaignItems: [item(fx.a, week, [fx.sgHero, fx.sgTop])],
      }),
      checkout(bolt, {
        brandId: boltCo.brandId,
        paymentMethod: 'WIRE_TRANSFER',
        campaignItems: [item(fx.a, week, [fx.sgTop, fx.sgHero])],
      }),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.find((answer) => !answer.ok)!.errors[0]!.field).toBe('campaignItems');
  });

  it('refuses a week a staff reservation holds', async () => {
    const week = fx.sgWeek(16);
    await testApp.deps.db.insert(bookings).values({
      catalogId: Number(fx.sgTop.ventureId),
      segmentId: Number(fx.sgTop.segmentId),
      placementId: fx.placements.p2.id,
      startDate: week,
      endDate: item(fx.a, week, []).endDate,
      reserveReason: 'Marketplace sale',
    });
    const answer = await checkout(owner, {
      brandId: acme.brandId,
      campaignItems: [item(fx.a, week, [fx.sgTop])],
    });
    expect(answer.errors[0]!.field).toBe('campaignItems');
    expect(answer.errors[0]!.messages).toEqual([
      formatBookingMessage(bookingMessages.placementUnavailable, {
        placement: fx.placements.p2.name,
        venture: 'Singapore',
        start: week,
        end: item(fx.a, week, []).endDate,
      }),
    ]);
    const held = await testApp.deps.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.placementId, fx.placements.p2.id),
          isNull(bookings.reserveReason),
          eq(bookings.startDate, week),
        ),
      );
    expect(held).toEqual([]);
  });
});

describe('who may check out', () => {
  it('lets a MEMBER check out and refuses a VIEWER', async () => {
    const vars = { brandId: acme.brandId, campaignItems: [item(fx.a, fx.sgWeek(17), [fx.sgHero])] };
    expect((await checkout(team.MEMBER, vars)).ok).toBe(true);
    const viewer = await team.VIEWER.gql(CHECKOUT, {
      ...vars,
      paymentMethod: 'PAID_CREDIT',
      paymentTerms: 'IMMEDIATE',
      campaignItems: [item(fx.a, fx.sgWeek(17), [fx.sgTop])],
      idempotencyKey: 'viewer',
    });
    expect(viewer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("refuses another company's brand and reads no other company's cart", async () => {
    const db = testApp.deps.db;
    const boltBrands = (
      await db.select().from(companyBrands).where(eq(companyBrands.companyId, boltCo.companyId))
    ).map((row) => row.brandId);
    const [acmeOnly] = await db
      .select()
      .from(companyBrands)
      .where(eq(companyBrands.companyId, acme.companyId))
      .then((rows) => rows.filter((row) => !boltBrands.includes(row.brandId)));
    const answer = await checkout(bolt, {
      brandId: String(acmeOnly!.brandId),
      campaignItems: [item(fx.a, fx.sgWeek(18), [fx.sgHero])],
    });
    expect(answer.errors[0]!.field).toBe('brandId');
    const [acmeCart] = await db
      .select()
      .from(bookingCarts)
      .where(eq(bookingCarts.companyId, acme.companyId))
      .limit(1);
    const read = await bolt.gql<{ campaignCart: unknown }>(
      'query($id: ID!) { campaignCart(cartId: $id) { id } }',
      {
        id: acmeCart!.id,
      },
    );
    expect(read.body.data?.campaignCart).toBeNull();
    const own = await owner.gql<{ campaignCart: { id: string; campaigns: { id: string }[] } }>(
      'query($id: ID!) { campaignCart(cartId: $id) { id total currency campaigns { id } invoice { invoiceNo } } }',
      { id: acmeCart!.id },
    );
    expect(own.body.data?.campaignCart.id).toBe(String(acmeCart!.id));
    const ids = (await campaignsOf(String(acmeCart!.id))).map((c) => c.id);
    expect(
      (await db.select().from(bookingCampaigns).where(inArray(bookingCampaigns.id, ids))).every(
        (c) => c.companyId === acme.companyId,
      ),
    ).toBe(true);
  });
});
