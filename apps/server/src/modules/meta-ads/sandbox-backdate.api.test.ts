import { addDays, zonedDay } from '@portal/domain/zoned-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import { runJobsOnce } from '../jobs/job-runner';
import { creditMetaWallet, metaWalletBalance } from '../mpa-wallet/meta-wallet-ledger';
import { findAdAccount } from './find-ad-account';
import { companyId, signedIn, units, unonboardedSeller } from './meta-ads-test-support';

let testApp: TestApp;
let acme: number;
let owner: TestClient;
let staff: TestClient;

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 60 });
  acme = await companyId(testApp, 'Acme Fashion');
  owner = await signedIn(testApp, 'owner@demo.test');
  staff = await signedIn(testApp, 'staff@demo.test');
});
afterAll(() => testApp.close());

async function fundedCampaign() {
  const sellerId = await unonboardedSeller(testApp, acme);
  await owner.gql(
    'mutation($s: ID!) { onboardSeller(sellerId: $s, sellerPageUrl: "https://shop.example.com/b", confirm: true) { ok } }',
    { s: sellerId },
  );
  await runJobsOnce(testApp.deps);
  const account = (await findAdAccount({ db: testApp.deps.db, companyId: acme, sellerId }))!;
  const key = `backdate-${sellerId}`;
  await testApp.deps.db.transaction((tx) =>
    creditMetaWallet({
      tx,
      companyId: acme,
      sellerId,
      amountMicros: units(500),
      idempotencyKey: key,
      source: 'CASH',
    }),
  );
  await testApp.deps.metaAds.addFunds(account.accountId, units(500), key);
  const today = zonedDay(new Date(), 'Asia/Singapore');
  const created = await owner.gql<{
    createMetaCampaign: { campaign: { id: string; metaCampaignId: string } };
  }>(
    `mutation($s: ID!, $start: String!, $end: String!) { createMetaCampaign(sellerId: $s, name: "Clock", lifetimeBudget: "300", startDate: $start, endDate: $end, creativeText: "Buy") { ok errors { messages } campaign { id metaCampaignId } } }`,
    { s: sellerId, start: addDays(today, 1), end: addDays(today, 30) },
  );
  return { sellerId, today, campaign: created.body.data!.createMetaCampaign.campaign };
}

const insightsQuery = `query($s: ID!, $from: String!, $to: String!) {
  adAccountInsights(sellerId: $s, fromDate: $from, toDate: $to) { dateStart spend impressions }
}`;

describe('the Meta sandbox test clock (POST /dev/meta-sandbox/backdate)', () => {
  it('plays a new campaign from days ago up to now: insights and the Meta wallet move, once', async () => {
    const { sellerId, today, campaign } = await fundedCampaign();
    const before = await metaWalletBalance({ db: testApp.deps.db, companyId: acme, sellerId });
    const response = await staff.postJson('/dev/meta-sandbox/backdate', {
      metaCampaignId: campaign.metaCampaignId,
      days: 5,
    });
    expect(response.statusCode).toBe(200);
    // The balance read first already counts the spend Meta reports (charged before it is read).
    const card = await owner.gql<{ adAccountBalance: { walletBalance: string } }>(
      'query($s: ID!) { adAccountBalance(sellerId: $s) { walletBalance } }',
      { s: sellerId },
    );
    const shown = BigInt(Math.round(Number(card.body.data!.adAccountBalance.walletBalance) * 100)) * 10_000n;
    const insights = await owner.gql<{ adAccountInsights: { dateStart: string; spend: string }[] }>(
      insightsQuery,
      {
        s: sellerId,
        from: addDays(today, -6),
        to: today,
      },
    );
    const rows = insights.body.data!.adAccountInsights;
    const spent = rows.reduce((sum, row) => sum + Number(row.spend), 0);
    expect(rows.filter((row) => Number(row.spend) > 0).length).toBeGreaterThanOrEqual(4);
    expect(spent).toBeGreaterThan(0);
    const after = await metaWalletBalance({ db: testApp.deps.db, companyId: acme, sellerId });
    expect(before - after).toBe(BigInt(Math.round(spent * 100)) * 10_000n);
    expect(shown).toBe(after);
    // The form's dates moved with it.
    const form = await owner.gql<{ getCampaign: { startDate: string } }>(
      'query($s: ID!, $c: ID!) { getCampaign(sellerId: $s, campaignId: $c) { startDate } }',
      { s: sellerId, c: campaign.id },
    );
    expect(form.body.data!.getCampaign.startDate).toBe(addDays(today, -4));
    // A campaign that has delivered is not moved again.
    const again = await staff.postJson('/dev/meta-sandbox/backdate', {
      metaCampaignId: campaign.metaCampaignId,
      days: 5,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ ok: false, reason: 'hasDelivered' });
  });

  it('is for staff only, and refuses bad days and unknown campaigns', async () => {
    const { campaign } = await fundedCampaign();
    const asOwner = await owner.postJson('/dev/meta-sandbox/backdate', {
      metaCampaignId: campaign.metaCampaignId,
      days: 3,
    });
    expect(asOwner.statusCode).toBe(403);
    expect(
      (
        await staff.postJson('/dev/meta-sandbox/backdate', {
          metaCampaignId: campaign.metaCampaignId,
          days: 0,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await staff.postJson('/dev/meta-sandbox/backdate', {
          metaCampaignId: campaign.metaCampaignId,
          days: '3',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await staff.postJson('/dev/meta-sandbox/backdate', { metaCampaignId: 'nope', days: 3 })).statusCode,
    ).toBe(404);
  });
});
