import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  autoTopUpSettings,
  companies,
  credits,
  invoices,
  jobs,
  notifications,
  paymentMethods,
  sandboxProviderUsers,
  topUpRequests,
  voucherRedemptions,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { walletBalance } from '../wallet/ledger';
import { spendFromWallet } from '../wallet/spend-from-wallet';
import { paymentProviderFor } from './payment-provider';
import { runAutoTopUp } from './run-auto-top-up';
import { signSandboxWebhook } from './sandbox-payment-provider';
import { seedVouchers } from './seed-vouchers';

let testApp: TestApp;
let owner: TestClient;
let acmeId: number;

const TOP_UP = `mutation($amount: Decimal!, $type: TopUpMethod!, $redeemId: ID, $key: String, $provider: String) {
  createTopUpRequest(amount: $amount, type: $type, redeemId: $redeemId, idempotencyKey: $key, provider: $provider) {
    ok errors { field messages } confirmToken
    topUp { id status confirmToken amount discount tax total type provider redeemId statusReason }
  } }`;

type TopUpResult = {
  createTopUpRequest: {
    ok: boolean;
    errors: { field: string | null; messages: string[] }[];
    confirmToken: string | null;
    topUp: {
      id: string;
      status: string;
      amount: string;
      discount: string;
      tax: string;
      total: string;
      redeemId: string | null;
      statusReason: string | null;
    } | null;
  };
};

async function topUp(client: TestClient, vars: Record<string, unknown>) {
  const result = await client.gql<TopUpResult>(TOP_UP, { type: 'CARD', ...vars });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.createTopUpRequest;
}

/** The owner's Credits list filtered on REQUESTED, as the billing page asks for it. */
async function requestedCredits() {
  const result = await owner.gql<{
    listCredits: {
      objects: { id: string; status: string; amount: string; paymentMethod: string; description: string }[];
    };
  }>('{ listCredits(status: REQUESTED) { objects { id status amount paymentMethod description } } }');
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.listCredits.objects;
}

async function saveCard(client: TestClient, token: string, indexToReplace?: number) {
  const result = await client.gql<{ savePaymentMethod: { ok: boolean; errors: unknown[] } }>(
    'mutation($token: String!, $i: Int) { savePaymentMethod(token: $token, indexToReplace: $i) { ok errors { field messages } clientSecret } }',
    { token, i: indexToReplace ?? null },
  );
  return result.body.data!.savePaymentMethod;
}

async function cards(client: TestClient) {
  const result = await client.gql<{
    paymentMethods: { id: string; brand: string; last4: string; expYear: number }[];
  }>('{ paymentMethods { id brand last4 expMonth expYear } }');
  return result.body.data!.paymentMethods;
}

const balance = () => walletBalance(testApp.deps.db, acmeId);

function webhook(body: string, signature: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/v1/payments/webhooks/sandbox',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  // The app seeds the vouchers at start; seeding again must change nothing.
  await seedVouchers(testApp.deps.db);
  const [acme] = await testApp.deps.db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
  acmeId = acme!.id;
  owner = new TestClient(testApp.app);
  expect((await owner.signIn('owner@demo.test')).ok).toBe(true);
});
afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.deps.db.delete(paymentMethods).where(eq(paymentMethods.companyId, acmeId));
});

