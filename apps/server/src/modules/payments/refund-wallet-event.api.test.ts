import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoTopUpSettings, billingInfo, credits, jobs, topUpRequests } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TOP_UP_ALERT_JOB } from '../billing-info/top-up-alert';
import { spendableBalance } from '../wallet/ledger';
import { spendFromWallet } from '../wallet/spend-from-wallet';
import { subscribeToWalletSpent, type WalletSpent } from '../wallet/wallet-events';
import { newCompany } from '../wallet/wallet-test-helpers';
import { createTopUpRequest } from './create-top-up-request';
import { refundCredit } from './refund-credit';
import { AUTO_TOP_UP_JOB, runAutoTopUp } from './run-auto-top-up';
import { savePaymentMethod } from './save-payment-method';

// A staff refund takes money out of the wallet like a spend (decision 0279): it emits the wallet event, so the
// top-up alert sees the crossing, and auto top-up disarms rather than charge the card it just refunded.
let testApp: TestApp;
const units = (whole: number) => BigInt(whole) * 1_000_000n;
const events: WalletSpent[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 10 });
  // Beside the jobs' subscribers (buildApp wired them): records what the wallet emitted.
  subscribeToWalletSpent(async (_tx, event) => events.push(event));
}, 180_000);
afterAll(() => testApp?.close());

let key = 0;
const cardTopUp = async (companyId: number, amount: bigint) => {
  const result = await createTopUpRequest({
    deps: testApp.deps,
    actor: { companyId, user: null },
    input: { amount, type: 'CARD', idempotencyKey: `refund-event-top-up-${++key}` },
  });
  expect(result.errors).toEqual([]);
  expect(result.topUp?.status).toBe('PAID');
  return result.topUp!.creditId!;
};

/** A company with a saved card and two paid card top-ups, of 200 and of 60 (each with its invoice). */
async function companyWithLots(name: string) {
  const companyId = await newCompany(testApp.deps.db, name);
  const saved = await savePaymentMethod({
    deps: testApp.deps,
    actor: { companyId },
    input: { token: 'pm_card_visa' },
  });
  expect(saved.ok).toBe(true);
  return {
    companyId,
    lot200: await cardTopUp(companyId, units(200)),
    lot60: await cardTopUp(companyId, units(60)),
  };
}

const refund = (creditId: number, idempotencyKey: string) =>
  refundCredit({ deps: testApp.deps, input: { creditId, reason: 'Customer left', idempotencyKey } });
const spend = (companyId: number, amount: bigint) =>
  spendFromWallet({
    db: testApp.deps.db,
    input: {
      companyId,
      amount,
      idempotencyKey: `refund-event-spend-${++key}`,
      chargeDate: testApp.deps.now(),
    },
  });
const jobsOf = (kind: string, companyId: number) =>
  testApp.deps.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`(${jobs.payload}->>'companyId')::int = ${companyId}`));
const eventsOf = (companyId: number) => events.filter((event) => event.companyId === companyId);

describe('top-up alert on a refund', () => {
  async function withAlertAt100(name: string) {
    const company = await companyWithLots(name);
    await testApp.deps.db.insert(billingInfo).values({
      companyId: company.companyId,
      name,
      email: 'billing@example.test',
      description: '',
      topUpAlertAmountMicros: units(100),
    });
    return company;
  }

  it('queues the alert once when the refund takes what can pay below the alert amount; its replay emits nothing', async () => {
    const { companyId, lot200 } = await withAlertAt100('Refund alert Co');
    const first = await refund(lot200, 'refund-alert');
    expect(first.refundedAmount).toBe(units(200));
    expect(eventsOf(companyId)).toHaveLength(1);
    expect(eventsOf(companyId)[0]).toMatchObject({
      balanceBefore: units(260),
      balanceAfter: units(60),
      refund: { spendable: units(200) },
    });
    const alerts = await jobsOf(TOP_UP_ALERT_JOB, companyId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.payload).toMatchObject({ balance: String(units(60)), alertAmount: String(units(100)) });

    // The same key again answers the first credit note: nothing moves, nothing is emitted, nothing queued.
    const again = await refund(lot200, 'refund-alert');
    expect(again.creditNote?.id).toBe(first.creditNote?.id);
    expect(eventsOf(companyId)).toHaveLength(1);
    expect(await jobsOf(TOP_UP_ALERT_JOB, companyId)).toHaveLength(1);
  });

  it('does not alert for a refund of a lot that expired unswept: what can pay did not change', async () => {
    const { companyId, lot200 } = await withAlertAt100('Refund expired lot Co');
    const aMinuteAgo = new Date(testApp.deps.now().getTime() - 60_000);
    await testApp.deps.db.update(credits).set({ expiryDate: aMinuteAgo }).where(eq(credits.id, lot200));
    await refund(lot200, 'refund-expired');
    // The ledger fell by 200 (260 → 60), but only the 60 could pay, before and after.
    expect(eventsOf(companyId)[0]).toMatchObject({ balanceBefore: units(260), refund: { spendable: 0n } });
    expect(await jobsOf(TOP_UP_ALERT_JOB, companyId)).toHaveLength(0);
  });
});

