import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, sponsorAdSets, sponsorHistory, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import {
  bannerInput,
  CREATE,
  type Fixture,
  GET,
  loadFixture,
  messagesOf,
  type Payload,
  productInput,
  signedIn,
  UPDATE,
} from './campaign-test-support';

let testApp: TestApp;
let f: Fixture;
beforeAll(async () => {
  testApp = await createTestApp();
  f = await loadFixture(testApp);
});
afterAll(() => testApp.close());

async function createCampaign(campaign = productInput(f)) {
  const client = await signedIn(testApp, 'owner@demo.test');
  const result = await client.gql<{ createSponsorCampaign: Payload }>(CREATE, { campaign });
  expect(result.body.data!.createSponsorCampaign.errors).toEqual([]);
  return result.body.data!.createSponsorCampaign.campaign!;
}

async function update(
  email: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const client = await signedIn(testApp, email);
  return client.gql<{ updateSponsorCampaign: Payload }>(UPDATE, variables, headers);
}

async function historyOf(campaignId: string) {
  return testApp.deps.db
    .select()
    .from(sponsorHistory)
    .where(eq(sponsorHistory.campaignId, Number(campaignId)))
    .orderBy(asc(sponsorHistory.id));
}

type Change = {
  actionType: string;
  objectType: string;
  field: string;
  old: string | null;
  new: string | null;
};

