import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs, credits } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { issueCreditNote } from '../documents/issue-credit-note';
import { issueInvoice } from '../documents/issue-invoice';
import { refundCredit } from '../payments/refund-credit';
import { creditWallet } from './credit-wallet';
import { expireCredits } from './expire-credits';
import { lotRemaining, unpaidCost } from './ledger';
import { spendFromWallet } from './spend-from-wallet';
import { expectLedgerConsistent, newCompany, settlements } from './wallet-test-helpers';

const DAY_MS = 86_400_000;
const START = new Date('2026-01-01T00:00:00Z').getTime();
const cents = (count: number) => BigInt(count) * 10_000n;

type Step =
  | { type: 'credit'; cents: number; isFree: boolean; expiresInDays: number | null }
  | { type: 'spend'; cents: number }
  | { type: 'replaySpend'; back: number }
  | { type: 'advance'; days: number; expire: boolean }
  | { type: 'topUp'; cents: number; expiresInDays: number | null }
  | { type: 'creditNote'; pick: number; cents: number }
  | { type: 'refund'; pick: number; replay: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    type: fc.constant('credit' as const),
    cents: fc.integer({ min: 1, max: 50_000 }),
    isFree: fc.boolean(),
    expiresInDays: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
  }),
  fc.record({ type: fc.constant('spend' as const), cents: fc.integer({ min: 1, max: 30_000 }) }),
  fc.record({ type: fc.constant('replaySpend' as const), back: fc.integer({ min: 0, max: 5 }) }),
  fc.record({
    type: fc.constant('advance' as const),
    days: fc.integer({ min: 0, max: 20 }),
    expire: fc.boolean(),
  }),
  // A paid top-up with its invoice (what credit notes and refunds refer to).
  fc.record({
    type: fc.constant('topUp' as const),
    cents: fc.integer({ min: 100, max: 50_000 }),
    expiresInDays: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
  }),
  fc.record({
    type: fc.constant('creditNote' as const),
    pick: fc.nat(),
    cents: fc.integer({ min: 1, max: 20_000 }),
  }),
  fc.record({ type: fc.constant('refund' as const), pick: fc.nat(), replay: fc.boolean() }),
);

let testApp: TestApp;

async function remainingOf(creditId: number): Promise<bigint> {
  const [row] = await testApp.deps.db
    .select({ remaining: lotRemaining() })
    .from(credits)
    .where(eq(credits.id, creditId));
  return BigInt(row?.remaining ?? 0);
}
beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 10 });
});
afterAll(() => testApp.close());

