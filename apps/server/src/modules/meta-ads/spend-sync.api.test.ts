import { addDays, zonedDay } from '@portal/domain/zoned-day';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerPostings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import { runJobsOnce } from '../jobs/job-runner';
import {
  creditMetaWallet,
  META_PAYABLE,
  metaWalletAccount,
  metaWalletBalance,
} from '../mpa-wallet/meta-wallet-ledger';
import { findAdAccount } from './find-ad-account';
import { companyId, signedIn, units, unonboardedSeller } from './meta-ads-test-support';
import { syncAccountSpend } from './sync-spend';

const DAY = 86_400_000;
let clock = new Date();
let testApp: TestApp;
let acme: number;
let member: TestClient;
let owner: TestClient;

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 60, now: () => clock });
  acme = await companyId(testApp, 'Acme Fashion');
  owner = await signedIn(testApp, 'owner@demo.test');
  member = await signedIn(testApp, 'member@demo.test');
});
afterAll(() => testApp.close());

async function fundedSeller(amount: bigint, key: string) {
  const sellerId = await unonboardedSeller(testApp, acme);
  await owner.gql(
    'mutation($s: ID!) { onboardSeller(sellerId: $s, sellerPageUrl: "https://shop.example.com/s", confirm: true) { ok } }',
    {
      s: sellerId,
    },
  );
  await runJobsOnce(testApp.deps);
  const account = (await findAdAccount({ db: testApp.deps.db, companyId: acme, sellerId }))!;
  await testApp.deps.db.transaction((tx) =>
    creditMetaWallet({
      tx,
      companyId: acme,
      sellerId,
      amountMicros: amount,
      idempotencyKey: key,
      source: 'CASH',
    }),
  );
  await testApp.deps.metaAds.addFunds(account.accountId, amount, key);
  return { sellerId, account };
}

async function createCampaign(sellerId: number, budget: string) {
  const today = zonedDay(clock, 'Asia/Singapore');
  const result = await member.gql<{ createMetaCampaign: { campaign: { id: string } } }>(
    `mutation($s: ID!, $start: String!, $end: String!) { createMetaCampaign(sellerId: $s, name: "Spend", lifetimeBudget: "${budget}", startDate: $start, endDate: $end, creativeText: "Buy") { campaign { id } } }`,
    { s: sellerId, start: addDays(today, 1), end: addDays(today, 10) },
  );
  return result.body.data!.createMetaCampaign.campaign.id;
}

async function metaSpendPostings(sellerId: number) {
  const [row] = await testApp.deps.db
    .select({
      total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)`,
      entries: sql<string>`count(distinct ${ledgerEntries.id})`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(
      and(
        eq(ledgerEntries.kind, 'META_SPEND'),
        eq(ledgerPostings.account, metaWalletAccount(acme, sellerId)),
      ),
    );
  return { total: BigInt(row!.total), entries: Number(row!.entries) };
}

const insightsSpend = async (client: TestClient, sellerId: number, from: string, to: string) => {
  const result = await client.gql<{ adAccountInsights: { dateStart: string; spend: string }[] }>(
    'query($s: ID!, $from: String!, $to: String!) { adAccountInsights(sellerId: $s, fromDate: $from, toDate: $to) { dateStart spend impressions } }',
    { s: sellerId, from, to },
  );
  return result.body.data!.adAccountInsights;
};

/** What Acme owes Meta in all (the demo's showcase seller included). */
async function payable() {
  const [row] = await testApp.deps.db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(and(eq(ledgerEntries.companyId, acme), eq(ledgerPostings.account, META_PAYABLE)));
  return BigInt(row!.total);
}

const micros = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
};

describe('the Meta spend sync', () => {
  it('charges the Meta wallet exactly what Meta reports, once, as simulated days pass', async () => {
    const payableBefore = await payable();
    const { sellerId, account } = await fundedSeller(units(100), 'sync-a');
    await createCampaign(sellerId, '60');
    const today = zonedDay(clock, 'Asia/Singapore');
    clock = new Date(clock.getTime() + 5 * DAY);
    const rows = await insightsSpend(member, sellerId, today, addDays(today, 11));
    // Every day of the range is present, days without delivery at zero.
    expect(rows.map((row) => row.dateStart)).toEqual(Array.from({ length: 12 }, (_, i) => addDays(today, i)));
    const spend = rows.reduce((sum, row) => sum + micros(row.spend), 0n);
    expect(spend).toBeGreaterThan(0n);
    const postings = await metaSpendPostings(sellerId);
    expect(postings.total).toBe(-spend);
    expect(await metaWalletBalance({ db: testApp.deps.db, companyId: acme, sellerId })).toBe(
      units(100) - spend,
    );
    expect(await testApp.deps.metaAds.accountBalance(account.accountId)).toBe(units(100) - spend);
    expect((await payable()) - payableBefore).toBe(spend);

    // The minute's job and a retry charge nothing twice.
    await runJobsOnce(testApp.deps);
    expect(await syncAccountSpend(testApp.deps, account)).toBe(0n);
    expect(await metaSpendPostings(sellerId)).toEqual(postings);

    // Another day: only the difference is charged.
    clock = new Date(clock.getTime() + DAY);
    const more = await syncAccountSpend(testApp.deps, account);
    const all = (await insightsSpend(member, sellerId, today, addDays(today, 11))).reduce(
      (sum, row) => sum + micros(row.spend),
      0n,
    );
    expect(more).toBe(all - spend);
    expect((await metaSpendPostings(sellerId)).total).toBe(-all);
  });

  it('pauses the campaigns on Meta when the wallet is empty (effective status WALLET_EMPTY)', async () => {
    const { sellerId } = await fundedSeller(units(5), 'sync-b');
    const id = await createCampaign(sellerId, '100');
    clock = new Date(clock.getTime() + 4 * DAY);
    await runJobsOnce(testApp.deps, { max: 5 });
    const read = await member.gql<{
      metaCampaign: { status: string; effectiveStatus: string; cost: string };
    }>(
      'query($s: ID!, $id: ID!) { metaCampaign(sellerId: $s, campaignId: $id) { status effectiveStatus cost } }',
      { s: sellerId, id },
    );
    expect(read.body.data?.metaCampaign).toEqual({
      status: 'PAUSED',
      effectiveStatus: 'WALLET_EMPTY',
      cost: '5',
    });
    expect(await metaWalletBalance({ db: testApp.deps.db, companyId: acme, sellerId })).toBe(0n);
    expect((await metaSpendPostings(sellerId)).total).toBe(-units(5));
  });
});
