import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  featureFlags,
  invoices,
  ledgerEntries,
  metaSandboxAdAccounts,
  mpaTopUpRequests,
} from '../../db/schema/index';
import { addRoleTeam, TEAM_PASSWORD } from '../../testing/company-team';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { units } from '../meta-ads/meta-ads-test-support';
import { walletBalance } from '../wallet/ledger';
import { metaWalletBalance } from './meta-wallet-ledger';
import {
  acmeSellers,
  addCredit,
  createTopUp,
  decide,
  onboard,
  unboard,
  useCard,
} from './mpa-wallet-test-helpers';

let testApp: TestApp;
let owner: TestClient;
let staff: TestClient;
let acmeId: number;
let sellerId: number;
let otherSellerId: number;
let strangerSellerId: number;
let accountId: string;
const team = {} as Record<'ADMIN' | 'MEMBER' | 'VIEWER', TestClient>;

const metaBalance = () => metaWalletBalance({ db: testApp.deps.db, companyId: acmeId, sellerId });
const sandboxBalance = () => testApp.deps.metaAds.accountBalance(accountId);

beforeAll(async () => {
  testApp = await createTestApp();
  const acme = await acmeSellers(testApp);
  acmeId = acme.companyId;
  [sellerId, otherSellerId] = acme.sellerIds as [number, number];
  strangerSellerId = acme.strangerSellerId;
  accountId = (await onboard(testApp, acmeId, sellerId)).accountId;
  owner = new TestClient(testApp.app);
  expect((await owner.signIn('owner@demo.test')).ok).toBe(true);
  staff = new TestClient(testApp.app);
  expect((await staff.signIn('staff@demo.test')).ok).toBe(true);
  const emails = await addRoleTeam(testApp.deps.db, 'Acme Fashion');
  for (const role of ['ADMIN', 'MEMBER', 'VIEWER'] as const) {
    team[role] = new TestClient(testApp.app);
    expect((await team[role].signIn(emails[role], TEAM_PASSWORD)).ok).toBe(true);
  }
});
afterAll(() => testApp.close());
beforeEach(() => useCard(testApp, owner, acmeId, 'pm_card_visa'));

