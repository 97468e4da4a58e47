import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { type Company, campaignOf, companyNamed, signedIn, userId } from './sponsor-lists-test-helpers';

const HISTORY = `query($objectType: HistoryObjectType!, $objectId: ID!) { activityHistory(objectType: $objectType, objectId: $objectId) {
  updatedBy updatedDate changes { actionType objectType field old new } } }`;
const COLUMNS = 'query($listKey: ColumnListKey!) { columnSettings(listKey: $listKey) { id title show } }';
const SAVE = `mutation($listKey: ColumnListKey!, $settings: [ColumnSettingInput!]!) { saveColumnSettings(listKey: $listKey, settings: $settings) {
  ok errors { field messages } settings { id title show } } }`;

type Entry = {
  updatedBy: string | null;
  updatedDate: string;
  changes: { actionType: string; objectType: string; field: string }[];
};

let testApp: TestApp;
let acme: Company;
let owner: TestClient;

async function history(client: TestClient, objectType: string, objectId: number | string) {
  const result = await client.gql<{ activityHistory: Entry[] }>(HISTORY, { objectType, objectId });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.activityHistory;
}

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 50 });
  acme = await companyNamed(testApp.deps.db, 'Acme Fashion', 'Northwind');
  owner = await signedIn(testApp, 'owner@demo.test');
});
afterAll(() => testApp.close());

describe('activityHistory', () => {
  it("shows a campaign's own, ad-set and ad rows, newest first, by the user's name", async () => {
    const ownerId = await userId(testApp.deps.db, 'owner@demo.test');
    const created = await campaignOf(testApp.deps.db, acme, { name: 'Logged', createdBy: ownerId });
    const toggled = await owner.gql(
      'mutation($id: ID!) { changeAdSetRunningStatus(id: $id, runningStatus: PAUSED) { ok } }',
      { id: created.adSet.id },
    );
    expect(toggled.body.errors).toBeUndefined();
    const campaign = await history(owner, 'CAMPAIGN', created.campaign.id);
    expect(campaign).toHaveLength(4);
    expect(campaign[0]!.changes[0]).toMatchObject({
      actionType: '~',
      objectType: 'AD_SET',
      field: 'runningStatus',
    });
    const dates = campaign.map((entry) => entry.updatedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(campaign.map((entry) => entry.updatedBy)).size).toBe(1);
    expect(campaign[0]!.updatedBy).not.toContain('@');
    const created3 = campaign
      .slice(1)
      .map((entry) => entry.changes[0]!.objectType)
      .sort();
    expect(created3).toEqual(['AD', 'AD_SET', 'CAMPAIGN']);
    expect(
      campaign.slice(1).every((entry) => entry.changes.every((change) => change.actionType === '+')),
    ).toBe(true);

    const adSet = await history(owner, 'AD_SET', created.adSet.id);
    expect(adSet.map((entry) => entry.changes[0]!.objectType)).toEqual(['AD_SET', 'AD', 'AD_SET']);
    const ad = await history(owner, 'AD', created.adId);
    expect(ad).toHaveLength(1);
    expect(ad[0]!.changes.every((change) => change.objectType === 'AD')).toBe(true);
  });

  it('answers an empty log for another company, a VIEWER may read, and system rows have no author', async () => {
    const created = await campaignOf(testApp.deps.db, acme, { name: 'System made' });
    const viewer = await signedIn(testApp, 'viewer@demo.test');
    const rows = await history(viewer, 'CAMPAIGN', created.campaign.id);
    expect(rows).toHaveLength(3);
    expect(rows.every((entry) => entry.updatedBy === null)).toBe(true);
    const stranger = await signedIn(testApp, 'nobrand@demo.test');
    expect(await history(stranger, 'CAMPAIGN', created.campaign.id)).toEqual([]);
    expect(await history(stranger, 'AD_SET', created.adSet.id)).toEqual([]);
    expect(await history(owner, 'CAMPAIGN', 'not-an-id')).toEqual([]);
  });
});