describe('auto top-up on a refund', () => {
  async function withAutoTopUp(name: string, threshold: bigint) {
    const company = await companyWithLots(name);
    await testApp.deps.db.insert(autoTopUpSettings).values({
      companyId: company.companyId,
      isEnabled: true,
      thresholdMicros: threshold,
      amountMicros: units(100),
      isArmed: true,
      updatedAt: testApp.deps.now(),
    });
    return company;
  }
  const isArmed = async (companyId: number) =>
    (
      await testApp.deps.db.select().from(autoTopUpSettings).where(eq(autoTopUpSettings.companyId, companyId))
    )[0]!.isArmed;
  const autoTopUps = (companyId: number) =>
    testApp.deps.db
      .select()
      .from(topUpRequests)
      .where(and(eq(topUpRequests.companyId, companyId), eq(topUpRequests.isAutoTopUp, true)));

  it('disarms instead of charging when the refund leaves the wallet below the threshold, until a top-up lifts it back', async () => {
    const { companyId, lot200 } = await withAutoTopUp('Refund disarm Co', units(100));
    await refund(lot200, 'refund-disarm'); // 260 → 60
    expect(await isArmed(companyId)).toBe(false);
    expect(await jobsOf(AUTO_TOP_UP_JOB, companyId)).toHaveLength(0);
    // The next spends of this crossing queue no check either: the card the money went back to is not charged.
    await spend(companyId, units(1));
    expect(await jobsOf(AUTO_TOP_UP_JOB, companyId)).toHaveLength(0);

    // The customer tops up to 159, above the threshold: armed again, and the next crossing charges as before.
    await cardTopUp(companyId, units(100));
    expect(await isArmed(companyId)).toBe(true);
    await spend(companyId, units(100));
    expect(await jobsOf(AUTO_TOP_UP_JOB, companyId)).toHaveLength(1);
    expect(await runAutoTopUp(testApp.deps, { companyId })).toBe('charged');
  });

  it('lets a check a spend queued before the refund charge nothing', async () => {
    const { companyId, lot200 } = await withAutoTopUp('Refund queued check Co', units(250));
    await spend(companyId, units(20)); // 260 → 240, below 250: a check is queued
    expect(await jobsOf(AUTO_TOP_UP_JOB, companyId)).toHaveLength(1);
    await refund(lot200, 'refund-queued');
    expect(await runAutoTopUp(testApp.deps, { companyId })).toBe('already-charged');
    expect(await autoTopUps(companyId)).toHaveLength(0);
  });

  it('leaves auto top-up armed when the refund leaves the wallet at or above the threshold', async () => {
    const { companyId, lot60 } = await withAutoTopUp('Refund above threshold Co', units(50));
    await refund(lot60, 'refund-above');
    expect(await spendableBalance(testApp.deps.db, companyId, testApp.deps.now())).toBe(units(200));
    expect(await isArmed(companyId)).toBe(true);
    await spend(companyId, units(160));
    expect(await jobsOf(AUTO_TOP_UP_JOB, companyId)).toHaveLength(1);
  });
});
