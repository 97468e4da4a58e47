import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  creditNotes,
  credits,
  invoices,
  ledgerEntries,
  paymentMethods,
  topUpRequests,
  walletTransactions,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { lotRemaining, walletBalance } from '../wallet/ledger';
import { expectLedgerConsistent } from '../wallet/wallet-test-helpers';

let testApp: TestApp;
let owner: TestClient;
let staff: TestClient;
let acmeId: number;
let boltId: number;

const TOP_UP = `mutation($amount: Decimal!, $type: TopUpMethod!, $key: String) {
  createTopUpRequest(amount: $amount, type: $type, idempotencyKey: $key) {
    ok errors { field messages } topUp { id type status total reference }
  } }`;
const REFUND = `mutation($id: ID!, $reason: String!, $key: String!) {
  refundCredit(creditId: $id, reason: $reason, idempotencyKey: $key) {
    ok errors { field messages } refundedAmount refundMethod
    creditNote { id creditNoteNo amount tax total settlement creditId }
  } }`;
const PENDING = `query($companyId: ID) {
  pendingTopUpRequests(companyId: $companyId) {
    companyId companyName requestedByEmail topUp { id type status amount total currency reference }
  } }`;

type Refund = {
  refundCredit: {
    ok: boolean;
    errors: { field: string | null; messages: string[] }[];
    refundedAmount: string | null;
    refundMethod: string | null;
    creditNote: {
      id: string;
      creditNoteNo: string;
      amount: string;
      tax: string;
      total: string;
      settlement: string;
      creditId: string | null;
    } | null;
  };
};
type Pending = {
  pendingTopUpRequests: {
    companyId: string;
    companyName: string;
    requestedByEmail: string | null;
    topUp: {
      id: string;
      type: string;
      status: string;
      amount: string;
      total: string;
      reference: string | null;
    };
  }[];
};

async function signedIn(email: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email)).ok).toBe(true);
  return client;
}

async function remainingOf(creditId: number) {
  const [row] = await testApp.deps.db
    .select({ remaining: lotRemaining() })
    .from(credits)
    .where(eq(credits.id, creditId));
  return BigInt(row!.remaining);
}

async function paidCardTopUp(amount: string, key: string) {
  const result = await owner.gql<{
    createTopUpRequest: { ok: boolean; topUp: { id: string; status: string } };
  }>(TOP_UP, { amount, type: 'CARD', key });
  expect(result.body.data!.createTopUpRequest.topUp.status).toBe('PAID');
  const [row] = await testApp.deps.db
    .select()
    .from(topUpRequests)
    .where(eq(topUpRequests.id, Number(result.body.data!.createTopUpRequest.topUp.id)));
  return row!;
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.deps.db;
  acmeId = (await db.select().from(companies).where(eq(companies.name, 'Acme Fashion')))[0]!.id;
  boltId = (await db.select().from(companies).where(eq(companies.name, 'Bolt Apparel')))[0]!.id;
  owner = await signedIn('owner@demo.test');
  staff = await signedIn('staff@demo.test');
});
afterAll(() => testApp.close());

describe('demo card', () => {
  it('Acme Fashion starts with the sandbox Visa 4242 as its default card', async () => {
    const result = await owner.gql<{ paymentMethods: { brand: string; last4: string }[] }>(
      '{ paymentMethods { brand last4 } }',
    );
    expect(result.body.data!.paymentMethods).toEqual([{ brand: 'visa', last4: '4242' }]);
    const rows = await testApp.deps.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.companyId, acmeId));
    expect(rows).toMatchObject([{ providerMethodId: 'pm_card_visa', position: 0, provider: 'sandbox' }]);
  });
});

describe('credit notes move money', () => {
  it('credits the wallet with the net amount of a credit note, as a paid CREDIT_NOTE lot', async () => {
    const db = testApp.deps.db;
    const [invoice] = await db.select().from(invoices).where(eq(invoices.companyId, acmeId)).limit(1);
    const before = await walletBalance(db, acmeId);
    const result = await staff.gql<{
      issueCreditNote: {
        ok: boolean;
        creditNote: { amount: string; total: string; settlement: string; creditId: string };
      };
    }>(
      'mutation($id: ID!) { issueCreditNote(invoiceId: $id, amount: "10", reason: "Goodwill") { ok creditNote { amount total settlement creditId } } }',
      { id: invoice!.id },
    );
    const note = result.body.data!.issueCreditNote;
    expect(note).toMatchObject({ ok: true, creditNote: { amount: '10', settlement: 'WALLET_CREDIT' } });
    expect(await walletBalance(db, acmeId)).toBe(before + 10_000_000n);
    const [lot] = await db
      .select()
      .from(credits)
      .where(eq(credits.id, Number(note.creditNote.creditId)));
    expect(lot).toMatchObject({
      paymentMethod: 'CREDIT_NOTE',
      isFree: false,
      kind: 'MANUAL',
      amount: 10_000_000n,
    });
    await expectLedgerConsistent(db, acmeId, testApp.deps.now());
  });
});