describe('column settings', () => {
  const settings = [
    { id: 'name', title: 'Campaign', show: true },
    { id: 'status', title: 'Status', show: false },
    { id: 'impressions', title: 'Impressions', show: true },
  ];

  it('round-trips per user and per list', async () => {
    expect((await owner.gql(COLUMNS, { listKey: 'SPONSOR_CAMPAIGN' })).body.data).toEqual({
      columnSettings: [],
    });
    const saved = await owner.gql<{ saveColumnSettings: { ok: boolean } }>(SAVE, {
      listKey: 'SPONSOR_CAMPAIGN',
      settings,
    });
    expect(saved.body.data?.saveColumnSettings).toMatchObject({ ok: true, settings });
    expect((await owner.gql(COLUMNS, { listKey: 'SPONSOR_CAMPAIGN' })).body.data).toEqual({
      columnSettings: settings,
    });
    const reordered = [settings[2]!, settings[0]!];
    await owner.gql(SAVE, { listKey: 'SPONSOR_CAMPAIGN', settings: reordered });
    expect((await owner.gql(COLUMNS, { listKey: 'SPONSOR_CAMPAIGN' })).body.data).toEqual({
      columnSettings: reordered,
    });
    expect((await owner.gql(COLUMNS, { listKey: 'BANNER_ADSET' })).body.data).toEqual({ columnSettings: [] });
    const admin = await signedIn(testApp, 'admin@demo.test');
    expect((await admin.gql(COLUMNS, { listKey: 'SPONSOR_CAMPAIGN' })).body.data).toEqual({
      columnSettings: [],
    });
  });

  it('refuses duplicate ids, more than 50 columns, titles over 100 characters and empty ids', async () => {
    const viewer = await signedIn(testApp, 'viewer@demo.test');
    type Saved = { saveColumnSettings: { ok: boolean; errors: { field: string; messages: string[] }[] } };
    const duplicate = await viewer.gql<Saved>(SAVE, {
      listKey: 'SPONSOR_ADSET',
      settings: [settings[0], settings[0]],
    });
    expect(duplicate.body.data?.saveColumnSettings).toMatchObject({
      ok: false,
      errors: [{ field: 'settings.1.id', messages: ['sponsor:error.duplicateColumnId'] }],
    });
    const many = Array.from({ length: 51 }, (_, index) => ({ id: `c${index}`, title: 'x', show: true }));
    const tooMany = await viewer.gql<Saved>(SAVE, { listKey: 'SPONSOR_ADSET', settings: many });
    expect(tooMany.body.data?.saveColumnSettings.errors).toContainEqual({
      field: 'settings',
      messages: ['sponsor:error.tooManyColumns'],
    });
    const long = await viewer.gql<Saved>(SAVE, {
      listKey: 'SPONSOR_ADSET',
      settings: [
        { id: 'name', title: 'x'.repeat(101), show: true },
        { id: ' ', title: '', show: true },
      ],
    });
    expect(long.body.data?.saveColumnSettings.errors).toEqual([
      { field: 'settings.0.title', messages: ['sponsor:error.columnTitleTooLong'] },
      { field: 'settings.1.id', messages: ['sponsor:error.requireColumnId'] },
    ]);
    expect((await viewer.gql(COLUMNS, { listKey: 'SPONSOR_ADSET' })).body.data).toEqual({
      columnSettings: [],
    });
    const fifty = many.slice(0, 50);
    const ok = await viewer.gql<Saved>(SAVE, { listKey: 'SPONSOR_ADSET', settings: fifty });
    expect(ok.body.data?.saveColumnSettings.ok).toBe(true);
  });

  it('refuses the signed-out', async () => {
    const anonymous = new TestClient(testApp.app);
    expect((await anonymous.gql(COLUMNS, { listKey: 'SPONSOR_CAMPAIGN' })).body.errors?.[0]?.message).toBe(
      'common:error.unauthorized',
    );
  });
});