describe('createMpaTopUpRequest', () => {
  it('records a wire transfer as REQUESTING with the method tax; nothing is credited yet', async () => {
    const before = await metaBalance();
    const result = await createTopUp(owner, { sellerId, requestAmount: '100', method: 'WIRE_TRANSFER' });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.createMpaTopUpRequest).toMatchObject({
      ok: true,
      errors: [],
      topUpRequest: {
        status: 'REQUESTING',
        method: 'WIRE_TRANSFER',
        requestAmount: '100',
        tax: '9',
        taxAmount: '9',
        total: '109',
        invoice: null,
      },
    });
    expect(await metaBalance()).toBe(before);
  });

  it('charges the default card at once: ledger entry, invoice, Meta funded', async () => {
    const [before, fundsBefore] = [await metaBalance(), await sandboxBalance()];
    const result = await createTopUp(owner, { sellerId, requestAmount: '50', method: 'CARD', key: 'card-1' });
    const payload = result.body.data!.createMpaTopUpRequest;
    expect(payload).toMatchObject({ ok: true, topUpRequest: { status: 'COMPLETED', total: '54.5' } });
    expect(payload.topUpRequest!.invoice).toMatchObject({ downloadUrl: '/v1/billing/invoices' });
    const [invoice] = await testApp.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, Number(payload.topUpRequest!.invoice!.id)));
    expect(invoice).toMatchObject({
      companyId: acmeId,
      amountMicros: units(50),
      taxMicros: 4_500_000n,
      totalMicros: 54_500_000n,
    });
    expect(await metaBalance()).toBe(before + units(50));
    expect(await sandboxBalance()).toBe(fundsBefore + units(50));
    // The same key again answers the same request and charges nothing more.
    const again = await createTopUp(owner, { sellerId, requestAmount: '50', method: 'CARD', key: 'card-1' });
    expect(again.body.data!.createMpaTopUpRequest.topUpRequest!.id).toBe(payload.topUpRequest!.id);
    expect(await metaBalance()).toBe(before + units(50));
  });

  it('fails a declined card with the reason, and refuses a card top-up without a saved card', async () => {
    await useCard(testApp, owner, acmeId, 'pm_card_chargeDeclined');
    const before = await metaBalance();
    const declined = await createTopUp(owner, { sellerId, requestAmount: '20', method: 'CARD' });
    expect(declined.body.data!.createMpaTopUpRequest).toMatchObject({
      ok: false,
      errors: [{ field: null, messages: ['billing:error.cardDeclined'] }],
      topUpRequest: { status: 'FAILED', statusReason: 'billing:error.cardDeclined', invoice: null },
    });
    expect(await metaBalance()).toBe(before);
    await useCard(testApp, owner, acmeId, null);
    const noCard = await createTopUp(owner, { sellerId, requestAmount: '20', method: 'CARD' });
    expect(noCard.body.data!.createMpaTopUpRequest).toEqual({
      ok: false,
      errors: [{ field: 'method', messages: ['billing:error.noPaymentCard'] }],
      topUpRequest: null,
    });
  });

  it('moves paid credit (never free credit) when the flag is on and it covers the amount, tax 0, no invoice', async () => {
    await addCredit(testApp, acmeId, units(30), true, 'free-for-meta');
    const covered = async () => (await walletBalance(testApp.deps.db, acmeId)) - units(30);
    const tooMuch = (await covered()) + units(1);
    const refused = await createTopUp(owner, {
      sellerId,
      requestAmount: String(tooMuch / 1_000_000n),
      method: 'PAID_CREDIT',
    });
    expect(refused.body.data!.createMpaTopUpRequest.errors).toEqual([
      { field: 'requestAmount', messages: ['mpa:error.paidCreditTooLow'] },
    ]);
    await addCredit(testApp, acmeId, units(40), false, 'paid-for-meta');
    const [walletBefore, before] = [await walletBalance(testApp.deps.db, acmeId), await metaBalance()];
    const moved = await createTopUp(owner, { sellerId, requestAmount: '40', method: 'PAID_CREDIT' });
    expect(moved.body.data!.createMpaTopUpRequest).toMatchObject({
      ok: true,
      topUpRequest: { status: 'COMPLETED', tax: '0', taxAmount: '0', total: '40', invoice: null },
    });
    expect(await walletBalance(testApp.deps.db, acmeId)).toBe(walletBefore - units(40));
    expect(await metaBalance()).toBe(before + units(40));
    await testApp.deps.db
      .update(featureFlags)
      .set({ isActive: false })
      .where(eq(featureFlags.name, 'use_paid_credit_for_meta_ads'));
    const off = await createTopUp(owner, { sellerId, requestAmount: '1', method: 'PAID_CREDIT' });
    expect(off.body.data!.createMpaTopUpRequest.errors).toEqual([
      { field: 'method', messages: ['billing:error.topUpMethodNotAvailable'] },
    ]);
    await testApp.deps.db
      .update(featureFlags)
      .set({ isActive: true })
      .where(eq(featureFlags.name, 'use_paid_credit_for_meta_ads'));
  });

  it('answers bad input per field', async () => {
    const zero = await createTopUp(owner, { sellerId, requestAmount: '0', method: 'WIRE_TRANSFER' });
    expect(zero.body.data!.createMpaTopUpRequest.errors).toEqual([
      { field: 'requestAmount', messages: ['mpa:error.topUpAmountRequired'] },
    ]);
    const cents = await createTopUp(owner, { sellerId, requestAmount: '10.123', method: 'WIRE_TRANSFER' });
    expect(cents.body.data!.createMpaTopUpRequest.errors[0]?.field).toBe('requestAmount');
    // Within the Decimal range, but not with its 9 % tax on top (the stored total is a bigint).
    const huge = await createTopUp(owner, {
      sellerId,
      requestAmount: '9000000000000',
      method: 'WIRE_TRANSFER',
    });
    expect(huge.body.errors).toBeUndefined();
    expect(huge.body.data!.createMpaTopUpRequest.errors).toEqual([
      { field: 'requestAmount', messages: ['common:error.numberOutOfRange'] },
    ]);
    await unboard(testApp, acmeId, otherSellerId);
    const notOnboarded = await createTopUp(owner, {
      sellerId: otherSellerId,
      requestAmount: '10',
      method: 'WIRE_TRANSFER',
    });
    expect(notOnboarded.body.data!.createMpaTopUpRequest.errors).toEqual([
      { field: 'sellerId', messages: ['mpa:error.sellerNotOnboarded'] },
    ]);
    const stranger = await createTopUp(owner, {
      sellerId: strangerSellerId,
      requestAmount: '10',
      method: 'WIRE_TRANSFER',
    });
    expect(stranger.body.data?.createMpaTopUpRequest.ok ?? false).toBe(false);
    const rows = await testApp.deps.db
      .select()
      .from(mpaTopUpRequests)
      .where(eq(mpaTopUpRequests.sellerId, strangerSellerId));
    expect(rows).toEqual([]);
  });

  it("refuses an idempotency key sent again for another seller (it names the first seller's request)", async () => {
    await onboard(testApp, acmeId, otherSellerId);
    const first = await createTopUp(owner, {
      sellerId,
      requestAmount: '12',
      method: 'WIRE_TRANSFER',
      key: 'one-key',
    });
    expect(first.body.data!.createMpaTopUpRequest.ok).toBe(true);
    const other = await createTopUp(owner, {
      sellerId: otherSellerId,
      requestAmount: '12',
      method: 'WIRE_TRANSFER',
      key: 'one-key',
    });
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data!.createMpaTopUpRequest).toEqual({
      ok: false,
      errors: [{ field: 'idempotencyKey', messages: ['common:error.invalidValue'] }],
      topUpRequest: null,
    });
    const again = await createTopUp(owner, {
      sellerId,
      requestAmount: '12',
      method: 'WIRE_TRANSFER',
      key: 'one-key',
    });
    expect(again.body.data!.createMpaTopUpRequest.topUpRequest?.id).toBe(
      first.body.data!.createMpaTopUpRequest.topUpRequest?.id,
    );
  });

  it('lets only the owner top up or read the tax; every role reads balances and requests', async () => {
    for (const role of ['ADMIN', 'MEMBER', 'VIEWER'] as const) {
      const result = await createTopUp(team[role], {
        sellerId,
        requestAmount: '10',
        method: 'WIRE_TRANSFER',
      });
      expect(result.body.errors?.[0]?.message, role).toBe('common:permissionDenied');
      const list = await team[role].gql<{ mpaTopUpRequests: { totalCount: number } }>(
        'query($id: ID!) { mpaTopUpRequests(sellerId: $id) { totalCount } }',
        { id: sellerId },
      );
      expect(list.body.data?.mpaTopUpRequests.totalCount, role).toBeGreaterThan(0);
      const balance = await team[role].gql<{ getWalletBalance: { currency: string } }>(
        'query($id: ID!) { getWalletBalance(sellerId: $id) { balance currency } }',
        { id: sellerId },
      );
      expect(balance.body.data?.getWalletBalance.currency, role).toBe('SGD');
    }
    const tax = await owner.gql<{ card: string; credit: string }>(
      '{ card: mpaTopUpTax(method: CARD) credit: mpaTopUpTax(method: PAID_CREDIT) }',
    );
    expect(tax.body.data).toEqual({ card: '9', credit: '0' });
  });
});

