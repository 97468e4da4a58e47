import { formatMoney } from '@portal/domain';
import { formatBookingMessage } from '@portal/domain/booking-dates';
import { bookingMessages, priceCampaign } from '@portal/domain/booking-pricing';
import { zonedDay } from '@portal/domain/zoned-day';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingCampaigns,
  bookingCarts,
  bookings,
  invoices,
  voucherRedemptions,
  vouchers,
} from '../../db/schema/index';
import type { TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import { paidCreditAvailable } from '../mpa-wallet/meta-wallet-ledger';
import { useCard } from '../mpa-wallet/mpa-wallet-test-helpers';
import { checkout, checkoutScene, type Fixture, item, ledgerState, units } from './checkout-test-helpers';

const TAG = 'cc';
let testApp: TestApp;
let owner: TestClient;
let bolt: TestClient;
let fx: Fixture;
let acme: { companyId: number; brandId: string };
let boltCo: { companyId: number; brandId: string };

const cartOf = async (cartId: string | null) =>
  (
    await testApp.deps.db
      .select()
      .from(bookingCarts)
      .where(eq(bookingCarts.id, Number(cartId)))
  )[0]!;
const campaignsOf = (cartId: string | null) =>
  testApp.deps.db
    .select()
    .from(bookingCampaigns)
    .where(eq(bookingCampaigns.cartId, Number(cartId)));

beforeAll(async () => {
  ({ testApp, owner, bolt, fx, acme, boltCo } = await checkoutScene(TAG));
});
afterAll(() => testApp.close());

describe('pricing on the server', () => {
  it('charges the tax of the venture on a card, and none on paid credit', async () => {
    await useCard(testApp, owner, acme.companyId, 'pm_card_visa');
    const card = await checkout(owner, {
      brandId: acme.brandId,
      paymentMethod: 'CARD',
      campaignItems: [item(fx.a, fx.sgWeek(0), [fx.sgHero])],
    });
    expect(card.errors).toEqual([]);
    expect((await cartOf(card.cartId)).totalMicros).toBe(units(1090));
    const credit = await checkout(owner, {
      brandId: acme.brandId,
      campaignItems: [item(fx.a, fx.sgWeek(0), [fx.sgTop])],
    });
    const cart = await cartOf(credit.cartId);
    expect([cart.taxMicros, cart.totalMicros]).toEqual([0n, units(1000)]);
  });

  it('charges overseas tax in another venture, converted into the wallet currency', async () => {
    const answer = await checkout(owner, {
      brandId: acme.brandId,
      paymentMethod: 'WIRE_TRANSFER',
      campaignItems: [item(fx.a, fx.idWeek(1), [fx.idHero], { weeks: 1 })],
    });
    expect(answer.errors).toEqual([]);
    // Rp 11,800,000 = S$1,000; overseas tax 2 % (Acme is in SG, the venture in ID).
    const cart = await cartOf(answer.cartId);
    expect([cart.subtotalMicros, cart.taxMicros, cart.totalMicros]).toEqual([
      units(1000),
      units(20),
      units(1020),
    ]);
  });

  it('adds stackable discounts, takes one alone, refuses other combinations and ones that do not apply', async () => {
    const { five, three, ten, early } = fx.discounts;
    const stacked = await checkout(owner, {
      brandId: acme.brandId,
      paymentMethod: 'WIRE_TRANSFER',
      discountIds: [String(five.id), String(three.id)],
      campaignItems: [item(fx.a, fx.sgWeek(2), [fx.sgHero, fx.sgTop])],
    });
    expect(stacked.errors).toEqual([]);
    // 2 × S$1,000 − 8 % = 1,840, + 9 % tax 165.60.
    const expected = priceCampaign({
      lines: [
        {
          ventureId: '1',
          ventureName: 'SG',
          segmentId: '1',
          segmentName: 'x',
          currency: 'SGD',
          currencySymbol: 'S$',
          ventureRate: '1',
          walletRate: '1',
          walletCurrency: 'SGD',
          priceMicros: units(1000),
          weeks: 1,
          placements: 2,
          taxRate: '9',
          overseasTaxRate: '0',
          ventureCountry: 'SG',
        },
      ],
      discountPercent: '8',
      companyCountry: 'SG',
      paymentMethod: 'WIRE_TRANSFER',
    });
    const cart = await cartOf(stacked.cartId);
    expect(cart.totalMicros).toBe(expected.totalWallet);
    expect(cart.totalMicros).toBe(units(1840) + 165_600_000n);

    const alone = await checkout(owner, {
      brandId: acme.brandId,
      paymentMethod: 'WIRE_TRANSFER',
      campaignItems: [item(fx.a, fx.sgWeek(3), [fx.sgHero], { discountIds: [String(ten.id)] })],
    });
    expect((await cartOf(alone.cartId)).totalMicros).toBe(units(981));

    const combined = await checkout(owner, {
      brandId: acme.brandId,
      campaignItems: [
        item(fx.a, fx.sgWeek(4), [fx.sgHero], { discountIds: [String(five.id), String(ten.id)] }),
      ],
    });
    expect(combined.errors).toEqual([
      { field: 'discountIds', messages: [bookingMessages.discountsNotCombinable] },
    ]);

    const name = 'Too late';
    const notApplying = await checkout(owner, {
      brandId: acme.brandId,
      campaignItems: [item(fx.a, fx.sgWeek(0), [fx.sgHero], { name, discountIds: [String(early.id)] })],
    });
    expect(notApplying.errors[0]!.messages).toContain(
      formatBookingMessage(bookingMessages.discountNotApplicableToCampaign, {
        name: early.name,
        campaign: name,
      }),
    );
  });

  it('takes a voucher off the pre-tax total, percent or fixed, and marks it used for the cart', async () => {
    const db = testApp.deps.db;
    const [percent, fixed] = await db
      .insert(vouchers)
      .values([
        {
          code: 'BOOK10',
          percentage: '10',
          validFrom: new Date(0),
          redeemBy: new Date(Date.UTC(2099, 0, 1)),
        },
        {
          code: 'BOOK50',
          fixedPriceMicros: units(50),
          validFrom: new Date(0),
          redeemBy: new Date(Date.UTC(2099, 0, 1)),
        },
      ])
      .returning();
    const redeem = async (voucherId: number) =>
      String(
        (await db.insert(voucherRedemptions).values({ voucherId, companyId: acme.companyId }).returning())[0]!
          .id,
      );
    const first = await redeem(percent!.id);
    const answer = await checkout(owner, {
      brandId: acme.brandId,
      redeemVoucherId: first,
      campaignItems: [item(fx.a, fx.sgWeek(5), [fx.sgHero])],
    });
    expect(answer.errors).toEqual([]);
    expect((await cartOf(answer.cartId)).totalMicros).toBe(units(900));
    const [used] = await db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.id, Number(first)));
    expect([used!.status, used!.bookingCartId]).toEqual(['USED', Number(answer.cartId)]);

    const second = await checkout(owner, {
      brandId: acme.brandId,
      redeemVoucherId: await redeem(fixed!.id),
      campaignItems: [item(fx.a, fx.sgWeek(5), [fx.sgTop])],
    });
    expect((await cartOf(second.cartId)).totalMicros).toBe(units(950));
    const again = await checkout(owner, {
      brandId: acme.brandId,
      redeemVoucherId: first,
      campaignItems: [item(fx.a, fx.sgWeek(6), [fx.sgTop])],
    });
    expect(again.errors[0]!.field).toBe('redeemVoucherId');
  });

  it('refuses a campaign below the package minimum', async () => {
    const db = testApp.deps.db;
    const { bookingPackages } = await import('../../db/schema/index');
    await db
      .update(bookingPackages)
      .set({ minPriceMicros: units(1500) })
      .where(eq(bookingPackages.id, fx.a.id));
    const answer = await checkout(owner, {
      brandId: acme.brandId,
      campaignItems: [item(fx.a, fx.sgWeek(7), [fx.sgHero])],
    });
    await db
      .update(bookingPackages)
      .set({ minPriceMicros: units(500) })
      .where(eq(bookingPackages.id, fx.a.id));
    expect(answer.errors).toEqual([
      {
        field: 'campaignItems',
        messages: [
          formatBookingMessage(bookingMessages.belowMinimum, { amount: formatMoney(units(1500), 'SGD', 2) }),
        ],
      },
    ]);
  });
});

