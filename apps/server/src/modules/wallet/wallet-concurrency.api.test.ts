import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, walletTransactions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { creditWallet } from './credit-wallet';
import { unpaidCost } from './ledger';
import { spendFromWallet } from './spend-from-wallet';
import { expectLedgerConsistent, newCompany, settlements } from './wallet-test-helpers';

const NOW = new Date('2026-06-01T00:00:00Z');
const CREDITS = 60;
const SPENDS = 140;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 10 });
});
afterAll(() => testApp.close());

/** Amounts in cents from a fixed pattern, so a failure reproduces. */
const spendCents = (index: number) => 100 + ((index * 7919) % 2400);

describe('wallet under concurrency', () => {
  it('applies each of hundreds of concurrent spends and credits once, sent twice, without drift', async () => {
    const db = testApp.deps.db;
    const companyId = await newCompany(db, 'Concurrency Co');
    const credit = (index: number) =>
      creditWallet({
        db,
        input: {
          companyId,
          amount: 10_000_000n,
          kind: 'TOPUP',
          paymentMethod: 'CARD',
          isFree: index % 3 === 0,
          expiryDate: new Date(NOW.getTime() + ((index % 5) + 1) * 86_400_000),
          idempotencyKey: `credit-${index}`,
          now: NOW,
        },
      });
    const spend = (index: number) =>
      spendFromWallet({
        db,
        input: {
          companyId,
          amount: BigInt(spendCents(index)) * 10_000n,
          idempotencyKey: `spend-${index}`,
          chargeDate: NOW,
        },
      });
    const requests: Promise<{
      kind: 'credit' | 'spend';
      index: number;
      result: Awaited<ReturnType<typeof spend>> | Awaited<ReturnType<typeof credit>>;
    }>[] = [];
    for (let index = 0; index < Math.max(CREDITS, SPENDS); index++) {
      for (let copy = 0; copy < 2; copy++) {
        if (index < CREDITS)
          requests.push(credit(index).then((result) => ({ kind: 'credit', index, result })));
        if (index < SPENDS) requests.push(spend(index).then((result) => ({ kind: 'spend', index, result })));
      }
    }
    const results = await Promise.all(requests);
    expect(results).toHaveLength(2 * (CREDITS + SPENDS));

    // Each pair answers with one effect: the same transaction row, one of the two flagged as a replay.
    const byKey = new Map<string, (typeof results)[number][]>();
    for (const item of results)
      byKey.set(`${item.kind}-${item.index}`, [...(byKey.get(`${item.kind}-${item.index}`) ?? []), item]);
    let charged = 0n;
    for (const [key, pair] of byKey) {
      expect(pair, key).toHaveLength(2);
      expect(pair[0]!.result.transaction.id).toBe(pair[1]!.result.transaction.id);
      expect(pair.filter((item) => item.result.replayed)).toHaveLength(1);
      if (pair[0]!.kind === 'spend') {
        const result = pair[0]!.result as Awaited<ReturnType<typeof spend>>;
        expect(result.charged + result.unpaid).toBe(BigInt(spendCents(pair[0]!.index)) * 10_000n);
        charged += result.charged;
      }
    }
    // Credits arriving while a cost was unpaid settled it first: one more entry and row each (0068).
    const settled = await settlements(db, companyId);
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.companyId, companyId));
    expect(entries).toHaveLength(CREDITS + SPENDS + settled.count);
    const rows = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.companyId, companyId));
    expect(rows).toHaveLength(CREDITS + SPENDS + settled.count);
    expect(rows.every((row) => row.balanceAfter >= 0n)).toBe(true);

    // Zero drift: what is left is exactly what came in minus what was charged.
    const balance = await expectLedgerConsistent(db, companyId, NOW);
    expect(balance).toBe(BigInt(CREDITS) * 10_000_000n - charged - settled.total);
    const spentTotal = Array.from(
      { length: SPENDS },
      (_, index) => BigInt(spendCents(index)) * 10_000n,
    ).reduce((a, b) => a + b, 0n);
    const unpaid = await unpaidCost(db, companyId);
    expect(unpaid).toBe(spentTotal - charged - settled.total);
    expect(unpaid >= 0n).toBe(true);
    // The credits cover part of the spend: both paths (charged and unpaid) were exercised.
    expect(charged > 0n && charged < spentTotal).toBe(true);
  }, 120_000);
});