describe('staff decisions on wire transfers', () => {
  async function wire(amount: string) {
    const result = await createTopUp(owner, { sellerId, requestAmount: amount, method: 'WIRE_TRANSFER' });
    return result.body.data!.createMpaTopUpRequest.topUpRequest!.id;
  }

  type PendingRow = {
    companyName: string;
    request: { id: string; status: string; reference: string | null; paymentInstructions: unknown };
  };
  async function pendingRequest(id: string) {
    const pending = await staff.gql<{ pendingMpaTopUpRequests: { objects: PendingRow[] } }>(
      `{ pendingMpaTopUpRequests { totalCount objects {
        request { id status reference paymentInstructions { reference } } companyId companyName sellerName
      } } }`,
    );
    expect(pending.body.errors).toBeUndefined();
    return pending.body.data!.pendingMpaTopUpRequests.objects.find((row) => row.request.id === id);
  }

  it('gives a reference to wire transfers only, MPA-TOPUP- and the number', async () => {
    const id = await wire('15');
    await createTopUp(owner, { sellerId, requestAmount: '5', method: 'CARD', key: 'card-reference' });
    const list = await owner.gql<{
      mpaTopUpRequests: { objects: { id: string; method: string; reference: string | null }[] };
    }>('query($id: ID!) { mpaTopUpRequests(sellerId: $id) { objects { id method reference } } }', {
      id: sellerId,
    });
    const objects = list.body.data!.mpaTopUpRequests.objects;
    expect(objects.find((row) => row.id === id)?.reference).toBe(`MPA-TOPUP-${id.padStart(6, '0')}`);
    expect(objects.some((row) => row.method === 'CARD')).toBe(true);
    for (const row of objects)
      expect(row.reference).toBe(
        row.method === 'WIRE_TRANSFER' ? `MPA-TOPUP-${row.id.padStart(6, '0')}` : null,
      );
  });

  it('approves, then completes once however often it is asked, even at the same moment', async () => {
    const id = await wire('200');
    const [before, fundsBefore] = [await metaBalance(), await sandboxBalance()];
    const pending = await pendingRequest(id);
    // The reference the owner was told to quote, so staff match the transfer to the request.
    expect(pending).toMatchObject({
      companyName: 'Acme Fashion',
      request: { status: 'REQUESTING', reference: `MPA-TOPUP-${id.padStart(6, '0')}` },
    });
    const approved = await decide(staff, 'approveMpaTopUpRequest', id);
    expect(approved.body.data!.approveMpaTopUpRequest).toMatchObject({
      ok: true,
      topUpRequest: { status: 'APPROVED' },
    });
    // Approved, it has no payment instructions any more but staff still complete it against its reference.
    expect((await pendingRequest(id))?.request).toEqual({
      id,
      status: 'APPROVED',
      reference: `MPA-TOPUP-${id.padStart(6, '0')}`,
      paymentInstructions: null,
    });
    const completions = await Promise.all([0, 1, 2].map(() => decide(staff, 'completeMpaTopUpRequest', id)));
    for (const result of completions)
      expect(result.body.data!.completeMpaTopUpRequest).toMatchObject({
        ok: true,
        topUpRequest: { status: 'COMPLETED' },
      });
    const invoiceIds = new Set(
      completions.map((r) => r.body.data!.completeMpaTopUpRequest.topUpRequest!.invoice!.id),
    );
    expect(invoiceIds.size).toBe(1);
    expect(await metaBalance()).toBe(before + units(200));
    expect(await sandboxBalance()).toBe(fundsBefore + units(200));
    const entries = await testApp.deps.db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.kind, 'META_TOP_UP'), eq(ledgerEntries.idempotencyKey, `mpa-top-up:${id}`)),
      );
    expect(entries).toHaveLength(1);
    const late = await decide(staff, 'failMpaTopUpRequest', id, 'too late');
    expect(late.body.data!.failMpaTopUpRequest.errors).toEqual([
      { field: 'id', messages: ['billing:error.topUpNotPending'] },
    ]);
  });

  it('rolls a completion back when Meta refuses the funds, and completes once Meta answers again', async () => {
    const id = await wire('60');
    const before = await metaBalance();
    const setFault = (fault: string | null) =>
      testApp.deps.db
        .update(metaSandboxAdAccounts)
        .set({ fault })
        .where(eq(metaSandboxAdAccounts.accountId, accountId));
    await setFault('EXPIRED_TOKEN');
    const refused = await decide(staff, 'completeMpaTopUpRequest', id);
    expect(refused.body.data!.completeMpaTopUpRequest).toMatchObject({ ok: false, topUpRequest: null });
    expect(refused.body.data!.completeMpaTopUpRequest.errors[0]?.messages[0]).toMatch(
      /Meta session has expired/,
    );
    const [row] = await testApp.deps.db
      .select()
      .from(mpaTopUpRequests)
      .where(eq(mpaTopUpRequests.id, Number(id)));
    expect(row).toMatchObject({ status: 'REQUESTING', invoiceId: null });
    expect(await metaBalance()).toBe(before);
    await setFault(null);
    const completed = await decide(staff, 'completeMpaTopUpRequest', id);
    expect(completed.body.data!.completeMpaTopUpRequest.topUpRequest?.status).toBe('COMPLETED');
    expect(await metaBalance()).toBe(before + units(60));
  });

  it('fails with a required reason; a failed request is never completed', async () => {
    const id = await wire('30');
    const noReason = await decide(staff, 'failMpaTopUpRequest', id, '  ');
    expect(noReason.body.data!.failMpaTopUpRequest.errors).toEqual([
      { field: 'reason', messages: ['billing:error.requireReason'] },
    ]);
    const failed = await decide(staff, 'failMpaTopUpRequest', id, 'No payment received');
    expect(failed.body.data!.failMpaTopUpRequest).toMatchObject({
      ok: true,
      topUpRequest: { status: 'FAILED', statusReason: 'No payment received' },
    });
    const complete = await decide(staff, 'completeMpaTopUpRequest', id);
    expect(complete.body.data!.completeMpaTopUpRequest.ok).toBe(false);
    const unknown = await decide(staff, 'approveMpaTopUpRequest', 999_999);
    expect(unknown.body.data!.approveMpaTopUpRequest.errors).toEqual([
      { field: 'id', messages: ['billing:error.unknownTopUpRequest'] },
    ]);
  });

  it('is refused to every company role', async () => {
    const id = await wire('10');
    for (const client of [owner, team.ADMIN, team.MEMBER, team.VIEWER]) {
      for (const operation of [
        'approveMpaTopUpRequest',
        'completeMpaTopUpRequest',
        'failMpaTopUpRequest',
      ] as const) {
        const result = await decide(client, operation, id, 'nope');
        expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
      }
      const list = await client.gql('{ pendingMpaTopUpRequests { totalCount } }');
      expect(list.body.errors?.[0]?.message).toBe('common:permissionDenied');
    }
    const [row] = await testApp.deps.db
      .select()
      .from(mpaTopUpRequests)
      .where(eq(mpaTopUpRequests.id, Number(id)));
    expect(row!.status).toBe('REQUESTING');
  });
});
