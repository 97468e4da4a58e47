import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { creditWallet } from './credit-wallet';
import { expireCredits } from './expire-credits';
import { unpaidCost } from './ledger';
import { spendFromWallet } from './spend-from-wallet';
import { expectLedgerConsistent, newCompany } from './wallet-test-helpers';

const DAY_MS = 86_400_000;
const START = new Date('2026-01-01T00:00:00Z').getTime();
const cents = (count: number) => BigInt(count) * 10_000n;

type Step =
  | { type: 'credit'; cents: number; isFree: boolean; expiresInDays: number | null }
  | { type: 'spend'; cents: number }
  | { type: 'replaySpend'; back: number }
  | { type: 'advance'; days: number; expire: boolean };

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
);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 10 });
});
afterAll(() => testApp.close());

describe('ledger properties', () => {
  it('keeps the balance equal to the postings, every entry balanced, no lot negative, never below zero', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const db = testApp.deps.db;
        run += 1;
        const companyId = await newCompany(db, `Property ${run}`);
        let now = new Date(START);
        const spendKeys: string[] = [];
        let spent = 0n;
        let charged = 0n;
        for (const [index, current] of steps.entries()) {
          const before = await expectLedgerConsistent(db, companyId, now);
          if (current.type === 'credit') {
            await creditWallet({
              db,
              input: {
                companyId,
                amount: cents(current.cents),
                kind: 'MANUAL',
                paymentMethod: 'MANUAL',
                isFree: current.isFree,
                expiryDate:
                  current.expiresInDays === null
                    ? null
                    : new Date(now.getTime() + current.expiresInDays * DAY_MS),
                idempotencyKey: `credit-${index}`,
                now,
              },
            });
          } else if (current.type === 'spend') {
            const key = `spend-${index}`;
            spendKeys.push(key);
            const result = await spendFromWallet({
              db,
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
                db,
                input: { companyId, amount: 1n, idempotencyKey: key, chargeDate: now },
              });
              expect(result.replayed).toBe(true);
              expect(await expectLedgerConsistent(db, companyId, now)).toBe(before);
            }
          } else {
            now = new Date(now.getTime() + current.days * DAY_MS);
            if (current.expire) await expireCredits({ db, now, companyId });
          }
          await expectLedgerConsistent(db, companyId, now);
        }
        const summary = await expectLedgerConsistent(db, companyId, now);
        expect(summary >= 0n).toBe(true);
        expect(await unpaidCost(db, companyId)).toBe(spent - charged);
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});
