import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingInfo, companies, jobs, notifications, outboxEmails, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { runJobsOnce } from '../jobs/job-runner';
import { creditWallet } from '../wallet/credit-wallet';
import { walletBalance } from '../wallet/ledger';
import { spendFromWallet } from '../wallet/spend-from-wallet';
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
