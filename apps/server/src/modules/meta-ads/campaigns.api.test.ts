import { addDays, zonedDay } from '@portal/domain/zoned-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import { runJobsOnce } from '../jobs/job-runner';
import { creditMetaWallet } from '../mpa-wallet/meta-wallet-ledger';
import { findAdAccount } from './find-ad-account';
import {
  companyId,
  gqlErrors,
  signedIn,
  strangerSeller,
  units,
  unonboardedSeller,
} from './meta-ads-test-support';

let testApp: TestApp;
let acme: number;
let sellerId: number;
let today: string;
const clients: Record<string, TestClient> = {};

async function onboard(seller: number) {
  await clients.owner!.gql(
    'mutation($s: ID!) { onboardSeller(sellerId: $s, sellerPageUrl: "https://shop.example.com/s", confirm: true) { ok } }',
    { s: seller },
  );
  await runJobsOnce(testApp.deps);
  return (await findAdAccount({ db: testApp.deps.db, companyId: acme, sellerId: seller }))!;
}

async function fund(seller: number, amount: bigint, key: string) {
  const account = (await findAdAccount({ db: testApp.deps.db, companyId: acme, sellerId: seller }))!;
  await testApp.deps.db.transaction((tx) =>
    creditMetaWallet({
      tx,
      companyId: acme,
      sellerId: seller,
      amountMicros: amount,
      idempotencyKey: key,
      source: 'CASH',
    }),
  );
  await testApp.deps.metaAds.addFunds(account.accountId, amount, key);
}

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 60 });
  acme = await companyId(testApp, 'Acme Fashion');
  for (const role of ['owner', 'admin', 'member', 'viewer'])
    clients[role] = await signedIn(testApp, `${role}@demo.test`);
  sellerId = await unonboardedSeller(testApp, acme);
  await onboard(sellerId);
  await fund(sellerId, units(1000), 'campaign-tests');
  today = zonedDay(new Date(), 'Asia/Singapore');
});
afterAll(() => testApp.close());

const CAMPAIGN_FIELDS =
  'id metaCampaignId name status effectiveStatus objective startTime stopTime lifetimeBudget budgetRemaining accountId impressions clicks cost totalPurchaseItem totalPurchaseValue customAudienceIds productSetId creativeText';
const CREATE = `mutation($sellerId: ID!, $name: String!, $budget: Decimal!, $start: String!, $end: String!, $text: String, $audiences: [Float!], $minPrice: Decimal, $maxPrice: Decimal) {
  createMetaCampaign(sellerId: $sellerId, name: $name, lifetimeBudget: $budget, startDate: $start, endDate: $end, creativeText: $text, customAudienceIds: $audiences, minPrice: $minPrice, maxPrice: $maxPrice) { ok errors { field messages } campaign { ${CAMPAIGN_FIELDS} } } }`;
type Campaign = Record<string, unknown> & { id: string; status: string; effectiveStatus: string };
type Created = {
  createMetaCampaign: {
    ok: boolean;
    errors: { field: string | null; messages: string[] }[];
    campaign: Campaign | null;
  };
};
const UPDATE = `mutation($sellerId: ID!, $id: ID!, $status: MetaCampaignStatus, $name: String, $budget: Decimal) {
  updateMetaCampaign(sellerId: $sellerId, campaignId: $id, status: $status, name: $name, lifetimeBudget: $budget) { ok errors { field messages } campaign { id name status effectiveStatus lifetimeBudget } } }`;
type Updated = {
  updateMetaCampaign: {
    ok: boolean;
    errors: { field: string | null; messages: string[] }[];
    campaign: Campaign | null;
  };
};

const valid = (over: Record<string, unknown> = {}) => ({
  sellerId,
  name: 'Spring sale',
  budget: '100',
  start: addDays(today, 1),
  end: addDays(today, 10),
  text: 'New arrivals, delivered fast',
  ...over,
});

