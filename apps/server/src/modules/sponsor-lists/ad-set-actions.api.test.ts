import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurations, sponsorAdSets, sponsorHistory, sponsorProductAds } from '../../db/schema/index';
import { addRoleTeam, TEAM_PASSWORD } from '../../testing/company-team';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import type { CampaignSeed } from './insert-campaign';
import { type Company, campaignOf, companyNamed, signedIn, units } from './sponsor-lists-test-helpers';

const TOGGLE = `mutation($id: ID!, $runningStatus: RunningStatus!) { changeAdSetRunningStatus(id: $id, runningStatus: $runningStatus) {
  ok errors { field messages } adSet { id status runningStatus } } }`;
const BUDGET = `mutation($id: ID!, $budget: Decimal, $budgetDaily: Decimal) { updateAdsetBudget(id: $id, budget: $budget, budgetDaily: $budgetDaily) {
  ok errors { field messages } adSet { id budgetType budgetTotal budgetDailyTotal } } }`;
const REMOVE =
  'mutation($id: ID!) { removeAdSet(id: $id) { ok errors { field messages } adSet { id status } } }';
const AD_SETS = `query($campaignId: ID!, $page: Int, $catalogId: ID, $brandId: ID) { adsSets(campaignId: $campaignId, page: $page, catalogId: $catalogId, brandId: $brandId) {
  page numPages totalCount objects { id name status campaignId } } }`;

type Payload = {
  ok: boolean;
  errors: { field: string | null; messages: string[] }[];
  adSet: Record<string, unknown> | null;
};

let testApp: TestApp;
let acme: Company;
let owner: TestClient;
let member: TestClient;
let viewer: TestClient;
let admin: TestClient;
let boltOwner: TestClient;
let counter = 0;

async function adSet(overrides: Partial<CampaignSeed> = {}) {
  const { adSet: row } = await campaignOf(testApp.deps.db, acme, {
    name: `Action ${++counter}`,
    ...overrides,
  });
  return row;
}

async function rowOf(id: number) {
  const [row] = await testApp.deps.db.select().from(sponsorAdSets).where(eq(sponsorAdSets.id, id));
  return row!;
}

async function historyOf(id: number) {
  return testApp.deps.db.select().from(sponsorHistory).where(eq(sponsorHistory.objectId, id));
}

async function call(client: TestClient, query: string, variables: Record<string, unknown>, name: string) {
  const result = await client.gql<Record<string, Payload>>(query, variables);
  if (result.body.errors) return { denied: result.body.errors[0]!.message } as const;
  return result.body.data![name]!;
}

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 50 });
  acme = await companyNamed(testApp.deps.db, 'Acme Fashion', 'Northwind');
  owner = await signedIn(testApp, 'owner@demo.test');
  member = await signedIn(testApp, 'member@demo.test');
  viewer = await signedIn(testApp, 'viewer@demo.test');
  admin = await signedIn(testApp, 'admin@demo.test');
  const boltTeam = await addRoleTeam(testApp.deps.db, 'Bolt Apparel');
  boltOwner = await signedIn(testApp, boltTeam.OWNER, TEAM_PASSWORD);
});
afterAll(() => testApp.close());

describe('adsSets', () => {
  it("lists one campaign's ad sets and nothing of another company's campaign", async () => {
    const row = await adSet();
    const result = await owner.gql<{ adsSets: { totalCount: number; objects: { id: string }[] } }>(AD_SETS, {
      campaignId: row.campaignId,
    });
    expect(result.body.data?.adsSets).toMatchObject({ totalCount: 1, objects: [{ id: String(row.id) }] });
    const filtered = await owner.gql<{ adsSets: { totalCount: number } }>(AD_SETS, {
      campaignId: row.campaignId,
      catalogId: 999_999,
    });
    expect(filtered.body.data?.adsSets.totalCount).toBe(0);
    const bolt = await signedIn(testApp, 'nobrand@demo.test');
    const foreign = await bolt.gql<{ adsSets: { totalCount: number } }>(AD_SETS, {
      campaignId: row.campaignId,
    });
    expect(foreign.body.data?.adsSets.totalCount).toBe(0);
  });
});

