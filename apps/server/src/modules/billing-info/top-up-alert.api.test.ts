import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingInfo, companies, jobs, notifications, outboxEmails, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { runJobsOnce } from '../jobs/job-runner';
import { creditWallet } from '../wallet/credit-wallet';
import { expireCredits } from '../wallet/expire-credits';
import { walletBalance } from '../wallet/ledger';
import { spendFromWallet } from '../wallet/spend-from-wallet';
import { newCompany } from '../wallet/wallet-test-helpers';
import { TOP_UP_ALERT_JOB } from './top-up-alert';

let testApp: TestApp;
let acmeId: number;
let ownerId: number;
let adminId: number;

const units = (whole: number) => BigInt(whole) * 1_000_000n;

const alertEmails = () =>
  testApp.deps.db
    .select()
    .from(outboxEmails)
    .where(and(like(outboxEmails.subject, '%wallet balance below%')));
const lowBalanceNotifications = (userId: number) =>
  testApp.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'LOW_BALANCE')));
const alertJobs = () => testApp.deps.db.select().from(jobs).where(eq(jobs.kind, TOP_UP_ALERT_JOB));

let key = 0;
const spend = (amount: bigint, idempotencyKey = `alert-spend-${++key}`) =>
  spendFromWallet({
    db: testApp.deps.db,
    input: { companyId: acmeId, amount, idempotencyKey, chargeDate: testApp.deps.now() },
  });

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 10 });
  const db = testApp.deps.db;
  acmeId = (await db.select().from(companies).where(eq(companies.name, 'Acme Fashion')))[0]!.id;
  ownerId = (await db.select().from(users).where(eq(users.email, 'owner@demo.test')))[0]!.id;
  adminId = (await db.select().from(users).where(eq(users.email, 'admin@demo.test')))[0]!.id;
});
afterAll(() => testApp.close());

describe('top-up alert', () => {
  it('sends nothing while no alert amount is set', async () => {
    await spend(units(1));
    expect(await alertJobs()).toHaveLength(0);
  });

  it('notifies the owners once per crossing below the billing info’s top-up alert amount', async () => {
    const db = testApp.deps.db;
    // The owner saves an alert 5 below the current balance, through the API.
    const owner = new TestClient(testApp.app);
    expect((await owner.signIn('owner@demo.test')).ok).toBe(true);
    const alert = (await walletBalance(db, acmeId)) / 1_000_000n - 5n;
    const saved = await owner.gql<{ updateBillingDetails: { ok: boolean } }>(
      'mutation($amount: Decimal) { updateBillingDetails(name: "Acme Fashion", email: "billing@acme.test", description: "PO 1", topUpAlertAmount: $amount) { ok } }',
      { amount: String(alert) },
    );
    expect(saved.body.data!.updateBillingDetails.ok).toBe(true);
    expect(
      (await db.select().from(billingInfo).where(eq(billingInfo.companyId, acmeId)))[0]!
        .topUpAlertAmountMicros,
    ).toBe(units(Number(alert)));

    await spend(units(2)); // still above
    expect(await alertJobs()).toHaveLength(0);
    const crossing = await spend(units(10), 'alert-crossing'); // crosses
    expect(await alertJobs()).toHaveLength(1);
    await spend(units(1)); // already below: no second alert
    await spend(units(10), 'alert-crossing'); // the same spend again: replayed, nothing queued
    expect(crossing.replayed).toBe(false);
    expect(await alertJobs()).toHaveLength(1);

    await runJobsOnce(testApp.deps);
    const emails = await alertEmails();
    expect(emails.map((email) => email.to)).toEqual(['owner@demo.test']);
    expect(emails[0]!.subject).toContain('Acme Fashion');
    expect(emails[0]!.text).toMatch(/below the top-up alert of SGD\s?[\d,]+\.00/);
    expect(emails[0]!.text).toContain('/billing/credits');
    expect(await lowBalanceNotifications(ownerId)).toHaveLength(1);
    // Billing is the owners' business: admins get no alert.
    expect(await lowBalanceNotifications(adminId)).toHaveLength(0);

    // Back above (a credit), then below again: a new crossing, a new alert.
    await creditWallet({
      db,
      input: {
        companyId: acmeId,
        amount: units(50),
        kind: 'MANUAL',
        paymentMethod: 'MANUAL',
        isFree: false,
        idempotencyKey: 'alert-credit',
        now: testApp.deps.now(),
      },
    });
    await spend(units(60));
    expect(await alertJobs()).toHaveLength(2);
    await runJobsOnce(testApp.deps);
    expect(await alertEmails()).toHaveLength(2);
    expect(await lowBalanceNotifications(ownerId)).toHaveLength(2);
  });
});