describe('createMetaCampaign', () => {
  it('creates an OUTCOME_SALES campaign on Meta for a member, ACTIVE with a funded wallet', async () => {
    const result = await clients.member!.gql<Created>(CREATE, valid());
    const created = result.body.data?.createMetaCampaign;
    expect(created).toMatchObject({ ok: true, errors: [] });
    expect(created?.campaign).toMatchObject({
      name: 'Spring sale',
      status: 'ACTIVE',
      effectiveStatus: 'ACTIVE',
      objective: 'OUTCOME_SALES',
      lifetimeBudget: '100',
      budgetRemaining: '100',
      impressions: 0,
      cost: '0',
      creativeText: 'New arrivals, delivered fast',
    });
    expect(created?.campaign?.metaCampaignId).toMatch(/^\d+$/);
  });

  it('refuses a viewer', async () => {
    const result = await clients.viewer!.gql(CREATE, valid());
    expect(gqlErrors(result.body)).toContain('FORBIDDEN');
  });

  it('answers every rule of the form per field', async () => {
    const empty = await clients.member!.gql<Created>(
      CREATE,
      valid({ name: ' ', budget: '0', start: today, end: addDays(today, -1), text: '' }),
    );
    expect(empty.body.data?.createMetaCampaign).toEqual({
      ok: false,
      campaign: null,
      errors: [
        { field: 'name', messages: ['mpa:error.nameRequired'] },
        { field: 'lifetimeBudget', messages: ['mpa:error.lifetimeBudgetPositive'] },
        { field: 'startDate', messages: ['mpa:error.startDateTooEarly'] },
        { field: 'endDate', messages: ['mpa:error.endDateBeforeStart'] },
        { field: 'creativeText', messages: ['mpa:error.creativeTextRequired'] },
      ],
    });
    const dates = await clients.member!.gql<Created>(
      CREATE,
      valid({ start: '2026-02-30', end: 'soon', minPrice: '20', maxPrice: '10' }),
    );
    expect(dates.body.data?.createMetaCampaign.errors).toEqual([
      { field: 'startDate', messages: ['mpa:error.startDateRequired'] },
      { field: 'endDate', messages: ['mpa:error.endDateRequired'] },
      { field: 'maxPrice', messages: ['mpa:error.minPriceAboveMax'] },
    ]);
  });

  it('answers audience ids that are none (a fraction, a negative, one past the bigint range) per field, on create and edit', async () => {
    const refusal = [{ field: 'customAudienceIds', messages: ['common:error.invalidValue'] }];
    for (const audiences of [[1.5], [-3], [1e300]]) {
      const made = await clients.member!.gql<Created>(CREATE, valid({ audiences }));
      expect(made.body.errors).toBeUndefined();
      expect(made.body.data?.createMetaCampaign).toEqual({ ok: false, campaign: null, errors: refusal });
    }
    const made = await clients.member!.gql<Created>(CREATE, valid({ name: 'Audience edit' }));
    const id = made.body.data!.createMetaCampaign.campaign!.id;
    const edited = await clients.member!.gql<Updated>(
      `mutation($s: ID!, $id: ID!, $a: [Float!]) { updateMetaCampaign(sellerId: $s, campaignId: $id, customAudienceIds: $a) {
        ok errors { field messages } campaign { id } } }`,
      { s: sellerId, id, a: [1e300] },
    );
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data?.updateMetaCampaign).toEqual({ ok: false, campaign: null, errors: refusal });
  });

  it("answers Meta's refusal (a budget below Meta's minimum) on no field with Meta's user message", async () => {
    const result = await clients.member!.gql<Created>(CREATE, valid({ budget: '5' }));
    const answer = result.body.data?.createMetaCampaign;
    expect(answer?.ok).toBe(false);
    expect(answer?.errors[0]?.field).toBeNull();
    expect(answer?.errors[0]?.messages[0]).toMatch(/minimum lifetime budget/);
  });

  it("answers another company's seller as not found and a seller not onboarded as such", async () => {
    const stranger = await clients.member!.gql<Created>(
      CREATE,
      valid({ sellerId: await strangerSeller(testApp, acme) }),
    );
    expect(stranger.body.data?.createMetaCampaign.errors).toEqual([
      { field: 'sellerId', messages: ['common:error.notFound'] },
    ]);
    const fresh = await clients.member!.gql<Created>(
      CREATE,
      valid({ sellerId: await unonboardedSeller(testApp, acme) }),
    );
    expect(fresh.body.data?.createMetaCampaign.errors).toEqual([
      { field: 'sellerId', messages: ['mpa:error.sellerNotOnboarded'] },
    ]);
  });
});

