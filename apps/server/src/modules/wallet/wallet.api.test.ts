import type { RoleName } from '@portal/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, companies, companyBrands, walletTransactions } from '../../db/schema/index';
import { addRoleTeam, TEAM_PASSWORD } from '../../testing/company-team';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { seedDemoWallet } from './seed-demo-wallet';
import { spendFromWallet } from './spend-from-wallet';

const NOW = new Date('2026-06-15T10:00:00Z');
const DAY_MS = 86_400_000;

/**
 * The demo wallet holds credits only (its spend is the demo history's, not run in API tests): these tests' own
 * spends, one every ten days from 118 days ago, across Acme's brands and catalogs.
 */
async function spendAcrossTheMonths(db: TestApp['deps']['db'], companyId: number) {
  const brandIds = (await db.select().from(companyBrands).where(eq(companyBrands.companyId, companyId))).map(
    (row) => row.brandId,
  );
  for (let index = 0; index < 12; index++) {
    await spendFromWallet({
      db,
      input: {
        companyId,
        amount: BigInt(20 + index) * 1_000_000n,
        idempotencyKey: `test:spend:${index}`,
        brandId: brandIds[index % brandIds.length] ?? null,
        adType: 'PRODUCT',
        clicks: 40 + index,
        chargeDate: new Date(NOW.getTime() + (-118 + index * 10) * DAY_MS),
      },
    });
  }
}
const WALLET =
  '{ wallet { id balance currency { code } unpaidCost freeCredit paidCredit expiringSoonBalance expiringSoonTimeDelta } }';
const CREDITS = `query($kind: CreditKind, $status: CreditStatus, $sortBy: String, $page: Int, $fromDate: String, $toDate: String) {
  listCredits(kind: $kind, status: $status, sortBy: $sortBy, page: $page, fromDate: $fromDate, toDate: $toDate) {
    page numPages totalCount objects { id kind status amount remainAmount isFree expiryDate paymentMethod description }
  } }`;
const TRANSACTIONS = `query($fromDate: String, $toDate: String, $page: Int, $brandId: ID, $catalogId: ID) {
  walletTransactions(fromDate: $fromDate, toDate: $toDate, page: $page, brandId: $brandId, catalogId: $catalogId) {
    page numPages totalCount objects { id amount status statusReason isIncome balanceAfter brand brandId catalog { code } adType clicks impressions chargeDate }
  } }`;
const SPEND = `mutation($companyId: ID!, $amount: Decimal!, $key: String!, $brandId: ID, $clicks: Int) {
  postWalletSpend(companyId: $companyId, amount: $amount, idempotencyKey: $key, brandId: $brandId, clicks: $clicks, adType: PRODUCT) {
    ok errors { field messages } transaction { amount unpaidAmount status statusReason balanceAfter }
  } }`;
const CREDIT = `mutation($companyId: ID!, $amount: Decimal!, $key: String!, $isFree: Boolean!, $expiryDate: DateTime) {
  postManualCredit(companyId: $companyId, amount: $amount, idempotencyKey: $key, isFree: $isFree, expiryDate: $expiryDate, description: "Goodwill") {
    ok errors { field messages } credit { id kind status amount remainAmount isFree paymentMethod }
  } }`;

type Wallet = {
  balance: string;
  unpaidCost: string;
  freeCredit: string;
  paidCredit: string;
  expiringSoonBalance: string;
  expiringSoonTimeDelta: number | null;
  currency: { code: string };
};

let testApp: TestApp;
let acmeId: number;
let boltId: number;
let boltTeam: Record<RoleName, string>;

async function signIn(email: string, password?: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email, password)).ok).toBe(true);
  return client;
}

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 50, now: () => NOW });
  const db = testApp.deps.db;
  acmeId = (await db.select().from(companies).where(eq(companies.name, 'Acme Fashion')))[0]!.id;
  boltId = (await db.select().from(companies).where(eq(companies.name, 'Bolt Apparel')))[0]!.id;
  boltTeam = await addRoleTeam(db, 'Bolt Apparel');
  await seedDemoWallet(db, { now: NOW });
  await spendAcrossTheMonths(db, acmeId);
});
afterAll(() => testApp.close());