describe('cards', () => {
  it('saves, lists, makes default, replaces and deletes cards, at most 3', async () => {
    expect(await cards(owner)).toEqual([]);
    expect((await saveCard(owner, 'pm_card_visa')).ok).toBe(true);
    expect((await saveCard(owner, 'pm_card_chargeDeclined')).ok).toBe(true);
    expect((await saveCard(owner, 'pm_card_authenticationRequired')).ok).toBe(true);
    expect((await cards(owner)).map((card) => card.last4)).toEqual(['4242', '0002', '3184']);
    const fourth = await saveCard(owner, 'pm_card_visa');
    expect(fourth).toMatchObject({
      ok: false,
      errors: [{ field: null, messages: ['billing:error.tooManyCards'] }],
    });

    const setDefault = await owner.gql('mutation { setDefaultPaymentMethod(index: 2) { ok } }');
    expect(setDefault.body.data).toEqual({ setDefaultPaymentMethod: { ok: true } });
    expect((await cards(owner)).map((card) => card.last4)).toEqual(['3184', '4242', '0002']);

    expect((await saveCard(owner, 'pm_card_visa', 2)).ok).toBe(true);
    expect((await cards(owner)).map((card) => card.last4)).toEqual(['3184', '4242', '4242']);

    const removed = await owner.gql('mutation { deletePaymentMethod(index: 0) { ok } }');
    expect(removed.body.data).toEqual({ deletePaymentMethod: { ok: true } });
    expect((await cards(owner)).map((card) => card.last4)).toEqual(['4242', '4242']);

    const bad = await owner.gql<{ deletePaymentMethod: { ok: boolean; errors: unknown[] } }>(
      'mutation { deletePaymentMethod(index: 7) { ok errors { field messages } } }',
    );
    expect(bad.body.data!.deletePaymentMethod).toEqual({
      ok: false,
      errors: [{ field: 'index', messages: ['billing:error.unknownCard'] }],
    });
    expect((await saveCard(owner, 'pm_forged')).errors).toEqual([
      { field: 'token', messages: ['billing:error.invalidCard'] },
    ]);
  });

  it('tokenises the sandbox card form with Luhn and expiry checks', async () => {
    const csrf = await owner.csrf();
    const post = (payload: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/v1/payments/sandbox/tokens',
        headers: {
          'content-type': 'application/json',
          'x-csrftoken': csrf,
          cookie: `csrftoken=${csrf}; sessionid=${owner.cookie('sessionid')}`,
        },
        payload,
      });
    const year = new Date().getUTCFullYear() + 2;
    const ok = await post({ number: '4000 0027 6000 3184', expMonth: 12, expYear: year, cvc: '123' });
    expect(ok.statusCode).toBe(200);
    const token = ok.json<{ token: string }>().token;
    expect(token).toMatch(/^pm_sandbox_auth_visa_3184_12_/);
    expect((await saveCard(owner, token)).ok).toBe(true);
    expect((await cards(owner))[0]).toMatchObject({ brand: 'visa', last4: '3184', expYear: year });

    const luhn = await post({ number: '4242 4242 4242 4241', expMonth: 12, expYear: year, cvc: '123' });
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json()).toEqual({
      errors: [{ field: 'number', messages: ['billing:error.invalidCardNumber'] }],
    });
    const expired = await post({ number: '4242424242424242', expMonth: 1, expYear: 2020, cvc: '123' });
    expect(expired.json()).toEqual({
      errors: [{ field: 'expYear', messages: ['billing:error.cardExpired'] }],
    });
  });

  it('answers the provider, client data, taxes, limits and allowTopUp', async () => {
    const result = await owner.gql(
      '{ paymentProvider paymentClientData { provider tokenUrl confirmUrl publishableKey } topUpTaxes { method taxRate } cardPaymentMinMax recommendedTopUpAmounts allowTopUp autoTopUp { autoTopUp autoTopUpThreshold autoTopUpAmount } }',
    );
    expect(result.body.data).toEqual({
      paymentProvider: 'sandbox',
      paymentClientData: {
        provider: 'sandbox',
        tokenUrl: '/v1/payments/sandbox/tokens',
        confirmUrl: '/v1/payments/sandbox/confirm',
        publishableKey: null,
      },
      topUpTaxes: [
        { method: 'CARD', taxRate: '9' },
        { method: 'WIRE_TRANSFER', taxRate: '9' },
        { method: 'SELLER_CENTER', taxRate: '0' },
        { method: 'CREDIT_NOTE', taxRate: '0' },
      ],
      cardPaymentMinMax: ['50', '50000'],
      recommendedTopUpAmounts: ['100', '500', '1000'],
      allowTopUp: true,
      autoTopUp: { autoTopUp: false, autoTopUpThreshold: '0', autoTopUpAmount: '100' },
    });
  });

  it('denies every role but the owner', async () => {
    for (const email of ['admin@demo.test', 'member@demo.test', 'viewer@demo.test']) {
      const client = new TestClient(testApp.app);
      await client.signIn(email);
      for (const query of [
        '{ paymentMethods { id } }',
        '{ allowTopUp }',
        'mutation { savePaymentMethod(token: "pm_card_visa") { ok } }',
        'mutation { createTopUpRequest(amount: "100", type: CARD) { ok } }',
        'mutation { redeemVoucherCode(voucherCode: "WELCOME10") { ok } }',
        'mutation { updateAutoTopUp(autoTopUp: false) { ok } }',
        'mutation { markTopUpRequestPaid(id: "1") { ok } }',
      ]) {
        const result = await client.gql(query);
        expect(result.body.errors?.[0]?.message, `${email} ${query}`).toBe('common:permissionDenied');
      }
    }
  });
});