describe('payment methods', () => {
  it('pays paid credit from the paid lots into revenue:booking, the ledger balanced', async () => {
    const before = await ledgerState(testApp, acme.companyId);
    const answer = await checkout(owner, {
      brandId: acme.brandId,
      campaignItems: [item(fx.a, fx.sgWeek(8), [fx.sgHero], { weeks: 2 })],
    });
    expect(answer.ok).toBe(true);
    const after = await ledgerState(testApp, acme.companyId);
    expect(after.allPostings).toBe(0n);
    expect(before.wallet - after.wallet).toBe(units(2000));
    expect(after.sold - before.sold).toBe(units(2000));
    const cart = await cartOf(answer.cartId);
    const [invoice] = await testApp.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.bookingCartId, cart.id));
    expect([invoice!.id, invoice!.taxMicros, invoice!.totalMicros]).toEqual([
      cart.invoiceId,
      0n,
      units(2000),
    ]);
    const [campaign] = await campaignsOf(answer.cartId);
    expect([campaign!.status, campaign!.paymentStatus, campaign!.trackingCode]).toEqual([
      'PURCHASED',
      'PAID',
      expect.stringMatching(/^BK-\d{8}-[A-Z2-7]{8}$/),
    ]);
  });

  it('refuses more than the paid credit available, and packages paid by paid credit only', async () => {
    const available = await testApp.deps.db.transaction((tx) =>
      paidCreditAvailable(tx, boltCo.companyId, testApp.deps.now()),
    );
    const before = await ledgerState(testApp, boltCo.companyId);
    const answer = await checkout(bolt, {
      brandId: boltCo.brandId,
      campaignItems: [item(fx.a, fx.sgWeek(30), [fx.sgHero, fx.sgTop], { weeks: 4 })],
    });
    expect(answer.errors).toEqual([
      {
        field: 'paymentMethod',
        messages: [
          formatBookingMessage(bookingMessages.notEnoughPaidCredit, {
            available: formatMoney(available, 'MYR', 2),
          }),
        ],
      },
    ]);
    expect((await ledgerState(testApp, boltCo.companyId)).wallet).toBe(before.wallet);
    const onlyCredit = await checkout(owner, {
      brandId: acme.brandId,
      paymentMethod: 'WIRE_TRANSFER',
      campaignItems: [item(fx.b, fx.sgWeek(9), [fx.sgHero])],
    });
    expect(onlyCredit.errors).toEqual([
      { field: 'paymentMethod', messages: [bookingMessages.paidCreditOnly] },
    ]);
  });

  it('charges the default card; a decline keeps nothing', async () => {
    await useCard(testApp, owner, acme.companyId, 'pm_card_chargeDeclined');
    const declined = await checkout(owner, {
      brandId: acme.brandId,
      paymentMethod: 'CARD',
      campaignItems: [item(fx.a, fx.sgWeek(10), [fx.sgHero])],
    });
    expect(declined.errors).toEqual([{ field: 'paymentMethod', messages: [bookingMessages.cardDeclined] }]);
    const held = await testApp.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.placementId, fx.placements.p1.id), eq(bookings.startDate, fx.sgWeek(10))));
    expect(held).toEqual([]);
    await useCard(testApp, owner, acme.companyId, 'pm_card_visa');
    const paid = await checkout(owner, {
      brandId: acme.brandId,
      paymentMethod: 'CARD',
      campaignItems: [item(fx.a, fx.sgWeek(10), [fx.sgHero])],
    });
    expect(paid.ok).toBe(true);
    expect((await cartOf(paid.cartId)).providerPaymentId).toMatch(/^pi_sandbox_ok_/);
    expect((await ledgerState(testApp, acme.companyId)).allPostings).toBe(0n);
  });

  it('records a wire transfer as pending: DRAFT when due now, PURCHASED when due in 30 days', async () => {
    const now = await checkout(owner, {
      brandId: acme.brandId,
      paymentMethod: 'WIRE_TRANSFER',
      campaignItems: [item(fx.a, fx.sgWeek(11), [fx.sgHero])],
    });
    const later = await checkout(owner, {
      brandId: acme.brandId,
      paymentMethod: 'WIRE_TRANSFER',
      paymentTerms: 'IN_30_DAYS',
      campaignItems: [item(fx.a, fx.sgWeek(11), [fx.sgTop])],
    });
    const today = zonedDay(testApp.deps.now(), 'Asia/Singapore');
    expect((await cartOf(now.cartId)).dueDate).toBe(today);
    expect((await cartOf(later.cartId)).dueDate).not.toBe(today);
    expect((await campaignsOf(now.cartId)).map((c) => [c.status, c.paymentStatus])).toEqual([
      ['DRAFT', 'PENDING'],
    ]);
    expect((await campaignsOf(later.cartId)).map((c) => [c.status, c.paymentStatus])).toEqual([
      ['PURCHASED', 'PENDING'],
    ]);
    const cardLater = await checkout(owner, {
      brandId: acme.brandId,
      paymentMethod: 'CARD',
      paymentTerms: 'IN_30_DAYS',
      campaignItems: [item(fx.a, fx.sgWeek(12), [fx.sgTop])],
    });
    expect(cardLater.errors).toEqual([{ field: 'paymentMethod', messages: [bookingMessages.termsWireOnly] }]);
  });
});
