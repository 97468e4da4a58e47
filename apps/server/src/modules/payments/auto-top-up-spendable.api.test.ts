import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoTopUpSettings, jobs, topUpRequests } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { creditWallet } from '../wallet/credit-wallet';
import { expireCredits } from '../wallet/expire-credits';
import { spendableBalance, walletBalance } from '../wallet/ledger';
import { spendFromWallet } from '../wallet/spend-from-wallet';
import { newCompany } from '../wallet/wallet-test-helpers';
import { createTopUpRequest } from './create-top-up-request';
import { AUTO_TOP_UP_JOB, runAutoTopUp } from './run-auto-top-up';
import { savePaymentMethod } from './save-payment-method';

// Auto top-up compares the threshold with what the wallet can pay (decision 0263), as the delivery index does
// (decision 0258): a lot past its expiry that the hourly sweep has not posted yet, or a lot that starts
// later, holds ledger money that pays no ad, so it must not keep the auto top-up from charging.
let testApp: TestApp;
const DAY = 86_400_000;
const units = (whole: number) => BigInt(whole) * 1_000_000n;
const THRESHOLD = units(50);
const AMOUNT = units(100);

type Lot = { amount: bigint; startDate: Date; expiryDate: Date | null };

/** A company with a saved card, the given lots and auto top-up on (threshold 50 unless given, amount 100). */
async function companyWith(name: string, lots: Lot[], { isArmed = true, threshold = THRESHOLD } = {}) {
  const { db } = testApp.deps;
  const now = testApp.deps.now();
  const companyId = await newCompany(db, name);
  for (const [i, lot] of lots.entries())
    await creditWallet({
      db,
      input: {
        companyId,
        kind: 'TOPUP',
        paymentMethod: 'CARD',
        isFree: false,
        idempotencyKey: `lot-${companyId}-${i}`,
        now: new Date(now.getTime() - 2 * DAY),
        ...lot,
      },
    });
  const saved = await savePaymentMethod({
    deps: testApp.deps,
    actor: { companyId },
    input: { token: 'pm_card_visa' },
  });
  expect(saved.ok).toBe(true);
  // updatedAt from the clock as updateAutoTopUp writes it (the disarm compares it to the millisecond).
  await db.insert(autoTopUpSettings).values({
    companyId,
    isEnabled: true,
    thresholdMicros: threshold,
    amountMicros: AMOUNT,
    isArmed,
    updatedAt: now,
  });
  return companyId;
}

const ago = (ms: number) => new Date(testApp.deps.now().getTime() - ms);
const later = (ms: number) => new Date(testApp.deps.now().getTime() + ms);
const expiredLot = (amount: bigint): Lot => ({ amount, startDate: ago(2 * DAY), expiryDate: ago(60_000) });
const futureLot = (amount: bigint): Lot => ({ amount, startDate: later(DAY), expiryDate: null });

const checks = (companyId: number) =>
  testApp.deps.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, AUTO_TOP_UP_JOB), sql`(${jobs.payload}->>'companyId')::int = ${companyId}`));
const autoTopUps = (companyId: number) =>
  testApp.deps.db
    .select()
    .from(topUpRequests)
    .where(and(eq(topUpRequests.companyId, companyId), eq(topUpRequests.isAutoTopUp, true)));
const isArmed = async (companyId: number) =>
  (
    await testApp.deps.db.select().from(autoTopUpSettings).where(eq(autoTopUpSettings.companyId, companyId))
  )[0]!.isArmed;
const spendOne = (companyId: number) =>
  spendFromWallet({
    db: testApp.deps.db,
    input: {
      companyId,
      amount: units(1),
      idempotencyKey: `spend-${companyId}`,
      chargeDate: testApp.deps.now(),
    },
  });

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 10 });
}, 180_000);
afterAll(() => testApp?.close());

describe('auto top-up reads the spendable balance', () => {
  it('charges when the only lot has expired but is not swept yet, and the sweep then queues nothing more', async () => {
    const companyId = await companyWith('Expired unswept Co', [expiredLot(units(200))]);
    expect(await walletBalance(testApp.deps.db, companyId)).toBe(units(200));
    const spent = await spendOne(companyId);
    expect(spent.charged).toBe(0n);
    expect(await checks(companyId)).toHaveLength(1);

    expect(await runAutoTopUp(testApp.deps, { companyId })).toBe('charged');
    expect(await autoTopUps(companyId)).toHaveLength(1);
    // 100 in, the unpaid 1 settled from it: the wallet can pay 99, above the threshold, so it is armed again.
    expect(await spendableBalance(testApp.deps.db, companyId, testApp.deps.now())).toBe(units(99));
    expect(await isArmed(companyId)).toBe(true);

    // The sweep posts the old lot's 200; what can pay is unchanged, so no second check and no second charge.
    await expireCredits({ deps: testApp.deps, input: { companyId } });
    expect(await checks(companyId)).toHaveLength(1);
  });

  it('charges when the money is in a lot that starts later', async () => {
    const companyId = await companyWith('Future lot Co', [futureLot(units(200))]);
    await spendOne(companyId);
    expect(await checks(companyId)).toHaveLength(1);
    expect(await runAutoTopUp(testApp.deps, { companyId })).toBe('charged');
    expect(await autoTopUps(companyId)).toHaveLength(1);
  });

  it('queues the check from the expiry sweep, with no spend after the money expired', async () => {
    // The index stops serving at the expiry, so no spend may come to queue the check: the sweep does.
    const companyId = await companyWith('Swept Co', [
      expiredLot(units(200)),
      { amount: units(30), startDate: ago(DAY), expiryDate: null },
    ]);
    expect(await checks(companyId)).toHaveLength(0);
    const swept = await expireCredits({ deps: testApp.deps, input: { companyId } });
    expect(swept.expiredAmount).toBe(units(200));
    expect(await checks(companyId)).toHaveLength(1);
    expect(await runAutoTopUp(testApp.deps, { companyId })).toBe('charged');
    expect(await spendableBalance(testApp.deps.db, companyId, testApp.deps.now())).toBe(units(130));
    // A second sweep posts nothing and queues nothing.
    await expireCredits({ deps: testApp.deps, input: { companyId } });
    expect(await checks(companyId)).toHaveLength(1);
  });

  it('does not re-arm on a top-up that leaves what can pay below the threshold', async () => {
    const companyId = await companyWith('Rearm Co', [expiredLot(units(200))], {
      isArmed: false,
      threshold: units(100),
    });
    const result = await createTopUpRequest({
      deps: testApp.deps,
      actor: { companyId, user: null },
      input: { amount: units(60), type: 'CARD', idempotencyKey: `manual-${companyId}` },
    });
    expect(result.topUp?.status).toBe('PAID');
    // The ledger shows 260, above the threshold of 100; the wallet can pay 60.
    expect(await walletBalance(testApp.deps.db, companyId)).toBe(units(260));
    expect(await isArmed(companyId)).toBe(false);
    // Nor does the job re-arm it: the crossing that disarmed it is not over.
    expect(await runAutoTopUp(testApp.deps, { companyId })).toBe('already-charged');
    expect(await isArmed(companyId)).toBe(false);
  });
});
