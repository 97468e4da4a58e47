import { addDays, startOfZonedDay } from '@portal/domain/zoned-day';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { metaSandboxAdAccounts } from '../../db/schema/index';
import { openTestDatabase } from '../../testing/test-database';
import { MetaApiError, type MetaCampaignSpec } from './meta-ads';
import { units } from './meta-ads-test-support';
import { dayFigures, plannedSpend } from './sandbox-delivery';
import { SandboxMetaAds } from './sandbox-meta-ads';

const DAY = 86_400_000;
const START = new Date('2026-03-01T00:00:00Z');

let database: Database;
let clock: Date;
const now = () => clock;
const sandbox = (options: { callsPerMinute?: number } = {}) =>
  new SandboxMetaAds({ db: database.db, now }, options);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const spec = (over: Partial<MetaCampaignSpec> = {}): MetaCampaignSpec => ({
  name: 'Spring sale',
  status: 'ACTIVE',
  lifetimeBudgetMicros: units(100),
  startTime: new Date(START.getTime() + DAY),
  stopTime: new Date(START.getTime() + 11 * DAY),
  productSetId: '1',
  creativeText: 'Shop now',
  customAudienceIds: [],
  ...over,
});

async function account(funds: bigint) {
  clock = START;
  const meta = sandbox();
  const created = await meta.createAdAccount({
    sellerName: 'Store',
    sellerPageUrl: 'https://shop.example.com/store',
    currency: 'SGD',
    timeZone: 'Asia/Singapore',
  });
  if (funds > 0n) await meta.addFunds(created.accountId, funds, `fund-${created.accountId}`);
  return { meta, accountId: created.accountId, productSetId: created.productSetId };
}

const totalSpend = async (meta: SandboxMetaAds, accountId: string) =>
  (await meta.insights({ accountId, level: 'account', since: '2026-01-01', until: '2026-12-31' })).reduce(
    (sum, row) => sum + row.spendMicros,
    0n,
  );