describe('wallet reads (owner)', () => {
  it('derives balance, free/paid split, unpaid cost and expiring soon from the demo ledger', async () => {
    const owner = await signIn('owner@demo.test');
    const result = await owner.gql<{ wallet: Wallet }>(WALLET);
    expect(result.body.errors).toBeUndefined();
    const wallet = result.body.data!.wallet;
    expect(wallet.currency.code).toBe('SGD');
    expect(Number(wallet.freeCredit)).toBeGreaterThan(0);
    expect(Number(wallet.balance)).toBeGreaterThan(0);
    expect(Number(wallet.freeCredit) + Number(wallet.paidCredit)).toBeCloseTo(Number(wallet.balance), 6);
    expect(wallet.unpaidCost).toBe('0');
    expect(Number(wallet.expiringSoonBalance)).toBeGreaterThan(0);
    // The demo booking cart paid by paid credit (decision 0240) used up the paid lot expiring first.
    expect(wallet.expiringSoonTimeDelta).toBe(20);
  });

  it('lists credits with filters, sort and pages of 10', async () => {
    const owner = await signIn('owner@demo.test');
    const all = await owner.gql<{
      listCredits: { totalCount: number; objects: { status: string; kind: string; amount: string }[] };
    }>(CREDITS, { sortBy: '-amount' });
    expect(all.body.errors).toBeUndefined();
    // Five demo lots and the two demo credit notes granted as wallet credit (docs/decisions/0067).
    expect(all.body.data!.listCredits.totalCount).toBe(7);
    expect(all.body.data!.listCredits.objects.map((credit) => credit.amount)).toEqual([
      '3000',
      '2000',
      '500',
      '200',
      '150',
      '100',
      '50',
    ]);
    const expired = await owner.gql<{ listCredits: { objects: { status: string; remainAmount: string }[] } }>(
      CREDITS,
      { status: 'EXPIRED' },
    );
    expect(expired.body.data!.listCredits.objects).toEqual([
      expect.objectContaining({ status: 'EXPIRED', remainAmount: '0' }),
    ]);
    const promotions = await owner.gql<{ listCredits: { totalCount: number } }>(CREDITS, {
      kind: 'PROMOTION',
    });
    expect(promotions.body.data!.listCredits.totalCount).toBe(2);
  });

  it('lists wallet transactions newest first, paged by 10, with the FAILED row and its reason', async () => {
    // A charge before any credit: FAILED, its whole amount unpaid.
    await spendFromWallet({
      db: testApp.deps.db,
      input: {
        companyId: acmeId,
        amount: 15_000_000n,
        idempotencyKey: 'test:spend:before-credit',
        chargeDate: new Date(NOW.getTime() - 155 * DAY_MS),
      },
    });
    const owner = await signIn('owner@demo.test');
    const first = await owner.gql<{
      walletTransactions: {
        numPages: number;
        totalCount: number;
        objects: {
          status: string;
          chargeDate: string;
          statusReason: string | null;
          brandId: string | null;
        }[];
      };
    }>(TRANSACTIONS);
    expect(first.body.errors).toBeUndefined();
    const page = first.body.data!.walletTransactions;
    // 12 spends and the failed one, 5 credits, 1 expiry, 2 credit notes, the demo booking cart paid by paid credit.
    expect(page.totalCount).toBe(12 + 1 + 5 + 1 + 2 + 1);
    expect(page.objects).toHaveLength(10);
    const dates = page.objects.map((row) => row.chargeDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await owner.gql<{
      walletTransactions: { objects: { status: string; statusReason: string | null }[] };
    }>(TRANSACTIONS, { page: page.numPages });
    expect(last.body.data!.walletTransactions.objects.at(-1)).toMatchObject({
      status: 'FAILED',
      statusReason: 'Insufficient balance',
    });
    const brandId = page.objects.find((row) => row.brandId)!.brandId;
    const byBrand = await owner.gql<{ walletTransactions: { objects: { brandId: string }[] } }>(
      TRANSACTIONS,
      { brandId },
    );
    expect(byBrand.body.data!.walletTransactions.objects.every((row) => row.brandId === brandId)).toBe(true);
    const range = await owner.gql<{ walletTransactions: { objects: { chargeDate: string }[] } }>(
      TRANSACTIONS,
      { fromDate: '2026/06/01', toDate: '2026-06-14' },
    );
    // Calendar days of the owner's profile time zone (Asia/Singapore, UTC+8; docs/decisions/0071).
    expect(range.body.data!.walletTransactions.objects.length).toBeGreaterThan(0);
    for (const row of range.body.data!.walletTransactions.objects)
      expect(row.chargeDate >= '2026-05-31T16:00:00' && row.chargeDate < '2026-06-14T16:00:00').toBe(true);
  });

  it("reconciles the demo's transactions with its wallet: the newest row's balance is the current credit", async () => {
    const owner = await signIn('owner@demo.test');
    const wallet = (await owner.gql<{ wallet: Wallet }>(WALLET)).body.data!.wallet;
    const result = await owner.gql<{
      walletTransactions: {
        totalCount: number;
        objects: { isIncome: boolean; amount: string; unpaidAmount: string; balanceAfter: string }[];
      };
    }>(
      `{ walletTransactions(pageSize: 100) { totalCount objects { isIncome amount unpaidAmount balanceAfter } } }`,
    );
    expect(result.body.errors).toBeUndefined();
    const rows = result.body.data!.walletTransactions.objects;
    expect(rows).toHaveLength(result.body.data!.walletTransactions.totalCount);
    // The demo's credit notes are dated before its latest charges: they count where the list shows them.
    expect(rows[0]!.balanceAfter).toBe(wallet.balance);
    const micros = (value: string) => BigInt(Math.round(Number(value) * 1_000_000));
    let balance = 0n;
    for (const row of [...rows].reverse()) {
      balance += row.isIncome ? micros(row.amount) : -(micros(row.amount) - micros(row.unpaidAmount));
      expect(micros(row.balanceAfter)).toBe(balance);
    }
  });

  it('refuses a malformed date', async () => {
    const owner = await signIn('owner@demo.test');
    const result = await owner.gql(TRANSACTIONS, { fromDate: 'yesterday' });
    expect(result.body.errors?.[0]?.message).toBe('common:error.invalidDate');
  });
});

describe('wallet permissions', () => {
  it.each(['admin@demo.test', 'member@demo.test', 'viewer@demo.test'])(
    'refuses %s every billing read',
    async (email) => {
      const client = await signIn(email);
      for (const query of [WALLET, CREDITS, TRANSACTIONS]) {
        const result = await client.gql(query);
        expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
      }
    },
  );

  it('refuses the staff postings to an owner', async () => {
    const owner = await signIn('owner@demo.test');
    const spend = await owner.gql(SPEND, { companyId: acmeId, amount: '1', key: 'owner-try' });
    expect(spend.body.errors?.[0]?.message).toBe('common:permissionDenied');
    const credit = await owner.gql(CREDIT, {
      companyId: acmeId,
      amount: '1',
      key: 'owner-try',
      isFree: true,
    });
    expect(credit.body.errors?.[0]?.message).toBe('common:permissionDenied');
    const expiry = await owner.gql('mutation { runCreditExpiry { ok } }');
    expect(expiry.body.errors?.[0]?.message).toBe('common:permissionDenied');
  });

  it("shows a Bolt Apparel owner Bolt's wallet only, even when asking for Acme", async () => {
    const bolt = await signIn(boltTeam.OWNER, TEAM_PASSWORD);
    const headers = { 'x-company-id': String(acmeId) };
    const wallet = await bolt.gql<{ wallet: Wallet & { id: string } }>(WALLET, {}, headers);
    expect(wallet.body.data!.wallet).toMatchObject({ id: String(boltId), balance: '0', unpaidCost: '0' });
    const transactions = await bolt.gql<{ walletTransactions: { totalCount: number } }>(
      TRANSACTIONS,
      {},
      headers,
    );
    expect(transactions.body.data!.walletTransactions.totalCount).toBe(0);
    const credits = await bolt.gql<{ listCredits: { totalCount: number } }>(CREDITS, {}, headers);
    expect(credits.body.data!.listCredits.totalCount).toBe(0);
  });
});

describe('staff postings', () => {
  it('credits and spends a wallet, idempotently, and the owner sees it', async () => {
    const staff = await signIn('staff@demo.test');
    const credit = await staff.gql<{
      postManualCredit: { ok: boolean; credit: { amount: string; kind: string; isFree: boolean } };
    }>(CREDIT, { companyId: boltId, amount: '100.50', key: 'bolt-1', isFree: false });
    expect(credit.body.data!.postManualCredit).toMatchObject({
      ok: true,
      credit: { amount: '100.5', kind: 'MANUAL', isFree: false },
    });
    const again = await staff.gql<{ postManualCredit: { credit: { id: string } } }>(CREDIT, {
      companyId: boltId,
      amount: '100.50',
      key: 'bolt-1',
      isFree: false,
    });
    const creditId = (credit.body.data!.postManualCredit.credit as unknown as { id: string }).id;
    expect(again.body.data!.postManualCredit.credit.id).toBe(creditId);

    const spend = await staff.gql<{ postWalletSpend: { ok: boolean; transaction: Record<string, unknown> } }>(
      SPEND,
      { companyId: boltId, amount: '120', key: 'bolt-s1', clicks: 10 },
    );
    expect(spend.body.data!.postWalletSpend).toMatchObject({
      ok: true,
      transaction: { amount: '120', unpaidAmount: '19.5', status: 'COMPLETED', balanceAfter: '0' },
    });
    const replay = await staff.gql<{ postWalletSpend: { transaction: Record<string, unknown> } }>(SPEND, {
      companyId: boltId,
      amount: '120',
      key: 'bolt-s1',
    });
    expect(replay.body.data!.postWalletSpend.transaction).toEqual(
      spend.body.data!.postWalletSpend.transaction,
    );
    const failed = await staff.gql<{ postWalletSpend: { transaction: Record<string, unknown> } }>(SPEND, {
      companyId: boltId,
      amount: '5',
      key: 'bolt-s2',
    });
    expect(failed.body.data!.postWalletSpend.transaction).toMatchObject({
      status: 'FAILED',
      statusReason: 'Insufficient balance',
      balanceAfter: '0',
    });

    const owner = await signIn(boltTeam.OWNER, TEAM_PASSWORD);
    const wallet = await owner.gql<{ wallet: Wallet }>(WALLET);
    expect(wallet.body.data!.wallet).toMatchObject({ balance: '0', unpaidCost: '24.5', paidCredit: '0' });
    const rows = await testApp.deps.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.companyId, boltId));
    expect(rows).toHaveLength(3);
  });

  it('answers bad input per field', async () => {
    const staff = await signIn('staff@demo.test');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ companyId: boltId, amount: '-5' }, 'amount', 'billing:error.invalidAmount'],
      [{ companyId: boltId, amount: '0' }, 'amount', 'billing:error.invalidAmount'],
      [{ companyId: boltId, amount: '1.005' }, 'amount', 'billing:error.tooManyDecimals'],
      [{ companyId: 999_999, amount: '1' }, 'companyId', 'billing:error.unknownCompany'],
      [{ companyId: 'abc', amount: '1' }, 'companyId', 'billing:error.unknownCompany'],
      [
        { companyId: boltId, amount: '1', key: '  ' },
        'idempotencyKey',
        'billing:error.requireIdempotencyKey',
      ],
    ];
    for (const [variables, field, message] of cases) {
      const spend = await staff.gql<{
        postWalletSpend: { ok: boolean; errors: { field: string; messages: string[] }[] };
      }>(SPEND, { key: 'bad', ...variables });
      expect(spend.body.data!.postWalletSpend.ok).toBe(false);
      expect(spend.body.data!.postWalletSpend.errors).toContainEqual({ field, messages: [message] });
      const credit = await staff.gql<{
        postManualCredit: { ok: boolean; errors: { field: string; messages: string[] }[] };
      }>(CREDIT, { key: 'bad', isFree: true, ...variables });
      expect(credit.body.data!.postManualCredit.errors).toContainEqual({ field, messages: [message] });
    }
    const unknownBrand = await staff.gql<{ postWalletSpend: { errors: { field: string }[] } }>(SPEND, {
      companyId: boltId,
      amount: '1',
      key: 'bad',
      brandId: 999_999,
    });
    expect(unknownBrand.body.data!.postWalletSpend.errors).toContainEqual({
      field: 'brandId',
      messages: ['billing:error.unknownBrand'],
    });
    const past = await staff.gql<{ postManualCredit: { errors: { field: string }[] } }>(CREDIT, {
      companyId: boltId,
      amount: '1',
      key: 'bad',
      isFree: true,
      expiryDate: '2020-01-01T00:00:00Z',
    });
    expect(past.body.data!.postManualCredit.errors).toContainEqual({
      field: 'expiryDate',
      messages: ['billing:error.expiryInPast'],
    });
    const tooFine = await staff.gql<{ postWalletSpend: unknown }>(SPEND, {
      companyId: boltId,
      amount: '1.0000001',
      key: 'bad',
    });
    expect(tooFine.body.data?.postWalletSpend).toMatchObject({
      ok: false,
      errors: [{ field: 'amount', messages: ['common:error.invalidNumber'] }],
    });
  });

  it('runs the expiry job from the staff mutation, once', async () => {
    const staff = await signIn('staff@demo.test');
    const first = await staff.gql<{ runCreditExpiry: { ok: boolean; expiredCount: number } }>(
      'mutation { runCreditExpiry { ok expiredCount expiredAmount } }',
    );
    expect(first.body.data!.runCreditExpiry).toMatchObject({ ok: true, expiredCount: 0 });
  });
});