describe('updateMetaCampaign', () => {
  it('pauses, renames and resumes; another id is not found', async () => {
    const created = await clients.member!.gql<Created>(CREATE, valid({ name: 'Toggle me' }));
    const id = created.body.data!.createMetaCampaign.campaign!.id;
    const paused = await clients.member!.gql<Updated>(UPDATE, {
      sellerId,
      id,
      status: 'PAUSED',
      name: 'Toggled',
    });
    expect(paused.body.data?.updateMetaCampaign).toMatchObject({
      ok: true,
      campaign: { status: 'PAUSED', effectiveStatus: 'PAUSED', name: 'Toggled' },
    });
    const resumed = await clients.admin!.gql<Updated>(UPDATE, {
      sellerId,
      id,
      status: 'ACTIVE',
      budget: '150',
    });
    expect(resumed.body.data?.updateMetaCampaign.campaign).toMatchObject({
      status: 'ACTIVE',
      lifetimeBudget: '150',
    });
    const zero = await clients.member!.gql<Updated>(UPDATE, { sellerId, id, budget: '0' });
    expect(zero.body.data?.updateMetaCampaign.errors).toEqual([
      { field: 'lifetimeBudget', messages: ['mpa:error.lifetimeBudgetPositive'] },
    ]);
    const missing = await clients.member!.gql<Updated>(UPDATE, { sellerId, id: '999999', status: 'PAUSED' });
    expect(missing.body.data?.updateMetaCampaign.errors).toEqual([
      { field: 'campaignId', messages: ['common:error.notFound'] },
    ]);
    const viewer = await clients.viewer!.gql(UPDATE, { sellerId, id, status: 'PAUSED' });
    expect(gqlErrors(viewer.body)).toContain('FORBIDDEN');
  });

  it('cannot set a campaign ACTIVE while the Meta wallet is empty; it is created PAUSED (WALLET_EMPTY)', async () => {
    const dry = await unonboardedSeller(testApp, acme);
    await onboard(dry);
    const created = await clients.member!.gql<Created>(CREATE, valid({ sellerId: dry }));
    const campaign = created.body.data!.createMetaCampaign.campaign!;
    expect(campaign).toMatchObject({ status: 'PAUSED', effectiveStatus: 'WALLET_EMPTY' });
    const refused = await clients.member!.gql<Updated>(UPDATE, {
      sellerId: dry,
      id: campaign.id,
      status: 'ACTIVE',
    });
    expect(refused.body.data?.updateMetaCampaign.errors).toEqual([
      { field: 'status', messages: ['mpa:error.walletEmpty'] },
    ]);
    await fund(dry, units(50), 'dry-funds');
    const allowed = await clients.member!.gql<Updated>(UPDATE, {
      sellerId: dry,
      id: campaign.id,
      status: 'ACTIVE',
    });
    expect(allowed.body.data?.updateMetaCampaign.campaign).toMatchObject({
      status: 'ACTIVE',
      effectiveStatus: 'ACTIVE',
    });
  });
});

const ADVANCED_FIELDS =
  'id name lifetimeBudget startDate endDate creativeText productCategoryIds productMinPrice productMaxPrice customAudienceIds productSKUs productSetId sellerId walletCurrency { symbol code }';

describe('the advanced form: createCampaign, updateCampaign, getCampaign', () => {
  it("stores and answers the form's values; the wallet currency must be the account's", async () => {
    const audiences = await clients.viewer!.gql<{ getCustomAudiences: { id: number; name: string }[] }>(
      'query($s: ID!) { getCustomAudiences(sellerId: $s) { id name } }',
      { s: sellerId },
    );
    const audienceIds = audiences.body.data!.getCustomAudiences.map((a) => a.id);
    expect(audienceIds.length).toBe(3);
    const account = (await findAdAccount({ db: testApp.deps.db, companyId: acme, sellerId }))!;
    const args = `sellerId: $s, walletCurrency: $currency, name: "Advanced", lifetimeBudget: "80", startDate: "${addDays(today, 2)}", endDate: "${addDays(today, 20)}", productCategoryIds: [3, 4], productMinPrice: "5", productMaxPrice: "50", customAudienceIds: $audiences, productSKUs: ["SKU-1"]`;
    const create = `mutation($s: ID!, $currency: String!, $audiences: [Float!]) { createCampaign(${args}, creativeText: "Hello") { ok errors { field messages } campaign { ${ADVANCED_FIELDS} } } }`;
    const wrong = await clients.member!.gql<{ createCampaign: { errors: unknown[] } }>(create, {
      s: sellerId,
      currency: 'XXX',
      audiences: audienceIds,
    });
    expect(wrong.body.data?.createCampaign.errors).toEqual([
      { field: 'walletCurrency', messages: ['common:error.invalidValue'] },
    ]);
    const made = await clients.member!.gql<{
      createCampaign: { ok: boolean; campaign: Record<string, unknown> & { id: string } };
    }>(create, {
      s: sellerId,
      currency: account.currency,
      audiences: audienceIds.slice(0, 1),
    });
    expect(made.body.data?.createCampaign).toMatchObject({
      ok: true,
      campaign: {
        name: 'Advanced',
        lifetimeBudget: '80',
        startDate: addDays(today, 2),
        endDate: addDays(today, 20),
        creativeText: 'Hello',
        productCategoryIds: [3, 4],
        productMinPrice: '5',
        productMaxPrice: '50',
        customAudienceIds: audienceIds.slice(0, 1),
        productSKUs: ['SKU-1'],
        productSetId: account.productSetId,
        sellerId: String(sellerId),
        walletCurrency: { code: account.currency },
      },
    });
    const id = made.body.data!.createCampaign.campaign.id;
    const update = `mutation($s: ID!, $id: ID!, $currency: String!) { updateCampaign(sellerId: $s, campaignId: $id, walletCurrency: $currency, name: "Advanced 2", lifetimeBudget: "90", startDate: "${addDays(today, 2)}", endDate: "${addDays(today, 25)}", productSKUs: ["SKU-2"], productMinPrice: "60", productMaxPrice: "50") { ok errors { field messages } campaign { ${ADVANCED_FIELDS} } } }`;
    const bad = await clients.member!.gql<{ updateCampaign: { errors: unknown[] } }>(update, {
      s: sellerId,
      id,
      currency: account.currency,
    });
    expect(bad.body.data?.updateCampaign.errors).toEqual([
      { field: 'productMaxPrice', messages: ['mpa:error.minPriceAboveMax'] },
    ]);
    const good = update.replace('productMinPrice: "60"', 'productMinPrice: "6"');
    const updated = await clients.admin!.gql<{ updateCampaign: { ok: boolean } }>(good, {
      s: sellerId,
      id,
      currency: account.currency,
    });
    expect(updated.body.data?.updateCampaign.ok).toBe(true);
    const read = await clients.viewer!.gql<{
      getCampaign: Record<string, unknown>;
      metaCampaign: Record<string, unknown>;
    }>(
      `query($s: ID!, $id: ID!) { getCampaign(sellerId: $s, campaignId: $id) { ${ADVANCED_FIELDS} } metaCampaign(sellerId: $s, campaignId: $id) { name lifetimeBudget stopTime } }`,
      { s: sellerId, id },
    );
    expect(read.body.data?.getCampaign).toMatchObject({
      name: 'Advanced 2',
      lifetimeBudget: '90',
      endDate: addDays(today, 25),
      productSKUs: ['SKU-2'],
      productMinPrice: '6',
    });
    expect(read.body.data?.metaCampaign).toMatchObject({ name: 'Advanced 2', lifetimeBudget: '90' });
    const foreign = await clients.viewer!.gql(
      'query($s: ID!, $id: ID!) { getCampaign(sellerId: $s, campaignId: $id) { id } }',
      {
        s: await strangerSeller(testApp, acme),
        id,
      },
    );
    expect(gqlErrors(foreign.body)).toEqual(['NOT_FOUND']);
  });
});