describe('top-ups', () => {
  it('charges the default card, credits the wallet and issues a gap-free invoice', async () => {
    await saveCard(owner, 'pm_card_visa');
    const before = await balance();
    const result = await topUp(owner, { amount: '100' });
    expect(result).toMatchObject({
      ok: true,
      confirmToken: null,
      topUp: { status: 'PAID', amount: '100', discount: '0', tax: '9', total: '109' },
    });
    expect(await balance()).toBe(before + 100_000_000n);
    const second = await topUp(owner, { amount: '50.5' });
    expect(second.topUp!.status).toBe('PAID');
    const rows = await testApp.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.companyId, acmeId))
      .orderBy(invoices.id);
    const numbers = rows.slice(-2).map((row) => Number(row.invoiceNo.split('-').at(-1)));
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(rows.at(-1)!.invoiceNo).toMatch(/^SG-\d{4}-\d{6}$/);
    expect(rows.at(-1)).toMatchObject({
      amountMicros: 50_500_000n,
      taxMicros: 4_550_000n,
      totalMicros: 55_050_000n,
      currency: 'SGD',
    });
    expect(rows.at(-1)!.details).toMatchObject({
      taxRate: '9',
      paymentMethod: 'CARD',
      lines: [{ amount: '50.5' }],
    });
  });

  it('refuses bad amounts with the spec keys', async () => {
    await saveCard(owner, 'pm_card_visa');
    const cases: [string, string][] = [
      ['-5', 'billing:error.invalidAmount'],
      ['100.123', 'billing:error.tooManyDecimals'],
      ['50000.01', 'billing:error.topUpAmountGreaterThanMaximum'],
      ['49.99', 'billing:error.topUpAmountLessThanMinimum'],
    ];
    for (const [amount, message] of cases) {
      const result = await topUp(owner, { amount });
      expect(result, amount).toMatchObject({
        ok: false,
        errors: [{ field: 'amount', messages: [message] }],
        topUp: null,
      });
    }
    await testApp.deps.db.delete(paymentMethods).where(eq(paymentMethods.companyId, acmeId));
    expect((await topUp(owner, { amount: '100' })).errors).toEqual([
      { field: 'type', messages: ['billing:error.noPaymentCard'] },
    ]);
  });

  it('declines the sandbox decline card and keeps the wallet', async () => {
    await saveCard(owner, 'pm_card_chargeDeclined');
    const before = await balance();
    const result = await topUp(owner, { amount: '100' });
    expect(result).toMatchObject({
      ok: false,
      topUp: { status: 'FAILED', statusReason: 'billing:error.cardDeclined' },
    });
    expect(await balance()).toBe(before);
  });

  it('goes through the confirmation step, then checkVerifiedTopUpRequest completes it once', async () => {
    await saveCard(owner, 'pm_card_authenticationRequired');
    const before = await balance();
    const result = await topUp(owner, { amount: '200' });
    expect(result.topUp!.status).toBe('PENDING');
    expect(result.confirmToken).toMatch(/^pi_sandbox_auth_.*_secret_/);
    const check = () =>
      owner.gql<{ checkVerifiedTopUpRequest: { ok: boolean; topUp: { status: string } } }>(
        'mutation($id: ID!) { checkVerifiedTopUpRequest(id: $id) { ok topUp { status } } }',
        { id: result.topUp!.id },
      );
    expect((await check()).body.data!.checkVerifiedTopUpRequest.topUp.status).toBe('PENDING');
    const csrf = await owner.csrf();
    const confirm = await testApp.app.inject({
      method: 'POST',
      url: '/v1/payments/sandbox/confirm',
      headers: {
        'content-type': 'application/json',
        'x-csrftoken': csrf,
        cookie: `csrftoken=${csrf}; sessionid=${owner.cookie('sessionid')}`,
      },
      payload: { clientSecret: result.confirmToken, approve: true },
    });
    expect(confirm.json()).toMatchObject({ status: 'succeeded' });
    expect((await check()).body.data!.checkVerifiedTopUpRequest.topUp.status).toBe('PAID');
    expect((await check()).body.data!.checkVerifiedTopUpRequest.topUp.status).toBe('PAID');
    expect(await balance()).toBe(before + 200_000_000n);
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/v1/payments/sandbox/confirm',
      headers: {
        'content-type': 'application/json',
        'x-csrftoken': csrf,
        cookie: `csrftoken=${csrf}; sessionid=${owner.cookie('sessionid')}`,
      },
      payload: { clientSecret: `${result.confirmToken!.slice(0, -2)}00` },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: 'topUp:error.cannotConfirm', field: 'clientSecret' });
  });

  it('applies a webhook once: three deliveries, out of order, and a bad signature', async () => {
    await saveCard(owner, 'pm_card_authenticationRequired');
    const result = await topUp(owner, { amount: '300' });
    const [row] = await testApp.deps.db
      .select()
      .from(topUpRequests)
      .where(eq(topUpRequests.id, Number(result.topUp!.id)));
    const intentId = row!.providerPaymentId!;
    // The customer approved at the sandbox (state only; no webhook yet).
    await paymentProviderFor(testApp.deps).confirmPaymentIntent(intentId);
    const before = await balance();
    const event = (id: string, type: string) =>
      JSON.stringify({ id, type, data: { object: { object: 'payment_intent', id: intentId } } });
    const failedFirst = event('evt_1', 'payment_intent.payment_failed');
    const succeeded = event('evt_2', 'payment_intent.succeeded');
    const forged = await webhook(succeeded, 't=1,v1=deadbeef');
    expect(forged.statusCode).toBe(400);
    const tampered = await webhook(
      succeeded.replace('evt_2', 'evt_3'),
      signSandboxWebhook(succeeded, new Date()),
    );
    expect(tampered.statusCode).toBe(400);
    expect(await balance()).toBe(before);
    expect((await webhook(failedFirst, signSandboxWebhook(failedFirst, new Date()))).statusCode).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await webhook(succeeded, signSandboxWebhook(succeeded, new Date()))).statusCode).toBe(200);
    expect(await balance()).toBe(before + 300_000_000n);
    const [after] = await testApp.deps.db.select().from(topUpRequests).where(eq(topUpRequests.id, row!.id));
    expect(after!.status).toBe('PAID');
    expect(
      (await testApp.deps.db.select().from(invoices).where(eq(invoices.topUpRequestId, row!.id))).length,
    ).toBe(1);
  });

  it('charges once for concurrent requests with the same idempotency key', async () => {
    await saveCard(owner, 'pm_card_visa');
    const before = await balance();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        owner.gql<TopUpResult>(TOP_UP, { amount: '100', type: 'CARD', key: 'same-key-1' }),
      ),
    );
    const ids = new Set(results.map((r) => r.body.data!.createTopUpRequest.topUp!.id));
    expect(ids.size).toBe(1);
    expect(await balance()).toBe(before + 100_000_000n);
    const rows = await testApp.deps.db
      .select()
      .from(topUpRequests)
      .where(and(eq(topUpRequests.companyId, acmeId), eq(topUpRequests.idempotencyKey, 'same-key-1')));
    expect(rows).toHaveLength(1);
  });

  it('records a wire transfer as pending until staff mark it paid', async () => {
    const before = await balance();
    const result = await topUp(owner, { amount: '500', type: 'WIRE_TRANSFER' });
    expect(result.topUp).toMatchObject({ status: 'PENDING', tax: '45', total: '545' });
    expect(await balance()).toBe(before);
    // The request leaves its trace at once: a REQUESTED lot in Credits (no balance yet) and, for the
    // 'request received' modal, the bank account, the reference and the amount to pay.
    const requested = await requestedCredits();
    expect(requested).toEqual([
      expect.objectContaining({ status: 'REQUESTED', amount: '500', paymentMethod: 'WIRE_TRANSFER' }),
    ]);
    const reference = `TOPUP-${result.topUp!.id.padStart(6, '0')}`;
    expect(requested[0]!.description).toContain(reference);
    const instructions = await owner.gql<{
      checkVerifiedTopUpRequest: { topUp: { paymentInstructions: Record<string, string> | null } };
    }>(
      'mutation($id: ID!) { checkVerifiedTopUpRequest(id: $id) { topUp { paymentInstructions { reference total currency bankName accountName accountNumber swiftCode } } } }',
      { id: result.topUp!.id },
    );
    expect(instructions.body.errors).toBeUndefined();
    expect(instructions.body.data!.checkVerifiedTopUpRequest.topUp.paymentInstructions).toEqual({
      reference,
      total: '545',
      currency: 'SGD',
      bankName: 'DBS Bank Ltd.',
      accountName: 'Marketing Portal Pte. Ltd.',
      accountNumber: '003-900000-1',
      swiftCode: 'DBSSSGSG',
    });
    const staff = new TestClient(testApp.app);
    await staff.signIn('staff@demo.test');
    const paid = await staff.gql<{ markTopUpRequestPaid: { ok: boolean; topUp: { status: string } } }>(
      'mutation($id: ID!) { markTopUpRequestPaid(id: $id) { ok topUp { status } } }',
      { id: result.topUp!.id },
    );
    expect(paid.body.data!.markTopUpRequestPaid).toEqual({ ok: true, topUp: { status: 'PAID' } });
    const again = await staff.gql<{ markTopUpRequestPaid: { ok: boolean } }>(
      'mutation($id: ID!) { markTopUpRequestPaid(id: $id) { ok } }',
      { id: result.topUp!.id },
    );
    expect(again.body.data!.markTopUpRequestPaid.ok).toBe(false);
    expect(await balance()).toBe(before + 500_000_000n);
    const credit = await testApp.deps.db
      .select()
      .from(credits)
      .where(eq(credits.companyId, acmeId))
      .orderBy(asc(credits.id));
    expect(credit.at(-1)).toMatchObject({ paymentMethod: 'WIRE_TRANSFER', kind: 'TOPUP', isFree: false });
    // The requested lot itself became the paid one: no second row, nothing left REQUESTED.
    expect(credit.at(-1)).toMatchObject({
      id: Number(requested[0]!.id),
      status: 'PAID',
      amount: 500_000_000n,
    });
    expect(await requestedCredits()).toEqual([]);

    const other = await topUp(owner, { amount: '60', type: 'CREDIT_NOTE' });
    expect(await requestedCredits()).toEqual([
      expect.objectContaining({ status: 'REQUESTED', amount: '60', paymentMethod: 'CREDIT_NOTE' }),
    ]);
    const failed = await staff.gql<{ markTopUpRequestFailed: { ok: boolean; topUp: { status: string } } }>(
      'mutation($id: ID!) { markTopUpRequestFailed(id: $id, reason: "No note") { ok topUp { status } } }',
      { id: other.topUp!.id },
    );
    expect(failed.body.data!.markTopUpRequestFailed).toEqual({ ok: true, topUp: { status: 'FAILED' } });
    // The note never came: its requested lot is gone.
    expect(await requestedCredits()).toEqual([]);
  });

  it('takes a seller-center top-up from the linked balance in the same transaction', async () => {
    const [sellerBefore] = await testApp.deps.db
      .select()
      .from(sandboxProviderUsers)
      .where(eq(sandboxProviderUsers.email, 'acme@sc-sg.sandbox.test'));
    const before = await balance();
    const result = await topUp(owner, { amount: '100', type: 'SELLER_CENTER', provider: 'sc_sg' });
    expect(result.topUp).toMatchObject({ status: 'PAID', tax: '0', total: '100' });
    expect(await balance()).toBe(before + 100_000_000n);
    const [sellerAfter] = await testApp.deps.db
      .select()
      .from(sandboxProviderUsers)
      .where(eq(sandboxProviderUsers.id, sellerBefore!.id));
    expect(sellerAfter!.sellerBalanceMicros).toBe(sellerBefore!.sellerBalanceMicros - 100_000_000n);
    // Above the seller account's balance: refused up front on the amount, nothing requested, nothing taken.
    const requestsBefore = await testApp.deps.db.select().from(topUpRequests);
    const tooMuch = await topUp(owner, { amount: '5000', type: 'SELLER_CENTER', provider: 'sc_sg' });
    expect(tooMuch.errors).toEqual([{ field: 'amount', messages: ['billing:error.sellerBalanceTooLow'] }]);
    expect(tooMuch.topUp).toBeNull();
    expect(await testApp.deps.db.select().from(topUpRequests)).toHaveLength(requestsBefore.length);
    const [sellerUnchanged] = await testApp.deps.db
      .select()
      .from(sandboxProviderUsers)
      .where(eq(sandboxProviderUsers.id, sellerBefore!.id));
    expect(sellerUnchanged!.sellerBalanceMicros).toBe(sellerAfter!.sellerBalanceMicros);
    const unlinked = await topUp(owner, { amount: '100', type: 'SELLER_CENTER', provider: 'sc_id' });
    expect(unlinked.errors).toEqual([{ field: 'provider', messages: ['billing:error.unknownSellerCenter'] }]);
  });
});