describe('the brand filter of the transactions (issue 12: the header brand filters Transactions)', () => {
  it("finds nothing for a brand that is not one of the session's company's, even with rows carrying it", async () => {
    const db = testApp.deps.db;
    const acmeBrandIds = db
      .select({ id: companyBrands.brandId })
      .from(companyBrands)
      .where(eq(companyBrands.companyId, acmeId));
    const [foreign] = await db.select().from(brands).where(notInArray(brands.id, acmeBrandIds)).limit(1);
    const [own] = await db.select().from(companyBrands).where(eq(companyBrands.companyId, acmeId)).limit(1);
    expect(foreign && own).toBeTruthy();
    const staff = await signIn('staff@demo.test');
    for (const [key, brandId] of [
      ['acme-foreign-brand', foreign!.id],
      ['acme-own-brand', own!.brandId],
    ] as const) {
      const spend = await staff.gql<{ postWalletSpend: { ok: boolean } }>(SPEND, {
        companyId: acmeId,
        amount: '1',
        key,
        brandId: String(brandId),
      });
      expect(spend.body.data!.postWalletSpend.ok).toBe(true);
    }
    const carrying = await db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.companyId, acmeId), eq(walletTransactions.brandId, foreign!.id)));
    expect(carrying.length).toBeGreaterThan(0);

    const owner = await signIn('owner@demo.test');
    const other = await owner.gql<{ walletTransactions: { totalCount: number } }>(TRANSACTIONS, {
      brandId: String(foreign!.id),
    });
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data!.walletTransactions.totalCount).toBe(0);
    const mine = await owner.gql<{
      walletTransactions: { totalCount: number; objects: { brandId: string; isIncome: boolean }[] };
    }>(TRANSACTIONS, { brandId: String(own!.brandId) });
    expect(mine.body.data!.walletTransactions.totalCount).toBeGreaterThan(0);
    // A brand's rows are its spend: the company-wide top-ups are not among them (docs/decisions/0182).
    for (const row of mine.body.data!.walletTransactions.objects) {
      expect(row.brandId).toBe(String(own!.brandId));
      expect(row.isIncome).toBe(false);
    }
  });
});