describe('metaCampaigns', () => {
  it('pages 10 at a time, newest first, to a viewer', async () => {
    const pager = await unonboardedSeller(testApp, acme);
    await onboard(pager);
    for (let i = 1; i <= 11; i++) {
      const made = await clients.member!.gql<Created>(CREATE, valid({ sellerId: pager, name: `Paged ${i}` }));
      expect(made.body.data?.createMetaCampaign.ok).toBe(true);
    }
    const LIST = `query($s: ID!, $from: String!, $to: String!, $cursor: String) { metaCampaigns(sellerId: $s, fromDate: $from, toDate: $to, cursor: $cursor) { objects { name } nextPage previousPage } }`;
    type Page = {
      metaCampaigns: { objects: { name: string }[]; nextPage: string | null; previousPage: string | null };
    };
    const first = await clients.viewer!.gql<Page>(LIST, { s: pager, from: today, to: addDays(today, 7) });
    expect(first.body.data?.metaCampaigns.objects.map((c) => c.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Paged ${11 - i}`),
    );
    expect(first.body.data?.metaCampaigns.previousPage).toBeNull();
    const second = await clients.viewer!.gql<Page>(LIST, {
      s: pager,
      from: today,
      to: addDays(today, 7),
      cursor: first.body.data!.metaCampaigns.nextPage,
    });
    expect(second.body.data?.metaCampaigns).toMatchObject({ objects: [{ name: 'Paged 1' }], nextPage: null });
    expect(second.body.data?.metaCampaigns.previousPage).not.toBeNull();
    for (const cursor of ['not-a-cursor', Buffer.from('offset:10').toString('base64url')]) {
      const garbage = await clients.viewer!.gql(LIST, { s: pager, from: today, to: today, cursor });
      expect(gqlErrors(garbage.body)).toEqual(['BAD_USER_INPUT']);
    }
    const badRange = await clients.viewer!.gql(LIST, { s: pager, from: today, to: addDays(today, -1) });
    expect(gqlErrors(badRange.body)).toEqual(['BAD_USER_INPUT']);
    const unonboarded = await clients.viewer!.gql<Page>(LIST, {
      s: await unonboardedSeller(testApp, acme),
      from: today,
      to: today,
    });
    expect(unonboarded.body.data?.metaCampaigns.objects).toEqual([]);
  });
});
