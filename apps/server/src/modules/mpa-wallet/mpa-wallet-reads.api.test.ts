import { formatMicros } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mpaTopUpRequests } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { units } from '../meta-ads/meta-ads-test-support';
import { walletSummary } from '../wallet/wallet-summary';
import { metaWalletBalance } from './meta-wallet-ledger';
import { acmeSellers, addCredit, createTopUp, onboard, unboard, useCard } from './mpa-wallet-test-helpers';

let testApp: TestApp;
let owner: TestClient;
let viewer: TestClient;
let acmeId: number;
let sellerId: number;
let otherSellerId: number;
let accountId: string;
/** What the demo seed put in the Meta wallet before the test's top-ups. */
let seededBalance: bigint;

type Page = {
  page: number;
  numPages: number;
  totalCount: number;
  hasNext: boolean;
  hasPrev: boolean;
  objects: { id: string; method: string; status: string; dateCreated: string }[];
};

const LIST = `query($id: ID!, $from: String, $to: String, $method: MpaTopUpMethod, $status: MpaTopUpStatus, $page: Int, $size: Int) {
  mpaTopUpRequests(sellerId: $id, fromDate: $from, toDate: $to, method: $method, status: $status, page: $page, pageSize: $size) {
    page numPages totalCount hasNext hasPrev objects { id method status dateCreated } } }`;

async function list(client: TestClient, vars: Record<string, unknown>) {
  return client.gql<{ mpaTopUpRequests: Page }>(LIST, { id: sellerId, ...vars });
}

beforeAll(async () => {
  testApp = await createTestApp();
  const acme = await acmeSellers(testApp);
  acmeId = acme.companyId;
  [sellerId, otherSellerId] = acme.sellerIds as [number, number];
  accountId = (await onboard(testApp, acmeId, sellerId)).accountId;
  owner = new TestClient(testApp.app);
  expect((await owner.signIn('owner@demo.test')).ok).toBe(true);
  viewer = new TestClient(testApp.app);
  expect((await viewer.signIn('viewer@demo.test')).ok).toBe(true);
  await useCard(testApp, owner, acmeId, 'pm_card_visa');
  seededBalance = await metaWalletBalance({ db: testApp.deps.db, companyId: acmeId, sellerId });
  // The list's figures below count this test's requests only: the demo's own funding request goes.
  await testApp.deps.db.delete(mpaTopUpRequests).where(eq(mpaTopUpRequests.sellerId, sellerId));
  for (let index = 0; index < 12; index++)
    await createTopUp(owner, {
      sellerId,
      requestAmount: String(10 + index),
      method: index % 3 ? 'WIRE_TRANSFER' : 'CARD',
    });
  // Two requests dated on known days of the seller's catalog calendar (Asia/Singapore for the demo's SG stores).
  const [first] = await testApp.deps.db
    .select()
    .from(mpaTopUpRequests)
    .where(eq(mpaTopUpRequests.sellerId, sellerId))
    .limit(2);
  await testApp.deps.db
    .update(mpaTopUpRequests)
    .set({ dateCreated: new Date('2026-03-01T16:30:00Z') })
    .where(eq(mpaTopUpRequests.id, first!.id));
});
afterAll(() => testApp.close());