describe('changeAdSetRunningStatus', () => {
  it('pauses a delivering ad set (PAUSED, not NOT_DELIVERING; toggle still enabled) and starts it again, with history', async () => {
    const row = await adSet();
    const paused = await call(
      member,
      TOGGLE,
      { id: row.id, runningStatus: 'PAUSED' },
      'changeAdSetRunningStatus',
    );
    expect(paused).toMatchObject({ ok: true, adSet: { status: 'PAUSED', runningStatus: 'PAUSED' } });
    const started = await call(
      member,
      TOGGLE,
      { id: row.id, runningStatus: 'STARTED' },
      'changeAdSetRunningStatus',
    );
    expect(started).toMatchObject({ ok: true, adSet: { status: 'DELIVERING', runningStatus: 'STARTED' } });
    const toggles = (await historyOf(row.id)).filter((entry) =>
      JSON.stringify(entry.changes).includes('runningStatus'),
    );
    expect(toggles.map((entry) => entry.changes)).toEqual([
      [
        { actionType: '~', objectType: 'AD_SET', field: 'runningStatus', old: 'STARTED', new: 'PAUSED' },
        { actionType: '~', objectType: 'AD_SET', field: 'status', old: 'DELIVERING', new: 'PAUSED' },
      ],
      [
        { actionType: '~', objectType: 'AD_SET', field: 'runningStatus', old: 'PAUSED', new: 'STARTED' },
        { actionType: '~', objectType: 'AD_SET', field: 'status', old: 'PAUSED', new: 'DELIVERING' },
      ],
    ]);
  });

  it('refuses the toggle where the domain disables it', async () => {
    for (const overrides of [
      { status: 'COMPLETED' as const },
      { status: 'NOT_DELIVERING' as const, effectiveStatus: 'EXCEED_BUDGET_DAILY' },
      { status: 'PAUSED' as const },
    ]) {
      const row = await adSet(overrides);
      const result = await call(
        owner,
        TOGGLE,
        { id: row.id, runningStatus: 'PAUSED' },
        'changeAdSetRunningStatus',
      );
      expect(result).toMatchObject({
        ok: false,
        errors: [{ field: 'runningStatus', messages: ['sponsor:error.cannotToggleAdSet'] }],
      });
      expect((await rowOf(row.id)).runningStatus).toBe('STARTED');
    }
    const idle = await adSet({ status: 'NOT_DELIVERING', runningStatus: 'PAUSED' });
    const result = await call(
      owner,
      TOGGLE,
      { id: idle.id, runningStatus: 'STARTED' },
      'changeAdSetRunningStatus',
    );
    expect(result).toMatchObject({ ok: true, adSet: { status: 'DELIVERING' } });
  });

  it('starts and pauses an ad set that waits to run, keeping its status (no review skipped) (0275)', async () => {
    for (const status of ['SCHEDULED', 'PENDING_FOR_APPROVAL', 'REJECTED'] as const) {
      const row = await adSet({ status, runningStatus: 'PAUSED' });
      const started = await call(
        member,
        TOGGLE,
        { id: row.id, runningStatus: 'STARTED' },
        'changeAdSetRunningStatus',
      );
      expect(started).toMatchObject({ ok: true, adSet: { status, runningStatus: 'STARTED' } });
      expect(await rowOf(row.id)).toMatchObject({ status, runningStatus: 'STARTED' });
      // And paused again before it runs: the switch is not one-way.
      const paused = await call(
        member,
        TOGGLE,
        { id: row.id, runningStatus: 'PAUSED' },
        'changeAdSetRunningStatus',
      );
      expect(paused).toMatchObject({ ok: true, adSet: { status, runningStatus: 'PAUSED' } });
    }
    const ended = await adSet({ status: 'COMPLETED', runningStatus: 'PAUSED' });
    expect(
      await call(owner, TOGGLE, { id: ended.id, runningStatus: 'STARTED' }, 'changeAdSetRunningStatus'),
    ).toMatchObject({ ok: false, errors: [{ field: 'runningStatus' }] });
    expect((await rowOf(ended.id)).runningStatus).toBe('PAUSED');
  });

  it('refuses a VIEWER and answers not found for another company', async () => {
    const row = await adSet();
    expect(
      await call(viewer, TOGGLE, { id: row.id, runningStatus: 'PAUSED' }, 'changeAdSetRunningStatus'),
    ).toEqual({
      denied: 'common:permissionDenied',
    });
    const foreign = await call(
      boltOwner,
      TOGGLE,
      { id: row.id, runningStatus: 'PAUSED' },
      'changeAdSetRunningStatus',
    );
    expect(foreign).toMatchObject({
      ok: false,
      errors: [{ field: 'id', messages: ['sponsor:error.adSetNotFound'] }],
      adSet: null,
    });
    expect((await rowOf(row.id)).runningStatus).toBe('STARTED');
  });
});