describe('refundCredit', () => {
  it('refunds what is left of a card top-up through the provider, with a credit note, once', async () => {
    const db = testApp.deps.db;
    const topUp = await paidCardTopUp('100', 'refund-card-1');
    const creditId = topUp.creditId!;
    expect(await remainingOf(creditId)).toBe(100_000_000n);
    const before = await walletBalance(db, acmeId);

    const first = await staff.gql<Refund>(REFUND, { id: creditId, reason: 'Customer left', key: 'r-1' });
    expect(first.body.errors).toBeUndefined();
    const payload = first.body.data!.refundCredit;
    expect(payload).toMatchObject({
      ok: true,
      errors: [],
      refundedAmount: '100',
      refundMethod: 'CARD',
      creditNote: { amount: '100', tax: '9', total: '109', settlement: 'REFUND', creditId: String(creditId) },
    });
    expect(payload.creditNote!.creditNoteNo).toMatch(/-CN-\d{4}-\d{6}$/);
    expect(await walletBalance(db, acmeId)).toBe(before - 100_000_000n);
    expect(await remainingOf(creditId)).toBe(0n);
    const [lot] = await db.select().from(credits).where(eq(credits.id, creditId));
    expect(lot!.status).toBe('USED_UP');
    const [note] = await db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.id, Number(payload.creditNote!.id)));
    expect(note!.providerRefundId).toMatch(/^re_sandbox_/);
    const [entry] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, note!.ledgerEntryId!));
    expect(entry!.kind).toBe('REFUND');
    const [row] = await db.select().from(walletTransactions).where(eq(walletTransactions.entryId, entry!.id));
    expect(row).toMatchObject({ amount: 100_000_000n, isIncome: false, status: 'COMPLETED' });
    await expectLedgerConsistent(db, acmeId, testApp.deps.now());

    // The same key again: the same credit note, nothing moves.
    const again = await staff.gql<Refund>(REFUND, { id: creditId, reason: 'Customer left', key: 'r-1' });
    expect(again.body.data!.refundCredit).toMatchObject({
      ok: true,
      creditNote: { id: payload.creditNote!.id },
      refundedAmount: '100',
    });
    expect(await walletBalance(db, acmeId)).toBe(before - 100_000_000n);
    // A new key: nothing is left to refund.
    const empty = await staff.gql<Refund>(REFUND, { id: creditId, reason: 'Again', key: 'r-2' });
    expect(empty.body.data!.refundCredit).toMatchObject({
      ok: false,
      errors: [{ field: 'creditId', messages: ['billing:error.nothingToRefund'] }],
    });
  });

  it('refunds the unused part of a wire transfer by hand (MANUAL)', async () => {
    const db = testApp.deps.db;
    const request = await owner.gql<{ createTopUpRequest: { topUp: { id: string } } }>(TOP_UP, {
      amount: '200',
      type: 'WIRE_TRANSFER',
      key: 'refund-wire-1',
    });
    const id = request.body.data!.createTopUpRequest.topUp.id;
    await staff.gql('mutation($id: ID!) { markTopUpRequestPaid(id: $id) { ok } }', { id });
    const [row] = await db
      .select()
      .from(topUpRequests)
      .where(eq(topUpRequests.id, Number(id)));
    const creditId = row!.creditId!;
    const left = await remainingOf(creditId);
    expect(left).toBe(200_000_000n);
    const before = await walletBalance(db, acmeId);
    const result = await staff.gql<Refund>(REFUND, { id: creditId, reason: 'Closed account', key: 'r-wire' });
    expect(result.body.data!.refundCredit).toMatchObject({ ok: true, refundMethod: 'MANUAL' });
    expect(BigInt(Math.round(Number(result.body.data!.refundCredit.refundedAmount) * 1e6))).toBe(left);
    expect(await walletBalance(db, acmeId)).toBe(before - left);
    await expectLedgerConsistent(db, acmeId, testApp.deps.now());
  });

  it('refuses free lots, unknown ids, bad input and non-staff', async () => {
    const db = testApp.deps.db;
    const [free] = await db
      .select()
      .from(credits)
      .where(and(eq(credits.companyId, acmeId), eq(credits.isFree, true)))
      .limit(1);
    const cases: [Record<string, unknown>, string | null, string][] = [
      [{ id: free!.id, reason: 'x', key: 'k1' }, 'creditId', 'billing:error.creditNotRefundable'],
      [{ id: 999999, reason: 'x', key: 'k2' }, 'creditId', 'billing:error.unknownCredit'],
      [{ id: 'abc', reason: 'x', key: 'k3' }, 'creditId', 'billing:error.unknownCredit'],
      [{ id: free!.id, reason: '  ', key: 'k4' }, 'reason', 'billing:error.requireReason'],
      [{ id: free!.id, reason: 'x'.repeat(501), key: 'k5' }, 'reason', 'billing:error.requireReason'],
      [{ id: free!.id, reason: 'x', key: '' }, 'idempotencyKey', 'billing:error.requireIdempotencyKey'],
    ];
    for (const [variables, field, message] of cases) {
      const result = await staff.gql<Refund>(REFUND, variables);
      expect(result.body.data!.refundCredit, JSON.stringify(variables)).toMatchObject({
        ok: false,
        errors: [{ field, messages: [message] }],
      });
    }
    for (const email of ['owner@demo.test', 'admin@demo.test', 'member@demo.test']) {
      const client = await signedIn(email);
      const denied = await client.gql(REFUND, { id: free!.id, reason: 'x', key: 'k' });
      expect(denied.body.errors?.[0]?.message).toBe('common:permissionDenied');
    }
  });
});

