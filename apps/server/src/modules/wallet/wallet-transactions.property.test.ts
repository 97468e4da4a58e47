import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs, ledgerPostings } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { issueCreditNote } from '../documents/issue-credit-note';
import { issueInvoice } from '../documents/issue-invoice';
import { creditWallet } from './credit-wallet';
import { expireCredits } from './expire-credits';
import { walletBalance } from './ledger';
import { listWalletTransactions, type WalletTransactionItem } from './list-wallet-transactions';
import { spendFromWallet } from './spend-from-wallet';
import { walletSummary } from './wallet-summary';
import { newCompany } from './wallet-test-helpers';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const START = new Date('2026-01-01T00:00:00Z').getTime();
const cents = (count: number) => BigInt(count) * 10_000n;

/**
 * Histories where rows are not posted in the order the list shows them: delivery reports charged for an
 * earlier hour, credits that start later or earlier than they are posted, credit notes dated back (the demo's).
 */
type Step =
  | { type: 'credit'; cents: number; isFree: boolean; startInHours: number; expiresInDays: number | null }
  | { type: 'spend'; cents: number; hoursBack: number }
  | { type: 'topUp'; cents: number }
  | { type: 'creditNote'; pick: number; cents: number; daysBack: number }
  | { type: 'advance'; days: number; expire: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    type: fc.constant('credit' as const),
    cents: fc.integer({ min: 1, max: 50_000 }),
    isFree: fc.boolean(),
    startInHours: fc.integer({ min: -72, max: 72 }),
    expiresInDays: fc.option(fc.integer({ min: 4, max: 40 }), { nil: null }),
  }),
  fc.record({
    type: fc.constant('spend' as const),
    cents: fc.integer({ min: 1, max: 30_000 }),
    hoursBack: fc.integer({ min: 0, max: 96 }),
  }),
  fc.record({ type: fc.constant('topUp' as const), cents: fc.integer({ min: 100, max: 50_000 }) }),
  fc.record({
    type: fc.constant('creditNote' as const),
    pick: fc.nat(),
    cents: fc.integer({ min: 1, max: 20_000 }),
    daysBack: fc.integer({ min: 0, max: 10 }),
  }),
  fc.record({
    type: fc.constant('advance' as const),
    days: fc.integer({ min: 0, max: 10 }),
    expire: fc.boolean(),
  }),
);

let testApp: TestApp;
const db = () => testApp.deps.db;

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 10 });
});
afterAll(() => testApp.close());

/** Every row of the list, newest first, as the screen and the export page through it. */
async function allRows(companyId: number): Promise<WalletTransactionItem[]> {
  const rows: WalletTransactionItem[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listWalletTransactions({
      deps: { db: db() },
      actor: { companyId },
      input: { page, pageSize: 100 },
    });
    rows.push(...result.objects);
    if (page >= result.numPages) return rows;
  }
}

/**
 * The list reconciles with the wallet: walking it from the oldest row, each row's balanceAfter is the
 * wallet balance once that row's movement (its entry's postings to the lots) is applied to the row below,
 * and the newest row's balanceAfter is the wallet's balance (what the billing header shows).
 */
export async function expectTransactionsReconcile(companyId: number, now: Date) {
  const rows = await allRows(companyId);
  const postings = await db().select().from(ledgerPostings).where(eq(ledgerPostings.companyId, companyId));
  const delta = new Map<number, bigint>();
  for (const posting of postings)
    if (posting.creditId !== null)
      delta.set(posting.entryId, (delta.get(posting.entryId) ?? 0n) + posting.amount);
  let balance = 0n;
  for (const row of [...rows].reverse()) {
    balance += delta.get(row.entryId) ?? 0n;
    expect(row.balanceAfter, `row ${row.id} (${row.description})`).toBe(balance);
  }
  const summary = (await walletSummary({ deps: { db: db(), now: () => now }, actor: { companyId } }))!;
  expect(summary.balance).toBe(await walletBalance(db(), companyId));
  if (rows.length) expect(rows[0]!.balanceAfter).toBe(summary.balance);
  else expect(summary.balance).toBe(0n);
  return rows;
}

describe('wallet transactions reconcile with the wallet', () => {
  it("shows at every row the wallet's balance after it, the newest row the wallet's balance", async () => {
    let run = 0;
    const [catalog] = await db().select().from(catalogs).orderBy(asc(catalogs.id)).limit(1);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        run += 1;
        const companyId = await newCompany(db(), `Reconcile ${run}`);
        let now = new Date(START);
        const invoiced: number[] = [];
        for (const [index, current] of steps.entries()) {
          if (current.type === 'credit' || current.type === 'topUp') {
            const amount = cents(current.cents);
            const { credit } = await creditWallet({
              db: db(),
              input: {
                companyId,
                amount,
                kind: current.type === 'topUp' ? 'TOPUP' : 'MANUAL',
                paymentMethod: current.type === 'topUp' ? 'CARD' : 'MANUAL',
                isFree: current.type === 'credit' && current.isFree,
                startDate:
                  current.type === 'credit' ? new Date(now.getTime() + current.startInHours * HOUR_MS) : now,
                expiryDate:
                  current.type === 'credit' && current.expiresInDays !== null
                    ? new Date(now.getTime() + current.expiresInDays * DAY_MS)
                    : null,
                idempotencyKey: `credit-${index}`,
                now,
              },
            });
            if (current.type === 'topUp') {
              const tax = (amount * 9n) / 100n;
              const invoice = await db().transaction((tx) =>
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
              invoiced.push(invoice.id);
            }
          } else if (current.type === 'spend') {
            await spendFromWallet({
              db: db(),
              input: {
                companyId,
                amount: cents(current.cents),
                idempotencyKey: `spend-${index}`,
                chargeDate: new Date(now.getTime() - current.hoursBack * HOUR_MS),
              },
            });
          } else if (current.type === 'creditNote') {
            const invoiceId = invoiced[current.pick % Math.max(1, invoiced.length)];
            if (invoiceId !== undefined) {
              const issuedAt = new Date(now.getTime() - current.daysBack * DAY_MS);
              await issueCreditNote({
                deps: { db: db(), now: () => issuedAt },
                input: { invoiceId, amount: cents(current.cents), reason: 'Property credit note' },
              }).catch((error: unknown) => {
                if (!(error instanceof DomainError)) throw error;
              });
            }
          } else {
            now = new Date(now.getTime() + current.days * DAY_MS);
            if (current.expire)
              await expireCredits({ deps: { db: db(), now: () => now }, input: { companyId } });
          }
        }
        await expectTransactionsReconcile(companyId, now);
      }),
      {
        numRuns: 30,
        // The demo's shape first: charges, then a credit note dated before the latest charge.
        examples: [
          [
            [
              { type: 'topUp', cents: 100_000 },
              { type: 'advance', days: 5, expire: false },
              { type: 'spend', cents: 2_000, hoursBack: 0 },
              { type: 'creditNote', pick: 0, cents: 5_000, daysBack: 3 },
              { type: 'spend', cents: 3_000, hoursBack: 90 },
              { type: 'credit', cents: 700, isFree: true, startInHours: 48, expiresInDays: 5 },
              { type: 'spend', cents: 1_000, hoursBack: 0 },
            ],
          ],
        ],
      },
    );
  }, 240_000);
});
