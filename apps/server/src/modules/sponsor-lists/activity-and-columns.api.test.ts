import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, catalogs, sellers } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { recordSponsorHistory } from '../sponsor-campaigns/record-history';
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

const LOG = `query($objectType: HistoryObjectType!, $objectId: ID!) { activityLog(objectType: $objectType, objectId: $objectId) {
  objectType objectId name campaignName walletCurrency { code maxFractionDigits } catalog { id code timeZone currencyCode }
  entries { updatedBy changes { objectType field old new oldRefs { id name code deleted } newRefs { id name code deleted } } } } }`;

type Ref = { id: string; name: string | null; code: string | null; deleted: boolean };
type Log = {
  objectType: string;
  objectId: string;
  name: string;
  campaignName: string;
  walletCurrency: { code: string; maxFractionDigits: number };
  catalog: { id: string; code: string; timeZone: string; currencyCode: string } | null;
  entries: {
    updatedBy: string | null;
    changes: {
      objectType: string;
      field: string;
      old: string | null;
      new: string | null;
      oldRefs: Ref[] | null;
      newRefs: Ref[] | null;
    }[];
  }[];
};

async function activityLog(client: TestClient, objectType: string, objectId: number | string) {
  const result = await client.gql<{ activityLog: Log | null }>(LOG, { objectType, objectId });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.activityLog;
}

describe('activityLog', () => {
  it('names what the log is of and the brands, catalogs and sellers its values hold; a deleted one says so', async () => {
    const db = testApp.deps.db;
    const created = await campaignOf(db, acme, { name: 'Named log' });
    const [seller] = await db.select().from(sellers).where(eq(sellers.catalogId, acme.catalogId)).limit(1);
    await recordSponsorHistory(db, {
      companyId: acme.id,
      campaignId: created.campaign.id,
      objectType: 'AD',
      objectId: created.adId,
      actor: { userId: null, impersonatorId: null },
      changes: [
        {
          actionType: '~',
          objectType: 'AD',
          field: 'productSellerIds',
          old: null,
          new: `${seller!.id}, 999999`,
        },
      ],
    });
    const [brand] = await db.select().from(brands).where(eq(brands.id, acme.brandId));
    const [catalog] = await db.select().from(catalogs).where(eq(catalogs.id, acme.catalogId));

    const log = (await activityLog(owner, 'CAMPAIGN', created.campaign.id))!;
    expect(log).toMatchObject({
      objectType: 'CAMPAIGN',
      objectId: String(created.campaign.id),
      name: 'Named log',
      campaignName: 'Named log',
      walletCurrency: { code: 'SGD' },
      catalog: { id: String(catalog!.id), code: 'SG', timeZone: catalog!.timeZone },
    });
    const changes = log.entries.flatMap((entry) => entry.changes);
    const change = (field: string) => changes.find((c) => c.field === field)!;
    expect(change('brandId')).toMatchObject({
      new: String(acme.brandId),
      oldRefs: null,
      newRefs: [{ id: String(acme.brandId), name: brand!.name, code: null, deleted: false }],
    });
    expect(change('catalogId').newRefs).toEqual([
      { id: String(catalog!.id), name: catalog!.name, code: 'SG', deleted: false },
    ]);
    expect(change('productSellerIds').newRefs).toEqual([
      { id: String(seller!.id), name: seller!.name, code: null, deleted: false },
      { id: '999999', name: null, code: null, deleted: true },
    ]);
    expect(change('name')).toMatchObject({ oldRefs: null, newRefs: null });

    const adSetLog = (await activityLog(owner, 'AD_SET', created.adSet.id))!;
    expect(adSetLog).toMatchObject({
      objectType: 'AD_SET',
      campaignName: 'Named log',
      catalog: { code: 'SG' },
    });
    expect(adSetLog.entries.length).toBeGreaterThan(0);
    const adLog = (await activityLog(owner, 'AD', created.adId))!;
    expect(adLog).toMatchObject({ objectType: 'AD', campaignName: 'Named log' });
    expect(adLog.entries[0]!.changes[0]!.newRefs).toHaveLength(2);
  });

  it("leaves out of an ad set's log the rows of another campaign's ad with the same id (a banner ad)", async () => {
    const db = testApp.deps.db;
    const mine = await campaignOf(db, acme, { name: 'Product set' });
    const other = await campaignOf(db, acme, { name: 'Other campaign' });
    // Product and banner ads number apart: another campaign's banner ad may have the product ad's id.
    await recordSponsorHistory(db, {
      companyId: acme.id,
      campaignId: other.campaign.id,
      objectType: 'AD',
      objectId: mine.adId,
      actor: { userId: null, impersonatorId: null },
      changes: [{ actionType: '+', objectType: 'AD', field: 'name', old: null, new: 'Same-id banner' }],
    });
    const log = (await activityLog(owner, 'AD_SET', mine.adSet.id))!;
    const values = log.entries.flatMap((entry) => entry.changes.map((change) => change.new));
    expect(values).not.toContain('Same-id banner');
    expect(values).toContain('Product set');
  });

  it("gives nothing of another company's campaign, ad set or ad, nor of an id that is none", async () => {
    const created = await campaignOf(testApp.deps.db, acme, { name: 'Not yours' });
    const stranger = await signedIn(testApp, 'nobrand@demo.test');
    expect(await activityLog(stranger, 'CAMPAIGN', created.campaign.id)).toBeNull();
    expect(await activityLog(stranger, 'AD_SET', created.adSet.id)).toBeNull();
    expect(await activityLog(stranger, 'AD', created.adId)).toBeNull();
    expect(await activityLog(owner, 'CAMPAIGN', 'not-an-id')).toBeNull();
    expect(await activityLog(owner, 'CAMPAIGN', 99999999)).toBeNull();
    const viewer = await signedIn(testApp, 'viewer@demo.test');
    expect((await activityLog(viewer, 'CAMPAIGN', created.campaign.id))?.name).toBe('Not yours');
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
