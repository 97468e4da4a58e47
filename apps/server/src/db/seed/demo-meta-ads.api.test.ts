import { addDays, zonedDay } from '@portal/domain/zoned-day';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaWalletBalance } from '../../modules/mpa-wallet/meta-wallet-ledger';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import {
  companies,
  companySellers,
  invoices,
  metaAdAccounts,
  metaCampaigns,
  mpaTopUpRequests,
  sellers,
} from '../schema/index';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 60 });
});
afterAll(() => testApp.close());

describe('the Meta ads demo', () => {
  it("onboards the demo pairs the marketplace marks, funds them, and gives Acme's first seller a live month", async () => {
    const db = testApp.deps.db;
    const marked = await db
      .select({ companyId: companySellers.companyId, sellerId: companySellers.sellerId })
      .from(companySellers)
      .innerJoin(sellers, eq(sellers.id, companySellers.sellerId))
      .where(eq(sellers.isMpaOnboarded, true));
    const accounts = await db.select().from(metaAdAccounts);
    expect(accounts.length).toBe(marked.length);
    const [acme] = await db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
    const campaigns = await db.select().from(metaCampaigns).where(eq(metaCampaigns.companyId, acme!.id));
    expect(campaigns.length).toBe(3);
    const sellerId = campaigns[0]!.sellerId;
    const owner = new TestClient(testApp.app);
    expect((await owner.signIn('owner@demo.test')).ok).toBe(true);
    const today = zonedDay(new Date(), 'Asia/Singapore');
    const result = await owner.gql<{
      adAccountInsights: { spend: string; impressions: number }[];
      metaCampaigns: { objects: { status: string; cost: string }[] };
    }>(
      'query($s: ID!, $from: String!, $to: String!) { adAccountInsights(sellerId: $s, fromDate: $from, toDate: $to) { spend impressions } metaCampaigns(sellerId: $s, fromDate: $from, toDate: $to) { objects { status cost } } }',
      { s: sellerId, from: addDays(today, -29), to: today },
    );
    const days = result.body.data!.adAccountInsights;
    expect(days.length).toBe(30);
    expect(days.filter((d) => d.impressions > 0).length).toBeGreaterThan(20);
    expect(result.body.data!.metaCampaigns.objects.map((c) => c.status).sort()).toEqual([
      'ACTIVE',
      'ACTIVE',
      'PAUSED',
    ]);
    const balance = await metaWalletBalance({ db, companyId: acme!.id, sellerId });
    expect(balance).toBeGreaterThan(0n);
    expect(balance).toBeLessThan(3000_000_000n);
  });

  it('funds every demo Meta wallet by a completed wire transfer with its invoice, as the credits page lists it', async () => {
    const db = testApp.deps.db;
    const accounts = await db.select().from(metaAdAccounts);
    const requests = await db.select().from(mpaTopUpRequests);
    // One per account, and a second for Acme's showcase seller (ten days ago, inside the page's default 30 days).
    expect(requests.length).toBe(accounts.length + 1);
    for (const request of requests) {
      expect(request).toMatchObject({ method: 'WIRE_TRANSFER', status: 'COMPLETED' });
      expect(request.totalMicros).toBe(request.requestAmountMicros + request.taxMicros);
      const [invoice] = await db.select().from(invoices).where(eq(invoices.id, request.invoiceId!));
      expect(invoice).toMatchObject({ totalMicros: request.totalMicros, companyId: request.companyId });
    }
    // The owner reads the request on the credits page's list.
    const [acme] = await db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
    const showcase = (await db.select().from(metaCampaigns).where(eq(metaCampaigns.companyId, acme!.id)))[0]!;
    const acmeRequests = requests
      .filter((request) => request.sellerId === showcase.sellerId && request.companyId === acme!.id)
      .sort((a, b) => b.dateCreated.getTime() - a.dateCreated.getTime());
    const owner = new TestClient(testApp.app);
    expect((await owner.signIn('owner@demo.test')).ok).toBe(true);
    const listed = await owner.gql<{
      mpaTopUpRequests: { objects: { status: string; invoice: { id: string } | null }[] };
    }>(
      'query($s: ID!) { mpaTopUpRequests(sellerId: $s, fromDate: null, toDate: null) { objects { status invoice { id } } } }',
      {
        s: showcase.sellerId,
      },
    );
    expect(listed.body.data!.mpaTopUpRequests.objects).toEqual(
      acmeRequests.map((request) => ({ status: 'COMPLETED', invoice: { id: String(request.invoiceId) } })),
    );
  });
});