describe('vouchers', () => {
  it('applies WELCOME10 once per company, releases it when the payment fails', async () => {
    const redeem = (code: string) =>
      owner.gql<{
        redeemVoucherCode: {
          ok: boolean;
          errors: { field: string; messages: string[] }[];
          redeemInfo: { redeemId: string; percentage: string; minAmount: string } | null;
        };
      }>(
        'mutation($code: String!) { redeemVoucherCode(voucherCode: $code) { ok errors { field messages } redeemInfo { voucherId voucherCode redeemId amount percentage fixedPrice validFrom redeemBy minAmount eligibleCompanyIds eligiblePackageIds } } }',
        { code },
      );
    await saveCard(owner, 'pm_card_chargeDeclined');
    const first = (await redeem('welcome10')).body.data!.redeemVoucherCode;
    expect(first).toMatchObject({ ok: true, redeemInfo: { percentage: '10', minAmount: '50' } });
    const declined = await topUp(owner, { amount: '100', redeemId: first.redeemInfo!.redeemId });
    expect(declined.topUp).toMatchObject({ status: 'FAILED', discount: '10', tax: '8.1', total: '98.1' });
    const [released] = await testApp.deps.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.id, Number(first.redeemInfo!.redeemId)));
    expect(released!.status).toBe('RELEASED');

    await testApp.deps.db.delete(paymentMethods).where(eq(paymentMethods.companyId, acmeId));
    await saveCard(owner, 'pm_card_visa');
    const second = (await redeem('WELCOME10')).body.data!.redeemVoucherCode;
    expect(second.ok).toBe(true);
    const before = await balance();
    const paid = await topUp(owner, { amount: '100', redeemId: second.redeemInfo!.redeemId });
    expect(paid.topUp).toMatchObject({ status: 'PAID', discount: '10', total: '98.1' });
    expect(await balance()).toBe(before + 100_000_000n);
    expect((await redeem('WELCOME10')).body.data!.redeemVoucherCode.errors).toEqual([
      { field: 'voucherCode', messages: ['billing:error.voucherAlreadyUsed'] },
    ]);
    const reuse = await topUp(owner, { amount: '100', redeemId: second.redeemInfo!.redeemId });
    expect(reuse.errors).toEqual([{ field: 'redeemId', messages: ['billing:error.unknownVoucherRedeem'] }]);
  });

  it('checks FLAT20 minimum, expiry and eligibility; staff create vouchers', async () => {
    await saveCard(owner, 'pm_card_visa');
    const flat = await owner.gql<{ redeemVoucherCode: { redeemInfo: { redeemId: string } } }>(
      'mutation { redeemVoucherCode(voucherCode: "FLAT20") { ok redeemInfo { redeemId fixedPrice } } }',
    );
    const redeemId = flat.body.data!.redeemVoucherCode.redeemInfo.redeemId;
    const below = await topUp(owner, { amount: '99', redeemId });
    expect(below.errors).toEqual([
      { field: 'amount', messages: ['billing:error.topUpAmountLessThanMinimum'] },
    ]);

    const staff = new TestClient(testApp.app);
    await staff.signIn('staff@demo.test');
    const create = (vars: Record<string, unknown>) =>
      staff.gql<{ createVoucher: { ok: boolean; errors: unknown[] } }>(
        'mutation($code: String!, $p: Decimal, $f: Decimal, $from: DateTime!, $to: DateTime!, $ids: [ID!]) { createVoucher(code: $code, percentage: $p, fixedPrice: $f, validFrom: $from, redeemBy: $to, eligibleCompanyIds: $ids) { ok errors { field messages } voucher { code } } }',
        vars,
      );
    expect(
      (await create({ code: 'OLD5', p: '5', from: '2020-01-01T00:00:00Z', to: '2021-01-01T00:00:00Z' })).body
        .data!.createVoucher.ok,
    ).toBe(true);
    expect(
      (
        await create({
          code: 'BOTH',
          p: '5',
          f: '5',
          from: '2020-01-01T00:00:00Z',
          to: '2099-01-01T00:00:00Z',
        })
      ).body.data!.createVoucher.ok,
    ).toBe(false);
    expect(
      (
        await create({
          code: 'OTHERS',
          f: '5',
          from: '2020-01-01T00:00:00Z',
          to: '2099-01-01T00:00:00Z',
          ids: [String(acmeId + 1)],
        })
      ).body.data!.createVoucher.ok,
    ).toBe(true);
    const expired = await owner.gql(
      'mutation { redeemVoucherCode(voucherCode: "OLD5") { ok errors { field messages } } }',
    );
    expect(expired.body.data).toEqual({
      redeemVoucherCode: {
        ok: false,
        errors: [{ field: 'voucherCode', messages: ['billing:error.voucherExpired'] }],
      },
    });
    const notEligible = await owner.gql(
      'mutation { redeemVoucherCode(voucherCode: "OTHERS") { ok errors { field messages } } }',
    );
    expect(notEligible.body.data).toEqual({
      redeemVoucherCode: {
        ok: false,
        errors: [{ field: 'voucherCode', messages: ['billing:error.voucherNotEligible'] }],
      },
    });
  });
});