describe('updateSponsorCampaign: edit', () => {
  it('saves an edit, sends it back to review and logs each changed field', async () => {
    const campaign = await createCampaign();
    const staff = await update('staff@demo.test', { id: campaign.id, status: 'SCHEDULED' });
    expect(staff.body.data!.updateSponsorCampaign.campaign!.status).toBe('SCHEDULED');

    const edited = productInput(f, { name: 'Renamed campaign' }, { budgetDailyTotal: '35.5' });
    const result = await update('member@demo.test', { id: campaign.id, campaign: edited });
    const payload = result.body.data!.updateSponsorCampaign;
    expect(payload.errors).toEqual([]);
    expect(payload.campaign).toMatchObject({ name: 'Renamed campaign', status: 'PENDING_FOR_APPROVAL' });
    expect(payload.campaign!.adsetSet[0]).toMatchObject({
      budgetDailyTotal: '35.5',
      runningStatus: 'STARTED',
    });

    const rows = await historyOf(campaign.id);
    const edits = rows.slice(-2).flatMap((row) => row.changes as Change[]);
    expect(edits).toContainEqual({
      actionType: '~',
      objectType: 'CAMPAIGN',
      field: 'name',
      old: 'Northwind SKUs',
      new: 'Renamed campaign',
    });
    expect(edits).toContainEqual({
      actionType: '~',
      objectType: 'AD_SET',
      field: 'budgetDailyTotal',
      old: '20.00',
      new: '35.50',
    });
    expect(edits).toContainEqual({
      actionType: '~',
      objectType: 'AD_SET',
      field: 'status',
      old: 'SCHEDULED',
      new: 'PENDING_FOR_APPROVAL',
    });
    expect(edits.every((change) => change.actionType === '~')).toBe(true);
  });

  it('keeps an approved campaign live when a save changes nothing, and logs nothing (0080 addendum)', async () => {
    for (const input of [productInput(f), bannerInput(f)]) {
      const campaign = await createCampaign(input);
      await update('staff@demo.test', { id: campaign.id, status: 'SCHEDULED' });
      const logged = (await historyOf(campaign.id)).length;
      const saved = await update('owner@demo.test', { id: campaign.id, campaign: input });
      expect(saved.body.data!.updateSponsorCampaign.errors).toEqual([]);
      expect(saved.body.data!.updateSponsorCampaign.campaign!.status).toBe('SCHEDULED');
      expect((await historyOf(campaign.id)).length).toBe(logged);
      // Any change still goes back to review.
      const renamed = { ...input, name: `${input.name} renamed` };
      const changed = await update('owner@demo.test', { id: campaign.id, campaign: renamed });
      expect(changed.body.data!.updateSponsorCampaign.campaign!.status).toBe('PENDING_FOR_APPROVAL');
    }
  });

  it('sends a rejected campaign saved unchanged back to review (a resubmission)', async () => {
    const input = productInput(f);
    const campaign = await createCampaign(input);
    await update('staff@demo.test', { id: campaign.id, status: 'REJECTED', notes: 'Please check' });
    const saved = await update('owner@demo.test', { id: campaign.id, campaign: input });
    expect(saved.body.data!.updateSponsorCampaign.campaign!.status).toBe('PENDING_FOR_APPROVAL');
  });

  it('has no way back to DRAFT for a campaign that ran: only an edit, which goes to review (decision 0276)', async () => {
    const input = productInput(f);
    const campaign = await createCampaign(input);
    await testApp.deps.db
      .update(sponsorAdSets)
      .set({ status: 'COMPLETED' })
      .where(eq(sponsorAdSets.campaignId, Number(campaign.id)));
    const byOwner = await update('owner@demo.test', { id: campaign.id, status: 'DRAFT' });
    expect(byOwner.body.errors?.[0]?.message).toBe('common:permissionDenied');
    const byStaff = await update('staff@demo.test', { id: campaign.id, status: 'DRAFT' });
    expect(messagesOf(byStaff.body.data!.updateSponsorCampaign.errors, 'status')).toEqual([
      'sponsorRules:invalidStatus',
    ]);
    const [stored] = await testApp.deps.db
      .select({ status: sponsorAdSets.status })
      .from(sponsorAdSets)
      .where(eq(sponsorAdSets.campaignId, Number(campaign.id)));
    expect(stored!.status).toBe('COMPLETED');
    // The wizard's Save (a later end date, say) resubmits it to staff.
    const extended = await update('owner@demo.test', {
      id: campaign.id,
      campaign: { ...input, name: `${input.name} again` },
    });
    expect(extended.body.data!.updateSponsorCampaign.campaign!.status).toBe('PENDING_FOR_APPROVAL');
  });

  it('locks the ad type and refuses to edit a removed ad set', async () => {
    const campaign = await createCampaign();
    const locked = await update('owner@demo.test', { id: campaign.id, campaign: bannerInput(f) });
    expect(messagesOf(locked.body.data!.updateSponsorCampaign.errors, 'adType')).toEqual([
      'sponsorRules:adTypeLocked',
    ]);

    await testApp.deps.db
      .update(sponsorAdSets)
      .set({ status: 'REMOVED', removedAt: new Date() })
      .where(eq(sponsorAdSets.campaignId, Number(campaign.id)));
    const removed = await update('owner@demo.test', { id: campaign.id, campaign: productInput(f) });
    expect(messagesOf(removed.body.data!.updateSponsorCampaign.errors, 'adSet')).toEqual([
      'sponsorRules:adSetRemoved',
    ]);
  });

  it('validates an edit like a creation, but lets an unchanged past start date stand', async () => {
    const campaign = await createCampaign();
    const startDate = new Date(Date.now() - 5 * 86_400_000);
    await testApp.deps.db
      .update(sponsorAdSets)
      .set({ startDate })
      .where(eq(sponsorAdSets.campaignId, Number(campaign.id)));
    const unchanged = await update('owner@demo.test', {
      id: campaign.id,
      campaign: productInput(f, {}, { startDate: startDate.toISOString() }),
    });
    expect(unchanged.body.data!.updateSponsorCampaign.errors).toEqual([]);
    const bad = await update('owner@demo.test', {
      id: campaign.id,
      campaign: productInput(
        f,
        {},
        { startDate: new Date(Date.now() - 2 * 86_400_000).toISOString(), budgetDailyTotal: '0.1' },
      ),
    });
    const errors = bad.body.data!.updateSponsorCampaign.errors;
    expect(messagesOf(errors, 'adSet.startDate')).toContain('sponsorRules:startDateInPast');
    expect(messagesOf(errors, 'adSet.budgetDailyTotal')).toContain(
      'sponsorRules:dailyBudgetLessThanMin?min=1',
    );
  });

  it("refuses a VIEWER, and finds nothing of another company's campaign", async () => {
    const campaign = await createCampaign();
    const viewer = await update('viewer@demo.test', { id: campaign.id, campaign: productInput(f) });
    expect(viewer.body.errors?.[0]?.message).toBe('common:permissionDenied');

    const foreign = await update('nobrand@demo.test', { id: campaign.id, campaign: productInput(f) });
    expect(messagesOf(foreign.body.data!.updateSponsorCampaign.errors, 'id')).toEqual([
      'sponsorRules:campaignNotFound',
    ]);
    const client = await signedIn(testApp, 'nobrand@demo.test');
    const read = await client.gql<{ sponsorCampaign: unknown }>(GET, { id: campaign.id });
    expect(read.body.data!.sponsorCampaign).toBeNull();
    const own = await (await signedIn(testApp, 'viewer@demo.test')).gql<{ sponsorCampaign: { id: string } }>(
      GET,
      {
        id: campaign.id,
      },
    );
    expect(own.body.data!.sponsorCampaign.id).toBe(campaign.id);
  });
});

