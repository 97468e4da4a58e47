import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipId, signedIn } from '../../modules/sponsor-campaigns/campaign-test-support';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { companies, sponsorCampaigns } from '../schema/index';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const SUPPLIERS = 'query($id: ID!) { sponsorCampaignCompatibleSuppliers(campaignId: $id) { id name } }';

describe('demo sponsor campaigns', () => {
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
});