// The alert compares what the wallet can pay (decision 0263), as the delivery index does (0258): a lot past its
// expiry that the sweep has not posted yet, or one that starts later, pays no ad and holds no alert off.
describe('top-up alert on the spendable balance', () => {
  const DAY = 86_400_000;
  const ago = (ms: number) => new Date(testApp.deps.now().getTime() - ms);
  type Lot = { amount: bigint; startDate: Date; expiryDate: Date | null };
  const validLot = (amount: bigint): Lot => ({ amount, startDate: ago(DAY), expiryDate: null });
  const expiredLot = (amount: bigint): Lot => ({ amount, startDate: ago(2 * DAY), expiryDate: ago(60_000) });
  const futureLot = (amount: bigint): Lot => ({ amount, startDate: ago(-DAY), expiryDate: null });

  /** A company with the lots and an alert at 50. */
  async function companyWith(name: string, lots: Lot[]) {
    const db = testApp.deps.db;
    const companyId = await newCompany(db, name);
    for (const [i, lot] of lots.entries())
      await creditWallet({
        db,
        input: {
          companyId,
          kind: 'TOPUP',
          paymentMethod: 'CARD',
          isFree: false,
          idempotencyKey: `alert-lot-${companyId}-${i}`,
          now: ago(2 * DAY),
          ...lot,
        },
      });
    await db.insert(billingInfo).values({
      companyId,
      name,
      email: 'billing@example.test',
      description: '',
      topUpAlertAmountMicros: units(50),
    });
    return companyId;
  }
  const companyAlerts = async (companyId: number) =>
    (await alertJobs()).filter((job) => (job.payload as { companyId: number }).companyId === companyId);
  const spendOf = (companyId: number, amount: bigint) =>
    spendFromWallet({
      db: testApp.deps.db,
      input: {
        companyId,
        amount,
        idempotencyKey: `alert-spend-${companyId}-${++key}`,
        chargeDate: testApp.deps.now(),
      },
    });

  it('alerts on a spend that takes what can pay below the amount while an expired, unswept lot fills the ledger', async () => {
    const companyId = await companyWith('Alert expired Co', [validLot(units(60)), expiredLot(units(100))]);
    await spendOf(companyId, units(20));
    const alerts = await companyAlerts(companyId);
    expect(alerts).toHaveLength(1);
    // The figure told is what can pay, 40, not the ledger's 140.
    expect(alerts[0]!.payload).toMatchObject({ balance: String(units(40)), alertAmount: String(units(50)) });
    // Once per crossing: the sweep of the expired lot, already unable to pay, does not alert again.
    await expireCredits({ deps: testApp.deps, input: { companyId } });
    await spendOf(companyId, units(1));
    expect(await companyAlerts(companyId)).toHaveLength(1);
  });

  it('alerts on a spend that takes what can pay below the amount while the rest starts later', async () => {
    const companyId = await companyWith('Alert future Co', [validLot(units(60)), futureLot(units(100))]);
    await spendOf(companyId, units(5));
    expect(await companyAlerts(companyId)).toHaveLength(0);
    await spendOf(companyId, units(15));
    expect(await companyAlerts(companyId)).toHaveLength(1);
  });

  it('alerts from the expiry sweep when the expired money leaves less than the amount', async () => {
    const companyId = await companyWith('Alert swept Co', [validLot(units(30)), expiredLot(units(100))]);
    // The money expired a minute ago: this spend finds 30 and takes 1, no crossing of its own.
    await spendOf(companyId, units(1));
    expect(await companyAlerts(companyId)).toHaveLength(0);
    await expireCredits({ deps: testApp.deps, input: { companyId } });
    const alerts = await companyAlerts(companyId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.payload).toMatchObject({ balance: String(units(29)) });
    await spendOf(companyId, units(1));
    await expireCredits({ deps: testApp.deps, input: { companyId } });
    expect(await companyAlerts(companyId)).toHaveLength(1);
  });
});