describe('updateAdsetBudget', () => {
  it('derives the budget type from the budgets given', async () => {
    const row = await adSet();
    const cases: [Record<string, string | null>, string, string | null, string | null][] = [
      [{ budgetDaily: '15' }, 'DAILY', null, '15'],
      [{ budget: '300' }, 'TOTAL', '300', null],
      [{ budget: '300', budgetDaily: '12.5' }, 'DAILY_TOTAL', '300', '12.5'],
      [{}, 'ALWAYS_ON', null, null],
    ];
    for (const [args, budgetType, total, daily] of cases) {
      const result = await call(owner, BUDGET, { id: row.id, ...args }, 'updateAdsetBudget');
      expect(result).toMatchObject({
        ok: true,
        adSet: { budgetType, budgetTotal: total, budgetDailyTotal: daily },
      });
    }
    const stored = await rowOf(row.id);
    expect(stored).toMatchObject({
      budgetType: 'ALWAYS_ON',
      budgetTotalMicros: null,
      budgetDailyMicros: null,
    });
    const changes = (await historyOf(row.id)).flatMap(
      (entry) => entry.changes as { field: string; new: string | null }[],
    );
    expect(changes).toContainEqual(expect.objectContaining({ field: 'budgetDaily', new: '12.50' }));
  });

  it('answers per-field errors below the minimum and for a total under the daily budget', async () => {
    const row = await adSet();
    const low = await call(member, BUDGET, { id: row.id, budgetDaily: '0.5' }, 'updateAdsetBudget');
    expect(low).toMatchObject({
      ok: false,
      errors: [{ field: 'budgetDaily', messages: ['sponsorRules:dailyBudgetLessThanMin?min=1'] }],
    });
    const under = await call(
      member,
      BUDGET,
      { id: row.id, budget: '10', budgetDaily: '20' },
      'updateAdsetBudget',
    );
    expect(under).toMatchObject({
      ok: false,
      errors: [{ field: 'budget', messages: ['sponsorRules:totalBudgetLessThanMin?min=20'] }],
    });
    const negative = await call(member, BUDGET, { id: row.id, budget: '-5' }, 'updateAdsetBudget');
    expect(negative).toMatchObject({ ok: false, errors: [{ field: 'budget' }] });
    expect((await rowOf(row.id)).budgetDailyMicros).toBe(units(20));
  });

  it('follows the configured minimum budget', async () => {
    const db = testApp.deps.db;
    await db
      .insert(configurations)
      .values({ key: 'sponsor_campaign_min_budget', value: '5' })
      .onConflictDoUpdate({
        target: configurations.key,
        set: { value: '5' },
      });
    const row = await adSet();
    const result = await call(owner, BUDGET, { id: row.id, budgetDaily: '3' }, 'updateAdsetBudget');
    expect(result).toMatchObject({
      errors: [{ field: 'budgetDaily', messages: ['sponsorRules:dailyBudgetLessThanMin?min=5'] }],
    });
    await db.delete(configurations).where(eq(configurations.key, 'sponsor_campaign_min_budget'));
  });

  it('refuses a VIEWER, a removed ad set and another company', async () => {
    const row = await adSet();
    expect(await call(viewer, BUDGET, { id: row.id, budgetDaily: '5' }, 'updateAdsetBudget')).toEqual({
      denied: 'common:permissionDenied',
    });
    const foreign = await call(boltOwner, BUDGET, { id: row.id, budgetDaily: '5' }, 'updateAdsetBudget');
    expect(foreign).toMatchObject({
      ok: false,
      errors: [{ field: 'id', messages: ['sponsor:error.adSetNotFound'] }],
    });
    const removed = await adSet({ status: 'REMOVED' });
    const result = await call(owner, BUDGET, { id: removed.id, budgetDaily: '5' }, 'updateAdsetBudget');
    expect(result).toMatchObject({
      ok: false,
      errors: [{ field: 'id', messages: ['sponsor:error.adSetRemoved'] }],
    });
    expect((await rowOf(row.id)).budgetDailyMicros).toBe(units(20));
  });
});

describe('removeAdSet', () => {
  it('lets OWNER and ADMIN remove (REMOVED, removedAt, ad removed, history) and is idempotent', async () => {
    const row = await adSet();
    const result = await call(admin, REMOVE, { id: row.id }, 'removeAdSet');
    expect(result).toMatchObject({ ok: true, adSet: { status: 'REMOVED' } });
    const stored = await rowOf(row.id);
    expect(stored.removedAt).toBeInstanceOf(Date);
    const [ad] = await testApp.deps.db
      .select()
      .from(sponsorProductAds)
      .where(eq(sponsorProductAds.adSetId, row.id));
    expect(ad!.removedAt).toBeInstanceOf(Date);
    const rows = await testApp.deps.db
      .select()
      .from(sponsorHistory)
      .where(eq(sponsorHistory.campaignId, row.campaignId));
    const removals = rows
      .flatMap((entry) => entry.changes as { actionType: string; objectType: string }[])
      .filter((c) => c.actionType === '-');
    expect(removals.map((change) => change.objectType).sort()).toEqual(['AD', 'AD_SET']);
    expect(await call(owner, REMOVE, { id: row.id }, 'removeAdSet')).toMatchObject({ ok: true });
    const after = await testApp.deps.db
      .select()
      .from(sponsorHistory)
      .where(eq(sponsorHistory.campaignId, row.campaignId));
    expect(after.length).toBe(rows.length);
  });

  it('refuses MEMBER and VIEWER, and answers not found for another company', async () => {
    const row = await adSet();
    expect(await call(member, REMOVE, { id: row.id }, 'removeAdSet')).toEqual({
      denied: 'common:permissionDenied',
    });
    expect(await call(viewer, REMOVE, { id: row.id }, 'removeAdSet')).toEqual({
      denied: 'common:permissionDenied',
    });
    expect(await call(boltOwner, REMOVE, { id: row.id }, 'removeAdSet')).toMatchObject({
      ok: false,
      errors: [{ field: 'id', messages: ['sponsor:error.adSetNotFound'] }],
    });
    expect(await call(owner, REMOVE, { id: 'abc' }, 'removeAdSet')).toMatchObject({ ok: false });
    expect((await rowOf(row.id)).status).toBe('DELIVERING');
  });
});
