import { reserveReasonError } from '@portal/domain/booking-dates';
import { addDays } from '@portal/domain/zoned-day';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingCampaigns,
  bookingCarts,
  bookings,
  creditNotes,
  credits,
  ledgerPostings,
} from '../../db/schema/index';
import { addRoleTeam, TEAM_PASSWORD } from '../../testing/company-team';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { addCredit, useCard } from '../mpa-wallet/mpa-wallet-test-helpers';
import { bookingAccounts } from './booking-ledger';
import {
  bookingCompany,
  bookingFixture,
  type CheckoutAnswer,
  checkout,
  type Fixture,
  item,
  ledgerState,
  units,
} from './checkout-test-helpers';

let clock = new Date();
let testApp: TestApp;
let owner: TestClient;
let staff: TestClient;
let member: TestClient;
let bolt: TestClient;
let fx: Fixture;
let acme: { companyId: number; brandId: string };
const carts = {} as Record<
  'credit20' | 'credit10' | 'credit3' | 'card' | 'wireUnpaid' | 'wireDraft',
  CheckoutAnswer
>;
const weeks = { credit20: 4, credit10: 5, credit3: 6, card: 7, wireUnpaid: 8, wireDraft: 9 } as const;

const CANCEL = `mutation($id: ID!, $reason: String!) { cancelCampaign(campaignId: $id, cancelReason: $reason) {
  ok errors { field messages } campaign { id status paymentStatus refundedAmount } } }`;
type CancelAnswer = {
  ok: boolean;
  errors: { field: string | null; messages: string[] }[];
  campaign: { id: string; status: string; paymentStatus: string; refundedAmount: string } | null;
};
const cancel = async (client: TestClient, id: string, reason = 'Plans changed') =>
  (await client.gql<{ cancelCampaign: CancelAnswer }>(CANCEL, { id, reason })).body;

/**
 * The app's clock at noon (Singapore) `days` days before the campaign's start; the owner signs in again (a
 * session ends when the clock jumps past its lifetime).
 */
async function daysBefore(start: string, days: number) {
  clock = new Date(`${addDays(start, -days)}T04:00:00Z`);
  owner = new TestClient(testApp.app);
  expect((await owner.signIn('owner@demo.test')).ok).toBe(true);
}

/** Back to the real time, the owner signed in again. */
async function resetClock() {
  clock = new Date();
  owner = new TestClient(testApp.app);
  expect((await owner.signIn('owner@demo.test')).ok).toBe(true);
}

const campaignOf = async (answer: CheckoutAnswer) =>
  (
    await testApp.deps.db
      .select()
      .from(bookingCampaigns)
      .where(eq(bookingCampaigns.id, Number(answer.ids[0])))
  )[0]!;
const notesOf = async (answer: CheckoutAnswer) => {
  const [cart] = await testApp.deps.db
    .select()
    .from(bookingCarts)
    .where(eq(bookingCarts.id, Number(answer.cartId)));
  return testApp.deps.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, cart!.invoiceId!));
};

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
  fx = await bookingFixture(testApp, 'cx');
  acme = await bookingCompany(testApp, 'Acme Fashion');
  await addCredit(testApp, acme.companyId, units(20_000), false, 'cancel-tests');
  owner = new TestClient(testApp.app);
  expect((await owner.signIn('owner@demo.test')).ok).toBe(true);
  staff = new TestClient(testApp.app);
  expect((await staff.signIn('staff@demo.test')).ok).toBe(true);
  member = new TestClient(testApp.app);
  expect(
    (await member.signIn((await addRoleTeam(testApp.deps.db, 'Acme Fashion')).MEMBER, TEAM_PASSWORD)).ok,
  ).toBe(true);
  bolt = new TestClient(testApp.app);
  expect(
    (await bolt.signIn((await addRoleTeam(testApp.deps.db, 'Bolt Apparel')).OWNER, TEAM_PASSWORD)).ok,
  ).toBe(true);
  await useCard(testApp, owner, acme.companyId, 'pm_card_visa');
  const buy = (key: keyof typeof carts, paymentMethod: string) =>
    checkout(owner, {
      brandId: acme.brandId,
      paymentMethod,
      campaignItems: [item(fx.a, fx.sgWeek(weeks[key]), [fx.sgHero])],
    });
  for (const key of ['credit20', 'credit10', 'credit3'] as const) carts[key] = await buy(key, 'PAID_CREDIT');
  carts.card = await buy('card', 'CARD');
  carts.wireUnpaid = await buy('wireUnpaid', 'WIRE_TRANSFER');
  carts.wireDraft = await buy('wireDraft', 'WIRE_TRANSFER');
  for (const answer of Object.values(carts)) expect(answer.errors).toEqual([]);
});
afterAll(() => testApp.close());

