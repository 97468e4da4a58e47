import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { TestClient } from '../testing/graphql-client';
import { statementRecorder } from '../testing/statement-recorder';

/**
 * Round trips to the database per request, on the hot path of every page: a regression here shows as
 * throughput long before anyone notices (docs/performance.md, issue 10).
 */
let testApp: TestApp;
let owner: TestClient;
let staff: TestClient;
let recorder: ReturnType<typeof statementRecorder>;
beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 20 });
  // A request's own statements only (statement-recorder.ts: background work shares the pool).
  recorder = statementRecorder(testApp);
  owner = new TestClient(testApp.app);
  await owner.signIn('owner@demo.test');
  staff = new TestClient(testApp.app);
  await staff.signIn('staff@demo.test');
});
afterAll(async () => {
  recorder.restore();
  await testApp.close();
});

const ME = `{ me { id name email isGfg isOwner isApprovedByStaff role { id name }
  company { id name nameWithCluster brands { id name } } } }`;

describe('the request path', () => {
  it("answers the shell's `me` in two statements: the session with its company and role, then the brands", async () => {
    const { result, statements: sql } = await recorder.record(() => owner.gql(ME));
    const me = (result.body.data as { me: { role: { name: string }; company: { brands: unknown[] } } }).me;
    expect(me.role.name).toBe('OWNER');
    expect(me.company.brands.length).toBeGreaterThan(0);
    expect(sql).toHaveLength(2);
    expect(sql[0]).toMatch(/from "sessions"/);
  });

  it('honours the staff company header in the same single session statement', async () => {
    const companies = await owner.gql<{ me: { company: { id: string; name: string } } }>(ME);
    const target = companies.body.data!.me.company;
    const { result, statements: sql } = await recorder.record(() =>
      staff.gql<{ me: { company: { id: string; name: string } | null } }>(
        ME,
        {},
        { 'x-company-id': target.id },
      ),
    );
    expect(result.body.data!.me.company).toMatchObject(target);
    expect(sql.filter((text) => /from "sessions"/.test(text))).toHaveLength(1);
  });

  it('answers the first page of the campaign list in one statement besides the session, however many rows it holds', async () => {
    const { result, statements: sql } = await recorder.record(() =>
      owner.gql<{ sponsorCampaigns: { totalCount: number; objects: CampaignRow[] } }>(CAMPAIGN_PAGE, {
        page: 1,
        adType: 'PRODUCT',
      }),
    );
    const { objects, totalCount } = result.body.data!.sponsorCampaigns;
    expect(objects.length).toBeGreaterThan(1);
    expect(totalCount).toBeGreaterThanOrEqual(objects.length);
    for (const row of objects) {
      expect(row.supplier.walletCurrency.code).toMatch(/^[A-Z]{3}$/);
      expect(row.brand.name).toBeTruthy();
    }
    expect(objects.some((row) => row.adsetSet[0]?.catalog?.code)).toBe(true);
    // The session is read once, or not at all when this process has it cached (decision 0177).
    expect(sql.filter((text) => !/from "sessions"/.test(text))).toHaveLength(1);
    expect(sql.length).toBeLessThanOrEqual(2);
  });

  it('still counts a page past the end, which has no row to carry the total', async () => {
    const first = await owner.gql<{ sponsorCampaigns: { totalCount: number } }>(CAMPAIGN_PAGE, {
      page: 1,
      adType: 'PRODUCT',
    });
    const past = await owner.gql<{ sponsorCampaigns: { totalCount: number; objects: unknown[] } }>(
      CAMPAIGN_PAGE,
      { page: 999, adType: 'PRODUCT' },
    );
    expect(past.body.data!.sponsorCampaigns.objects).toEqual([]);
    expect(past.body.data!.sponsorCampaigns.totalCount).toBe(first.body.data!.sponsorCampaigns.totalCount);
  });
});

type CampaignRow = {
  brand: { name: string };
  supplier: { walletCurrency: { code: string } };
  adsetSet: { catalog: { code: string } | null }[];
};

/** The list query the /sponsor page sends (apps/web features/sponsor-lists), fields as the web asks them. */
const CAMPAIGN_PAGE = `query SponsorCampaigns($page: Int, $adType: SponsorAdType) {
  sponsorCampaigns(page: $page, adType: $adType) {
    page numPages totalCount
    objects {
      id name adType status
      brand { id name }
      supplier { id name nameWithCluster walletCurrency { code symbol maxFractionDigits } }
      adsetSet { id name status runningStatus effectiveStatus budgetType budgetTotal budgetDailyTotal startDate endDate
        catalog { code name } report { skuCount impressions clicks ctr costs roas } }
      report { skuCount impressions clicks ctr conv costs roas cpc cpm itemsSold click7Sales purchases }
    }
  }
}`;