describe('mpaTopUpRequests', () => {
  it('pages newest first, 10 by default, with hasNext and hasPrev, to a viewer', async () => {
    const first = (await list(viewer, {})).body.data!.mpaTopUpRequests;
    expect(first).toMatchObject({ page: 1, numPages: 2, totalCount: 12, hasNext: true, hasPrev: false });
    expect(first.objects).toHaveLength(10);
    const times = first.objects.map((row) => Date.parse(row.dateCreated));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = (await list(viewer, { page: 2 })).body.data!.mpaTopUpRequests;
    expect(second).toMatchObject({ page: 2, hasNext: false, hasPrev: true });
    expect(second.objects).toHaveLength(2);
    const small = (await list(viewer, { size: 5 })).body.data!.mpaTopUpRequests;
    expect(small.numPages).toBe(3);
  });

  it('filters by method and status', async () => {
    const cards = (await list(viewer, { method: 'CARD' })).body.data!.mpaTopUpRequests;
    expect(cards.totalCount).toBe(4);
    expect(cards.objects.every((row) => row.method === 'CARD' && row.status === 'COMPLETED')).toBe(true);
    const requesting = (await list(viewer, { status: 'REQUESTING' })).body.data!.mpaTopUpRequests;
    expect(requesting.totalCount).toBe(8);
  });

  it("takes days in the seller's catalog calendar, toDate included, and refuses anything but YYYY-MM-DD", async () => {
    // 2026-03-01T16:30Z is 2 March 00:30 in Singapore.
    const march2 = (await list(viewer, { from: '2026-03-02', to: '2026-03-02' })).body.data!.mpaTopUpRequests;
    expect(march2.totalCount).toBe(1);
    const march1 = (await list(viewer, { from: '2026-03-01', to: '2026-03-01' })).body.data!.mpaTopUpRequests;
    expect(march1.totalCount).toBe(0);
    for (const bad of ['2026-3-2', '2026/03/02', '2026-02-30', '2026-03-02T00:00:00Z']) {
      const result = await list(viewer, { from: bad });
      expect(result.body.errors?.[0]?.extensions, bad).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'fromDate',
      });
    }
    const crossed = await list(viewer, { from: '2026-03-05', to: '2026-03-01' });
    expect(crossed.body.errors?.[0]?.extensions).toMatchObject({ field: 'toDate' });
  });
});

describe('balances', () => {
  it("answers the seller's Meta wallet and ad account; null when the seller is not onboarded", async () => {
    const query = `query($id: ID!) {
      meta: getWalletBalance(sellerId: $id) { balance currency }
      account: adAccountBalance(sellerId: $id) { walletBalance accountCurrency accountName accountId } }`;
    const result = await viewer.gql<{
      meta: { balance: string; currency: string };
      account: { walletBalance: string; accountId: string; accountCurrency: string } | null;
    }>(query, { id: sellerId });
    // What the seed funded, plus four card top-ups of 10, 13, 16 and 19.
    const balance = formatMicros(seededBalance + units(58));
    expect(result.body.data!.meta).toEqual({ balance, currency: 'SGD' });
    expect(result.body.data!.account).toMatchObject({
      walletBalance: balance,
      accountId,
      accountCurrency: 'SGD',
    });
    await unboard(testApp, acmeId, otherSellerId);
    const none = await viewer.gql<{ account: unknown; meta: { balance: string } }>(query, {
      id: otherSellerId,
    });
    const kept = await metaWalletBalance({ db: testApp.deps.db, companyId: acmeId, sellerId: otherSellerId });
    expect(none.body.data).toEqual({ meta: { balance: formatMicros(kept), currency: 'SGD' }, account: null });
  });

  it("answers the company wallet's paid credit for the main wallet (what PAID_CREDIT may move)", async () => {
    await addCredit(testApp, acmeId, units(25), true, 'reads-free');
    const summary = (await walletSummary({ deps: testApp.deps, actor: { companyId: acmeId } }))!;
    const result = await viewer.gql<{ getWalletBalance: { balance: string; currency: string } }>(
      'query($id: ID!) { getWalletBalance(sellerId: $id, isMainWallet: true) { balance currency } }',
      { id: sellerId },
    );
    expect(result.body.data!.getWalletBalance).toEqual({
      balance: formatMicros(summary.paidCredit),
      currency: summary.currency,
    });
  });
});

describe('concurrent card top-ups', () => {
  it('charges and funds the same request sent three times at once once', async () => {
    const before = await testApp.deps.metaAds.accountBalance(accountId);
    const walletBefore = await metaWalletBalance({ db: testApp.deps.db, companyId: acmeId, sellerId });
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        createTopUp(owner, { sellerId, requestAmount: '70', method: 'CARD', key: 'same-card' }),
      ),
    );
    const ids = new Set(results.map((r) => r.body.data!.createMpaTopUpRequest.topUpRequest!.id));
    expect(ids.size).toBe(1);
    for (const result of results)
      expect(result.body.data!.createMpaTopUpRequest.topUpRequest!.status).toBe('COMPLETED');
    expect(await testApp.deps.metaAds.accountBalance(accountId)).toBe(before + units(70));
    expect(await metaWalletBalance({ db: testApp.deps.db, companyId: acmeId, sellerId })).toBe(
      walletBefore + units(70),
    );
  });
});