describe('the sandbox MetaAds', () => {
  it('opens act_ accounts with a product set and a few custom audiences', async () => {
    const { meta, accountId, productSetId } = await account(0n);
    expect(accountId).toMatch(/^act_\d{15}$/);
    expect(productSetId).toMatch(/^\d{16}$/);
    const audiences = await meta.customAudiences(accountId);
    expect(audiences.length).toBe(3);
    for (const audience of audiences) expect(Number.isSafeInteger(audience.id)).toBe(true);
  });

  it('adds funds once per idempotency key', async () => {
    const { meta, accountId } = await account(units(50));
    await meta.addFunds(accountId, units(20), 'top-up-1');
    await meta.addFunds(accountId, units(20), 'top-up-1');
    expect(await meta.accountBalance(accountId)).toBe(units(70));
  });

  it('delivers an ACTIVE campaign day by day between its start and stop, and the balance pays for it', async () => {
    const { meta, accountId } = await account(units(500));
    const campaign = await meta.createCampaign(accountId, spec());
    expect(campaign.objective).toBe('OUTCOME_SALES');
    expect(await totalSpend(meta, accountId)).toBe(0n);
    clock = new Date(START.getTime() + 6 * DAY);
    const rows = await meta.insights({
      accountId,
      level: 'campaign',
      since: '2026-03-01',
      until: '2026-03-31',
    });
    expect(rows.map((row) => row.dateStart)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    const spend = rows.reduce((sum, row) => sum + row.spendMicros, 0n);
    // The even plan is 10 a day at a pace of 75–100 %; six days from 2 March 00:00 UTC (08:00 in Singapore).
    expect(spend).toBeGreaterThan(units(30));
    expect(spend).toBeLessThanOrEqual(units(60));
    for (const row of rows) {
      expect(row.impressions).toBeGreaterThan(0);
      expect(row.clicks).toBeLessThanOrEqual(row.impressions);
      expect(row.purchases).toBeLessThanOrEqual(row.clicks);
    }
    expect(await meta.accountBalance(accountId)).toBe(units(500) - spend);
    const info = await meta.getCampaign(campaign.id);
    expect(info?.budgetRemainingMicros).toBe(units(100) - spend);
    // Long after the stop: never beyond the lifetime budget.
    clock = new Date(START.getTime() + 40 * DAY);
    const lifetime = await totalSpend(meta, accountId);
    expect(lifetime).toBeLessThanOrEqual(units(100));
    expect(lifetime).toBeGreaterThan(units(70));
  });

  it('is deterministic per campaign id and day, however often the account is read', async () => {
    const { meta, accountId } = await account(units(500));
    const campaign = await meta.createCampaign(accountId, spec());
    for (let hour = 0; hour <= 5 * 24; hour += 7) {
      clock = new Date(START.getTime() + hour * 3_600_000);
      await meta.accountBalance(accountId);
    }
    clock = new Date(START.getTime() + 5 * DAY);
    const rows = await meta.insights({
      accountId,
      level: 'campaign',
      since: '2026-03-02',
      until: '2026-03-04',
    });
    expect(rows.length).toBe(3);
    const simulated = { ...campaign, startTime: campaign.startTime, stopTime: campaign.stopTime };
    for (const row of rows) {
      const dayEnd = startOfZonedDay(addDays(row.dateStart, 1), 'Asia/Singapore');
      expect(row.spendMicros).toBe(plannedSpend(simulated, row.dateStart, 'Asia/Singapore', dayEnd));
      expect(row.impressions).toBe(dayFigures(simulated, row.dateStart, row.spendMicros).impressions);
    }
  });

  it('stops at the account balance and does not deliver while PAUSED', async () => {
    const { meta, accountId } = await account(units(15));
    const campaign = await meta.createCampaign(accountId, spec());
    clock = new Date(START.getTime() + 9 * DAY);
    expect(await meta.accountBalance(accountId)).toBe(0n);
    expect(await totalSpend(meta, accountId)).toBe(units(15));
    const paused = await meta.updateCampaign(campaign.id, { status: 'PAUSED' });
    expect(paused.status).toBe('PAUSED');
    await meta.addFunds(accountId, units(50), 'more');
    clock = new Date(START.getTime() + 10 * DAY);
    expect(await meta.accountBalance(accountId)).toBe(units(50));
  });

  it('answers a budget below the minimum as Meta does (code 100, a user message)', async () => {
    const { meta, accountId } = await account(0n);
    const error = await meta
      .createCampaign(accountId, spec({ lifetimeBudgetMicros: units(5) }))
      .catch((e) => e);
    expect(error).toBeInstanceOf(MetaApiError);
    expect(error.code).toBe(100);
    expect(error.userMessage).toContain('minimum lifetime budget');
    const noEnd = await meta.createCampaign(accountId, spec({ stopTime: null })).catch((e) => e);
    expect(noEnd.code).toBe(100);
  });

  it('answers code 190 for an expired token and code 17 past the rate limit', async () => {
    const { accountId } = await account(0n);
    await database.db
      .update(metaSandboxAdAccounts)
      .set({ fault: 'EXPIRED_TOKEN' })
      .where(eq(metaSandboxAdAccounts.accountId, accountId));
    const expired = await sandbox()
      .accountBalance(accountId)
      .catch((e) => e);
    expect(expired).toMatchObject({ code: 190, type: 'OAuthException' });
    await database.db
      .update(metaSandboxAdAccounts)
      .set({ fault: null })
      .where(eq(metaSandboxAdAccounts.accountId, accountId));
    const limited = sandbox({ callsPerMinute: 3 });
    for (let i = 0; i < 3; i++) await limited.customAudiences(accountId);
    expect(await limited.customAudiences(accountId).catch((e) => e)).toMatchObject({ code: 17 });
    clock = new Date(clock.getTime() + 61_000);
    expect((await limited.customAudiences(accountId)).length).toBe(3);
  });

  it('keeps its state in the database: a new instance sees the same campaigns', async () => {
    const { meta, accountId } = await account(units(100));
    const campaign = await meta.createCampaign(accountId, spec({ status: 'PAUSED' }));
    const again = await sandbox().listCampaigns(accountId);
    expect(again.map((c) => c.id)).toEqual([campaign.id]);
    expect(await sandbox().getCampaign('999')).toBeNull();
  });
});
