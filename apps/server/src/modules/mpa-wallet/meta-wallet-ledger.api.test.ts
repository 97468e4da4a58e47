import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credits, ledgerEntries, ledgerPostings, walletTransactions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { units } from '../meta-ads/meta-ads-test-support';
import { walletBalance } from '../wallet/ledger';
import { expectLedgerConsistent, newCompany } from '../wallet/wallet-test-helpers';
import {
  chargeMetaSpend,
  creditMetaWallet,
  META_PAYABLE,
  metaWalletAccount,
  metaWalletBalance,
  paidCreditAvailable,
} from './meta-wallet-ledger';
import { addCredit } from './mpa-wallet-test-helpers';

const NOW = new Date('2026-06-01T00:00:00Z');
const SELLER = 7;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 10 });
});
afterAll(() => testApp.close());

const db = () => testApp.deps.db;
const topUp = (companyId: number, amount: bigint, key: string, source: 'CASH' | 'PAID_CREDIT' = 'CASH') =>
  db().transaction((tx) =>
    creditMetaWallet({
      tx,
      companyId,
      sellerId: SELLER,
      amountMicros: amount,
      idempotencyKey: key,
      source,
      now: NOW,
    }),
  );
const charge = (companyId: number, amount: bigint, key: string) =>
  db().transaction((tx) =>
    chargeMetaSpend({ tx, companyId, sellerId: SELLER, amountMicros: amount, idempotencyKey: key, now: NOW }),
  );

async function unbalancedEntries(companyId: number) {
  return db()
    .select({ entryId: ledgerPostings.entryId })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.companyId, companyId))
    .groupBy(ledgerPostings.entryId)
    .having(sql`sum(${ledgerPostings.amount}) <> 0`);
}

describe('the Meta wallet ledger', () => {
  it('names the account per company and seller and starts at zero', async () => {
    expect(metaWalletAccount(3, 9)).toBe('meta:3:seller:9');
    const companyId = await newCompany(db(), 'Empty Meta Co');
    expect(await metaWalletBalance({ db: db(), companyId, sellerId: SELLER })).toBe(0n);
  });

  it('credits from cash, charges spend to meta:payable and never below zero', async () => {
    const companyId = await newCompany(db(), 'Meta Cash Co');
    expect(await topUp(companyId, units(100), 'top-1')).toEqual({
      creditedMicros: units(100),
      replayed: false,
    });
    expect(await charge(companyId, units(30), 'spend-1')).toEqual({ chargedMicros: units(30) });
    expect(await charge(companyId, units(100), 'spend-2')).toEqual({ chargedMicros: units(70) });
    expect(await charge(companyId, units(5), 'spend-3')).toEqual({ chargedMicros: 0n });
    expect(await metaWalletBalance({ db: db(), companyId, sellerId: SELLER })).toBe(0n);
    // Another seller's Meta wallet of the company and the company wallet are untouched.
    expect(await metaWalletBalance({ db: db(), companyId, sellerId: SELLER + 1 })).toBe(0n);
    expect(await walletBalance(db(), companyId)).toBe(0n);
    const [payable] = await db()
      .select({ total: sql<string>`sum(${ledgerPostings.amount})` })
      .from(ledgerPostings)
      .where(and(eq(ledgerPostings.companyId, companyId), eq(ledgerPostings.account, META_PAYABLE)));
    expect(BigInt(payable!.total)).toBe(units(100));
    expect(await unbalancedEntries(companyId)).toEqual([]);
  });

  it('answers a replayed key with the first result and changes nothing', async () => {
    const companyId = await newCompany(db(), 'Meta Replay Co');
    await topUp(companyId, units(10), 'top-1');
    expect(await topUp(companyId, units(10), 'top-1')).toEqual({ creditedMicros: units(10), replayed: true });
    expect(await charge(companyId, units(4), 'spend-1')).toEqual({ chargedMicros: units(4) });
    await topUp(companyId, units(50), 'top-2');
    expect(await charge(companyId, units(4), 'spend-1')).toEqual({ chargedMicros: units(4) });
    expect(await metaWalletBalance({ db: db(), companyId, sellerId: SELLER })).toBe(units(56));
  });

  it('moves paid credit only (free credit never pays Meta) in one entry, listed in the company wallet', async () => {
    const companyId = await newCompany(db(), 'Meta Paid Credit Co');
    const lot = (amount: bigint, isFree: boolean, key: string) =>
      addCredit(testApp, companyId, amount, isFree, key, NOW);
    await lot(units(20), true, 'free');
    const paid = await lot(units(30), false, 'paid-1');
    await lot(units(15), false, 'paid-2');
    expect(await db().transaction((tx) => paidCreditAvailable(tx, companyId, NOW))).toBe(units(45));
    await expect(topUp(companyId, units(46), 'too-much', 'PAID_CREDIT')).rejects.toThrow(
      'mpa:error.paidCreditTooLow',
    );
    expect(await topUp(companyId, units(40), 'move-1', 'PAID_CREDIT')).toEqual({
      creditedMicros: units(40),
      replayed: false,
    });
    expect(await metaWalletBalance({ db: db(), companyId, sellerId: SELLER })).toBe(units(40));
    expect(await expectLedgerConsistent(db(), companyId, NOW)).toBe(units(25));
    const [used] = await db().select().from(credits).where(eq(credits.id, paid.credit.id));
    expect(used!.status).not.toBe('PAID');
    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.companyId, companyId), eq(ledgerEntries.kind, 'META_TOP_UP')));
    expect(entries).toHaveLength(1);
    const [row] = await db()
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.entryId, entries[0]!.id));
    expect(row).toMatchObject({ amount: units(40), isIncome: false, balanceAfter: units(25) });
    expect(await unbalancedEntries(companyId)).toEqual([]);
  });
});

describe('the Meta wallet under concurrency', () => {
  it('lands the same top-up and the same charge sent twice at once once', async () => {
    const companyId = await newCompany(db(), 'Meta Twice Co');
    const tops = await Promise.all([topUp(companyId, units(10), 'k'), topUp(companyId, units(10), 'k')]);
    expect(tops.filter((result) => result.replayed)).toHaveLength(1);
    const charges = await Promise.all([charge(companyId, units(3), 's'), charge(companyId, units(3), 's')]);
    expect(charges).toEqual([{ chargedMicros: units(3) }, { chargedMicros: units(3) }]);
    expect(await metaWalletBalance({ db: db(), companyId, sellerId: SELLER })).toBe(units(7));
  });

  it('never pushes the balance below zero under many concurrent charges and top-ups', async () => {
    const companyId = await newCompany(db(), 'Meta Race Co');
    await topUp(companyId, units(50), 'seed');
    const work: Promise<{ chargedMicros: bigint } | { creditedMicros: bigint }>[] = [];
    for (let index = 0; index < 60; index++) {
      work.push(charge(companyId, units(3), `spend-${index}`));
      if (index % 10 === 0) work.push(topUp(companyId, units(5), `top-${index}`));
    }
    const results = await Promise.all(work);
    const charged = results.reduce((sum, r) => sum + ('chargedMicros' in r ? r.chargedMicros : 0n), 0n);
    const balance = await metaWalletBalance({ db: db(), companyId, sellerId: SELLER });
    expect(balance >= 0n).toBe(true);
    // 50 + 6 top-ups of 5 = 80 in, 180 asked: what was charged and what is left add up to what came in.
    expect(charged + balance).toBe(units(80));
    expect(charged > units(50)).toBe(true);
    expect(await unbalancedEntries(companyId)).toEqual([]);
  });
});