describe('updateSponsorCampaign: staff review', () => {
  async function notificationsOf(email: string, kind: string) {
    const [user] = await testApp.deps.db.select().from(users).where(eq(users.email, email));
    return testApp.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user!.id), eq(notifications.kind, kind)))
      .orderBy(desc(notifications.id));
  }

  it('approves: SCHEDULED, logged, and the company owner and admin are told', async () => {
    const campaign = await createCampaign();
    const result = await update('staff@demo.test', { id: campaign.id, status: 'SCHEDULED' });
    expect(result.body.data!.updateSponsorCampaign.campaign!.status).toBe('SCHEDULED');
    const [latest] = await notificationsOf('owner@demo.test', 'CAMPAIGN_APPROVED');
    expect(latest!.messageHtml).toContain(campaign.name);
    expect(latest!.companyId).toBe(f.acmeId);
    expect((await notificationsOf('admin@demo.test', 'CAMPAIGN_APPROVED')).length).toBeGreaterThan(0);
    const changes = (await historyOf(campaign.id)).flatMap((row) => row.changes as Change[]);
    expect(changes).toContainEqual({
      actionType: '~',
      objectType: 'AD_SET',
      field: 'status',
      old: 'PENDING_FOR_APPROVAL',
      new: 'SCHEDULED',
    });
  });

  it('rejects with a required reason: REJECTED with notes, and the company is told why', async () => {
    const campaign = await createCampaign();
    const missing = await update('staff@demo.test', { id: campaign.id, status: 'REJECTED', notes: '  ' });
    expect(messagesOf(missing.body.data!.updateSponsorCampaign.errors, 'notes')).toEqual([
      'sponsorRules:requireRejectReason',
    ]);
    const result = await update('staff@demo.test', {
      id: campaign.id,
      status: 'REJECTED',
      notes: 'Blurry <img>',
    });
    expect(result.body.data!.updateSponsorCampaign.campaign).toMatchObject({
      status: 'REJECTED',
      notes: 'Blurry <img>',
    });
    const [latest] = await notificationsOf('owner@demo.test', 'CAMPAIGN_REJECTED');
    expect(latest!.messageHtml).toContain('Blurry &lt;img&gt;');
  });

  it('refuses approval by a MEMBER or OWNER and an invalid decision', async () => {
    const campaign = await createCampaign();
    for (const email of ['member@demo.test', 'owner@demo.test', 'viewer@demo.test']) {
      const result = await update(email, { id: campaign.id, status: 'SCHEDULED' });
      expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
    }
    const invalid = await update('staff@demo.test', { id: campaign.id, status: 'DELIVERING' });
    expect(messagesOf(invalid.body.data!.updateSponsorCampaign.errors, 'status')).toEqual([
      'sponsorRules:invalidStatus',
    ]);
    const read = await (await signedIn(testApp, 'owner@demo.test')).gql<{
      sponsorCampaign: { status: string };
    }>(GET, {
      id: campaign.id,
    });
    expect(read.body.data!.sponsorCampaign.status).toBe('PENDING_FOR_APPROVAL');
  });

  it('lets staff acting for another company find nothing', async () => {
    const campaign = await createCampaign();
    const result = await update(
      'staff@demo.test',
      { id: campaign.id, status: 'SCHEDULED' },
      { 'x-company-id': String(f.boltId) },
    );
    expect(messagesOf(result.body.data!.updateSponsorCampaign.errors, 'id')).toEqual([
      'sponsorRules:campaignNotFound',
    ]);
  });
});
