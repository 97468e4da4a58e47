import { startOfZonedDay, zonedDay } from '@portal/domain/zoned-day';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipId, signedIn } from '../../modules/sponsor-campaigns/campaign-test-support';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { catalogs, companies, sponsorAdSets, sponsorCampaigns, sponsorProductAds } from '../schema/index';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const SUPPLIERS = 'query($id: ID!) { sponsorCampaignCompatibleSuppliers(campaignId: $id) { id name } }';

describe('demo sponsor campaigns', () => {
  it('give two product campaigns of one brand in one catalog different SKUs', async () => {
    const rows = await testApp.deps.db
      .select({
        brandId: sponsorCampaigns.brandId,
        catalogId: sponsorAdSets.catalogId,
        name: sponsorCampaigns.name,
        skus: sponsorProductAds.skus,
      })
      .from(sponsorProductAds)
      .innerJoin(sponsorAdSets, eq(sponsorAdSets.id, sponsorProductAds.adSetId))
      .innerJoin(sponsorCampaigns, eq(sponsorCampaigns.id, sponsorAdSets.campaignId));
    const seen = new Map<string, { name: string; sku: string }>();
    let shared = 0;
    for (const row of rows) {
      for (const sku of row.skus) {
        const key = `${row.brandId}:${row.catalogId}:${sku}`;
        if (seen.has(key)) shared++;
        seen.set(key, { name: row.name, sku });
      }
    }
    expect(rows.filter((row) => row.skus.length > 0).length).toBeGreaterThan(1);
    expect(shared).toBe(0);
  });

  it('let multi@demo.test try "copy to another supplier": an Acme campaign can be copied to Bolt Apparel (issue 12)', async () => {
    const { db } = testApp.deps;
    const [acme] = await db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
    const campaigns = await db
      .select({ id: sponsorCampaigns.id, name: sponsorCampaigns.name })
      .from(sponsorCampaigns)
      .where(eq(sponsorCampaigns.companyId, acme!.id));
    expect(campaigns.length).toBeGreaterThan(0);

    const multi = await signedIn(testApp, 'multi@demo.test');
    const switched = await multi.gql<{ switchAccount: { ok: boolean } }>(
      'mutation($id: ID!) { switchAccount(accountId: $id) { ok } }',
      { id: await membershipId(testApp, 'multi@demo.test', acme!.id) },
    );
    expect(switched.body.data!.switchAccount.ok).toBe(true);

    const copyable: string[] = [];
    for (const campaign of campaigns) {
      const answer = await multi.gql<{ sponsorCampaignCompatibleSuppliers: { name: string }[] }>(SUPPLIERS, {
        id: String(campaign.id),
      });
      const suppliers = answer.body.data!.sponsorCampaignCompatibleSuppliers.map((supplier) => supplier.name);
      if (suppliers.includes('Bolt Apparel')) copyable.push(campaign.name);
    }
    expect(copyable).toContain('Kite Athletics Run Club');
  });

  it("start at their catalog's midnight and end at the last instant of a day there, as the wizard writes them", async () => {
    const rows = await testApp.deps.db
      .select({ start: sponsorAdSets.startDate, end: sponsorAdSets.endDate, zone: catalogs.timeZone })
      .from(sponsorAdSets)
      .innerJoin(catalogs, eq(catalogs.id, sponsorAdSets.catalogId))
      .where(isNotNull(sponsorAdSets.startDate));
    const zones = new Set(rows.map((row) => row.zone));
    expect(zones.size).toBeGreaterThan(1);
    expect(rows.some((row) => row.end !== null)).toBe(true);
    for (const { start, end, zone } of rows) {
      expect(start!.getTime(), zone).toBe(startOfZonedDay(zonedDay(start!, zone), zone).getTime());
      if (end)
        expect(end.getTime() + 1, zone).toBe(
          startOfZonedDay(zonedDay(new Date(end.getTime() + 1), zone), zone).getTime(),
        );
    }
  });
});