describe('pendingTopUpRequests', () => {
  it('lists open wire-transfer and credit-note requests for staff, oldest first, optionally of one company', async () => {
    const db = testApp.deps.db;
    const wire = await owner.gql<{ createTopUpRequest: { topUp: { id: string } } }>(TOP_UP, {
      amount: '300',
      type: 'WIRE_TRANSFER',
      key: 'pending-wire-1',
    });
    const wireId = wire.body.data!.createTopUpRequest.topUp.id;
    const note = await owner.gql<{ createTopUpRequest: { topUp: { id: string } } }>(TOP_UP, {
      amount: '100',
      type: 'CREDIT_NOTE',
      key: 'pending-note-1',
    });
    const noteId = note.body.data!.createTopUpRequest.topUp.id;
    const all = await staff.gql<Pending>(PENDING);
    expect(all.body.errors).toBeUndefined();
    const rows = all.body.data!.pendingTopUpRequests;
    expect(rows.find((row) => row.topUp.id === wireId)).toMatchObject({
      companyId: String(acmeId),
      companyName: 'Acme Fashion',
      requestedByEmail: 'owner@demo.test',
      topUp: {
        type: 'WIRE_TRANSFER',
        status: 'PENDING',
        amount: '300',
        total: '327',
        // The reference the owner was told to quote, so staff match the transfer to the request.
        reference: `TOPUP-${wireId.padStart(6, '0')}`,
      },
    });
    expect(rows.every((row) => ['WIRE_TRANSFER', 'CREDIT_NOTE'].includes(row.topUp.type))).toBe(true);
    expect(rows.find((row) => row.topUp.id === noteId)?.topUp).toMatchObject({
      type: 'CREDIT_NOTE',
      reference: `TOPUP-${noteId.padStart(6, '0')}`,
    });
    expect(rows.every((row) => row.topUp.reference === `TOPUP-${row.topUp.id.padStart(6, '0')}`)).toBe(true);
    expect(rows.every((row) => row.topUp.status === 'PENDING')).toBe(true);
    const ids = rows.map((row) => Number(row.topUp.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);

    const bolt = await staff.gql<Pending>(PENDING, { companyId: boltId });
    expect(bolt.body.data!.pendingTopUpRequests.every((row) => row.companyId === String(boltId))).toBe(true);
    expect(bolt.body.data!.pendingTopUpRequests.some((row) => row.topUp.id === wireId)).toBe(false);
    expect(
      (await staff.gql<Pending>(PENDING, { companyId: 'nope' })).body.data!.pendingTopUpRequests,
    ).toEqual([]);

    // Marked paid, it leaves the list.
    await staff.gql('mutation($id: ID!) { markTopUpRequestPaid(id: $id) { ok } }', { id: wireId });
    const after = await staff.gql<Pending>(PENDING);
    expect(after.body.data!.pendingTopUpRequests.some((row) => row.topUp.id === wireId)).toBe(false);
    const [row] = await db
      .select()
      .from(topUpRequests)
      .where(eq(topUpRequests.id, Number(wireId)));
    expect(row!.status).toBe('PAID');
  });

  it('gives a card top-up no reference: it pays itself, nothing to match', async () => {
    const card = await owner.gql<{
      createTopUpRequest: { topUp: { type: string; reference: string | null } };
    }>(TOP_UP, { amount: '100', type: 'CARD', key: 'pending-card-1' });
    expect(card.body.data!.createTopUpRequest.topUp).toMatchObject({ type: 'CARD', reference: null });
  });

  it('is staff only', async () => {
    for (const email of ['owner@demo.test', 'admin@demo.test', 'viewer@demo.test']) {
      const client = await signedIn(email);
      const denied = await client.gql(PENDING);
      expect(denied.body.errors?.[0]?.message).toBe('common:permissionDenied');
    }
    const anonymous = await new TestClient(testApp.app).gql(PENDING);
    expect(anonymous.body.errors?.[0]?.message).toBeTruthy();
  });
});