describe('auto top-up', () => {
  it('validates settings, then charges once per crossing and notifies the owners', async () => {
    const update = (vars: Record<string, unknown>) =>
      owner.gql<{ updateAutoTopUp: { ok: boolean; errors: unknown[]; autoTopUp: unknown } }>(
        'mutation($on: Boolean!, $t: Decimal, $a: Decimal) { updateAutoTopUp(autoTopUp: $on, autoTopUpThreshold: $t, autoTopUpAmount: $a) { ok errors { field messages } autoTopUp { autoTopUp autoTopUpThreshold autoTopUpAmount } } }',
        vars,
      );
    expect((await update({ on: true })).body.data!.updateAutoTopUp.errors).toEqual([
      { field: 'autoTopUp', messages: ['billing:error.noPaymentCard'] },
    ]);
    await saveCard(owner, 'pm_card_visa');
    expect((await update({ on: true, a: '10' })).body.data!.updateAutoTopUp.errors).toEqual([
      { field: 'autoTopUpAmount', messages: ['billing:error.topUpAmountLessThanMinimum'] },
    ]);
    const current = await balance();
    const threshold = current / 1_000_000n - 10n;
    const saved = await update({ on: true, t: String(threshold), a: '100' });
    expect(saved.body.data!.updateAutoTopUp).toMatchObject({
      ok: true,
      autoTopUp: { autoTopUp: true, autoTopUpAmount: '100' },
    });

    const db = testApp.deps.db;
    const spend = (key: string, units: bigint) =>
      spendFromWallet({
        db,
        input: { companyId: acmeId, amount: units * 1_000_000n, idempotencyKey: key, chargeDate: new Date() },
      });
    await spend('auto-1', 5n);
    expect(await db.select().from(jobs).where(eq(jobs.kind, 'auto-top-up'))).toHaveLength(0);
    await spend('auto-2', 10n);
    await spend('auto-3', 1n);
    const queued = await db.select().from(jobs).where(eq(jobs.kind, 'auto-top-up'));
    expect(queued).toHaveLength(1);
    const before = await balance();
    const outcomes = await Promise.all([
      runAutoTopUp(testApp.deps, { companyId: acmeId }),
      runAutoTopUp(testApp.deps, { companyId: acmeId }),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'charged')).toHaveLength(1);
    expect(await balance()).toBe(before + 100_000_000n);
    expect(await runAutoTopUp(testApp.deps, { companyId: acmeId })).toBe('above-threshold');
    const autos = await db
      .select()
      .from(topUpRequests)
      .where(and(eq(topUpRequests.companyId, acmeId), eq(topUpRequests.isAutoTopUp, true)));
    expect(autos).toHaveLength(1);
    const [settings] = await db
      .select()
      .from(autoTopUpSettings)
      .where(eq(autoTopUpSettings.companyId, acmeId));
    expect(settings!.isArmed).toBe(true);
    const notes = await db.select().from(notifications).where(eq(notifications.kind, 'AUTO_TOP_UP_PAID'));
    expect(notes.length).toBeGreaterThan(0);

    // A second crossing charges again, once.
    await spend('auto-4', 120n);
    expect(await db.select().from(jobs).where(eq(jobs.kind, 'auto-top-up'))).toHaveLength(2);
    expect(await runAutoTopUp(testApp.deps, { companyId: acmeId })).toBe('charged');
    await update({ on: false });
  });
});

describe('top-up amount text (issue 9: money typed in a locale)', () => {
  it('refuses "50,00" instead of reading it as 5000, and takes the canonical "50.00"', async () => {
    expect((await saveCard(owner, 'pm_card_visa')).ok).toBe(true);
    const before = await balance();
    for (const amount of ['50,00', '1.000,00', '5,000', ' 50', '5e1']) {
      const refused = await owner.gql<TopUpResult>(TOP_UP, { type: 'CARD', amount });
      expect(refused.body.errors, amount).toBeUndefined();
      expect(refused.body.data!.createTopUpRequest, amount).toMatchObject({
        ok: false,
        errors: [{ field: 'amount', messages: ['common:error.invalidNumber'] }],
        topUp: null,
      });
    }
    expect(await balance()).toBe(before);
    const finer = await topUp(owner, { amount: '50.001' });
    expect(finer).toMatchObject({
      ok: false,
      errors: [{ field: 'amount', messages: ['billing:error.tooManyDecimals'] }],
    });
    const paid = await topUp(owner, { amount: '50.00' });
    expect(paid).toMatchObject({ ok: true, topUp: { amount: '50', status: 'PAID' } });
    expect(await balance()).toBe(before + 50_000_000n);
  });
});