describe('cancelCampaign', () => {
  it('gives everything back 20 days before the start: a paid lot, a credit note, the week free again', async () => {
    const before = await ledgerState(testApp, acme.companyId);
    await daysBefore(fx.sgWeek(weeks.credit20), 20);
    const answer = await cancel(owner, carts.credit20.ids[0]!);
    expect(answer.data?.cancelCampaign.campaign).toMatchObject({
      status: 'REFUNDED',
      paymentStatus: 'REFUNDED',
      refundedAmount: '1000',
    });
    const after = await ledgerState(testApp, acme.companyId);
    expect(after.allPostings).toBe(0n);
    expect(after.wallet - before.wallet).toBe(units(1000));
    expect(before.sold - after.sold).toBe(units(1000));
    const [note] = await notesOf(carts.credit20);
    expect([note!.totalMicros, note!.settlement]).toEqual([units(1000), 'WALLET_CREDIT']);
    const [lot] = await testApp.deps.db.select().from(credits).where(eq(credits.id, note!.creditId!));
    expect([lot!.kind, lot!.paymentMethod, lot!.isFree]).toEqual(['MANUAL', 'CREDIT_NOTE', false]);
    const held = await testApp.deps.db
      .select()
      .from(bookings)
      .where(eq(bookings.campaignId, Number(carts.credit20.ids[0])));
    expect(held.map((b) => b.status)).toEqual(['RELEASED']);
    await resetClock();
    const again = await checkout(owner, {
      brandId: acme.brandId,
      campaignItems: [item(fx.a, fx.sgWeek(weeks.credit20), [fx.sgHero])],
    });
    expect(again.ok).toBe(true);
  });

  it('gives half back 10 days before, nothing 3 days before', async () => {
    await daysBefore(fx.sgWeek(weeks.credit10), 10);
    expect((await cancel(owner, carts.credit10.ids[0]!)).data?.cancelCampaign.campaign).toMatchObject({
      status: 'PARTIAL_REFUNDED',
      paymentStatus: 'PARTIALLY_REFUNDED',
      refundedAmount: '500',
    });
    expect((await notesOf(carts.credit10)).map((note) => note.totalMicros)).toEqual([units(500)]);
    await daysBefore(fx.sgWeek(weeks.credit3), 3);
    const before = await ledgerState(testApp, acme.companyId);
    expect((await cancel(owner, carts.credit3.ids[0]!)).data?.cancelCampaign.campaign).toMatchObject({
      status: 'CANCELLED',
      refundedAmount: '0',
    });
    expect(await notesOf(carts.credit3)).toEqual([]);
    expect((await ledgerState(testApp, acme.companyId)).wallet).toBe(before.wallet);
    expect((await cancel(owner, carts.credit3.ids[0]!)).data?.cancelCampaign.ok).toBe(false);
  });

  it('refunds a card through the payment provider', async () => {
    await daysBefore(fx.sgWeek(weeks.card), 20);
    const before = await ledgerState(testApp, acme.companyId);
    const answer = await cancel(owner, carts.card.ids[0]!);
    expect(answer.data?.cancelCampaign.campaign).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: '1090',
    });
    const [note] = await notesOf(carts.card);
    expect([note!.settlement, note!.totalMicros]).toEqual(['REFUND', units(1090)]);
    expect(note!.providerRefundId).toMatch(/^re_sandbox_/);
    const after = await ledgerState(testApp, acme.companyId);
    expect([after.wallet, after.allPostings]).toEqual([before.wallet, 0n]);
    const toCard = await testApp.deps.db
      .select()
      .from(ledgerPostings)
      .where(eq(ledgerPostings.entryId, note!.ledgerEntryId!));
    expect(toCard.find((p) => p.account === bookingAccounts.cashCard)?.amount).toBe(units(1090));
  });

  it('cancels an unpaid wire by a credit note for the whole campaign, refunding nothing', async () => {
    await daysBefore(fx.sgWeek(weeks.wireUnpaid), 20);
    const answer = await cancel(owner, carts.wireUnpaid.ids[0]!);
    expect(answer.data?.cancelCampaign.campaign).toMatchObject({ status: 'CANCELLED', refundedAmount: '0' });
    expect((await notesOf(carts.wireUnpaid)).map((n) => [n.totalMicros, n.settlement])).toEqual([
      [units(1090), 'NONE'],
    ]);
  });

  it('asks a reason, lets OWNER cancel but not MEMBER, and hides other companies', async () => {
    await resetClock();
    const id = carts.wireDraft.ids[0]!;
    expect((await cancel(owner, id, '   ')).data?.cancelCampaign.errors).toEqual([
      { field: 'cancelReason', messages: [reserveReasonError('')] },
    ]);
    expect((await cancel(owner, id, 'x'.repeat(121))).data?.cancelCampaign.ok).toBe(false);
    expect((await cancel(member, id)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const intruder = await cancel(bolt, id);
    expect(intruder.data?.cancelCampaign.ok).toBe(false);
    expect((await campaignOf(carts.wireDraft)).status).toBe('DRAFT');
  });
});

describe('markCampaignCartPaid', () => {
  const MARK =
    'mutation($id: ID!) { markCampaignCartPaid(cartId: $id) { ok errors { field messages } cart { id } } }';
  it('books the wire into revenue:booking and moves DRAFT campaigns to PURCHASED, once, for staff only', async () => {
    await resetClock();
    const id = carts.wireDraft.cartId!;
    expect((await owner.gql(MARK, { id })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const before = await ledgerState(testApp, acme.companyId);
    const marked = await staff.gql<{ markCampaignCartPaid: { ok: boolean } }>(MARK, { id });
    expect(marked.body.data?.markCampaignCartPaid.ok).toBe(true);
    const after = await ledgerState(testApp, acme.companyId);
    expect([after.sold - before.sold, after.wallet, after.allPostings]).toEqual([
      units(1090),
      before.wallet,
      0n,
    ]);
    const campaign = await campaignOf(carts.wireDraft);
    expect([campaign.status, campaign.paymentStatus, campaign.chargedMicros]).toEqual([
      'PURCHASED',
      'PAID',
      units(1090),
    ]);
    const again = await staff.gql<{ markCampaignCartPaid: { ok: boolean } }>(MARK, { id });
    expect(again.body.data?.markCampaignCartPaid.ok).toBe(false);
    expect((await ledgerState(testApp, acme.companyId)).sold).toBe(after.sold);
  });
});