describe('ledger properties', () => {
  it('keeps the balance equal to the postings, every entry balanced, no lot negative, never below zero', async () => {
    let run = 0;
    // Each kind of movement happened in some run (the property is not vacuous).
    const seen = { refund: 0, creditNote: 0, settlement: 0, expiry: 0 };
    const db = () => testApp.deps.db;
    const [catalog] = await testApp.deps.db.select().from(catalogs).orderBy(asc(catalogs.id)).limit(1);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        run += 1;
        const companyId = await newCompany(db(), `Property ${run}`);
        let now = new Date(START);
        const spendKeys: string[] = [];
        const invoiced: { invoiceId: number; creditId: number }[] = [];
        const refundKeys: string[] = [];
        // A model of where the money went: the ledger must agree with it after every step.
        let credited = 0n;
        let spent = 0n;
        let charged = 0n;
        let expired = 0n;
        let refunded = 0n;
        const check = async () => {
          const balance = await expectLedgerConsistent(db(), companyId, now);
          const settled = (await settlements(db(), companyId)).total;
          const unpaid = await unpaidCost(db(), companyId);
          expect(unpaid >= 0n).toBe(true);
          expect(unpaid).toBe(spent - charged - settled);
          expect(balance).toBe(credited - charged - settled - expired - refunded);
          return balance;
        };
        for (const [index, current] of steps.entries()) {
          const before = await check();
          if (current.type === 'credit' || current.type === 'topUp') {
            const isFree = current.type === 'credit' ? current.isFree : false;
            const amount = cents(current.cents);
            const { credit, replayed } = await creditWallet({
              db: db(),
              input: {
                companyId,
                amount,
                kind: current.type === 'topUp' ? 'TOPUP' : 'MANUAL',
                paymentMethod: current.type === 'topUp' ? 'CARD' : 'MANUAL',
                isFree,
                expiryDate:
                  current.expiresInDays === null
                    ? null
                    : new Date(now.getTime() + current.expiresInDays * DAY_MS),
                idempotencyKey: `credit-${index}`,
                now,
              },
            });
            expect(replayed).toBe(false);
            credited += amount;
            if (current.type === 'topUp') {
              const tax = (amount * 9n) / 100n;
              const invoice = await testApp.deps.db.transaction((tx) =>
                issueInvoice(tx as never, {
                  companyId,
                  catalogId: catalog!.id,
                  currency: 'SGD',
                  amount,
                  tax,
                  total: amount + tax,
                  lines: [{ description: 'Top-up', amount: String(amount) }],
                  taxRate: '9',
                  creditId: credit.id,
                  issuedAt: now,
                }),
              );
              invoiced.push({ invoiceId: invoice.id, creditId: credit.id });
            }
          } else if (current.type === 'spend') {
            const key = `spend-${index}`;
            spendKeys.push(key);
            const result = await spendFromWallet({
              db: db(),
              input: { companyId, amount: cents(current.cents), idempotencyKey: key, chargeDate: now },
            });
            expect(result.charged + result.unpaid).toBe(cents(current.cents));
            expect(result.charged <= before).toBe(true);
            spent += cents(current.cents);
            charged += result.charged;
          } else if (current.type === 'replaySpend') {
            const key = spendKeys.at(-1 - current.back);
            if (key) {
              const result = await spendFromWallet({
                db: db(),
                input: { companyId, amount: 1n, idempotencyKey: key, chargeDate: now },
              });
              expect(result.replayed).toBe(true);
              expect(await expectLedgerConsistent(db(), companyId, now)).toBe(before);
            }
          } else if (current.type === 'creditNote') {
            const target = invoiced[current.pick % Math.max(1, invoiced.length)];
            if (target) {
              const result = await issueCreditNote({
                deps: { db: db(), now: () => now },
                input: {
                  invoiceId: target.invoiceId,
                  amount: cents(current.cents),
                  reason: 'Property credit note',
                },
              }).catch((error: unknown) => error);
              // Granted as wallet credit, or refused (above the invoice's total) with nothing changed.
              if (result instanceof DomainError)
                expect(result.code).toBe('documents:error.aboveInvoiceTotal');
              else {
                const granted = result as Awaited<ReturnType<typeof issueCreditNote>>;
                expect(granted.ok).toBe(true);
                credited += granted.creditNote!.amountMicros;
                seen.creditNote += 1;
              }
            }
          } else if (current.type === 'refund') {
            // Mostly a lot that still holds money (a refund of an empty lot is only the refusal path).
            const holding: typeof invoiced = [];
            for (const lot of invoiced)
              if ((await remainingOf(lot.creditId)) > 0n && current.pick % 4 !== 0) holding.push(lot);
            const pool = holding.length ? holding : invoiced;
            const target = pool[current.pick % Math.max(1, pool.length)];
            if (target) {
              const key = current.replay && refundKeys.length ? refundKeys.at(-1)! : `refund-${index}`;
              const replaying = key !== `refund-${index}`;
              const remaining = await remainingOf(target.creditId);
              // A refusal is a thrown DomainError (the operation gate answers it), with nothing changed.
              const result = await refundCredit({
                deps: { db: db(), now: () => now },
                input: { creditId: target.creditId, reason: 'Property refund', idempotencyKey: key },
              }).catch((error: unknown) => {
                if (!(error instanceof DomainError)) throw error;
                return error;
              });
              if (replaying) expect(await expectLedgerConsistent(db(), companyId, now)).toBe(before);
              else if (result instanceof DomainError)
                expect(result.code).toMatch(/nothingToRefund|aboveInvoiceTotal|creditNotRefundable/);
              else {
                expect(result.refundedAmount).toBe(remaining);
                refunded += remaining;
                refundKeys.push(key);
                seen.refund += 1;
              }
            }
          } else {
            now = new Date(now.getTime() + current.days * DAY_MS);
            if (current.expire) {
              const result = await expireCredits({
                deps: { db: db(), now: () => now },
                input: { companyId },
              });
              expired += result.expiredAmount;
              if (result.expiredAmount > 0n) seen.expiry += 1;
            }
          }
          await check();
        }
        expect((await check()) >= 0n).toBe(true);
        if ((await settlements(db(), companyId)).count > 0) seen.settlement += 1;
      }),
      {
        numRuns: 40,
        // One hand-written run first: every kind of movement happens at least once whatever is drawn after.
        examples: [
          [
            [
              { type: 'spend', cents: 2_000 },
              { type: 'topUp', cents: 10_000, expiresInDays: null },
              { type: 'creditNote', pick: 0, cents: 1_000 },
              { type: 'credit', cents: 500, isFree: true, expiresInDays: 2 },
              { type: 'advance', days: 3, expire: true },
              { type: 'refund', pick: 1, replay: false },
              { type: 'refund', pick: 1, replay: true },
            ],
          ],
        ],
      },
    );
    // Every kind of movement happened (the hand-written example guarantees it; the property is not vacuous).
    expect(
      Object.values(seen).every((count) => count > 0),
      JSON.stringify(seen),
    ).toBe(true);
  }, 240_000);
});
