import { bookingMessages } from '@portal/domain/booking-pricing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCampaignHistory, bookingFieldValues, bookings, notifications } from '../../db/schema/index';
import { addRoleTeam, TEAM_PASSWORD } from '../../testing/company-team';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { changeStatus, saveValue } from './booking-campaign-test-client';
import { companyOf, insertCampaign, insertOffer, type Offer, userId } from './booking-fixtures';

let testApp: TestApp;
let member: TestClient;
let viewer: TestClient;
let staff: TestClient;
let boltOwner: TestClient;
let offer: Offer;
let baseUrl: string;

async function signedIn(email: string, password?: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email, password)).ok).toBe(true);
  return client;
}

async function newCampaign(status: 'PURCHASED' | 'PENDING_FOR_APPROVAL' = 'PURCHASED') {
  const db = testApp.deps.db;
  return insertCampaign(db, {
    offer,
    ...(await companyOf(db, 'Acme Fashion')),
    userId: await userId(db, 'member@demo.test'),
    name: `Review ${Math.random()}`,
    status,
    startDate: '2027-04-05',
  });
}

async function fillRequired(client: TestClient, bookingId: number) {
  for (const [name, value] of [
    ['Headline', 'Spring sale'],
    ['Banner', '/uploads/banner.png'],
    ['Landing', `${baseUrl}/women/dresses`],
  ] as const)
    expect((await saveValue(client, bookingId, name, value)).data!.saveBookCampaignFieldValue.ok).toBe(true);
}

const history = (campaignId: number) =>
  testApp.deps.db
    .select()
    .from(bookingCampaignHistory)
    .where(eq(bookingCampaignHistory.campaignId, campaignId))
    .orderBy(bookingCampaignHistory.id);

beforeAll(async () => {
  testApp = await createTestApp();
  offer = await insertOffer(testApp.deps.db, 'SG');
  baseUrl = offer.catalog.baseUrl.replace(/\/$/, '');
  member = await signedIn('member@demo.test');
  viewer = await signedIn('viewer@demo.test');
  staff = await signedIn('staff@demo.test');
  const boltTeam = await addRoleTeam(testApp.deps.db, 'Bolt Apparel');
  boltOwner = await signedIn(boltTeam.OWNER, TEAM_PASSWORD);
});
afterAll(() => testApp.close());

describe('changeCampaignStatus', () => {
  it('walks submit → disapprove (reason) → submit → approve → publish, with history and notifications', async () => {
    const { campaign, booking } = await newCampaign();
    const early = await changeStatus(member, campaign.id, 'PENDING_FOR_APPROVAL');
    expect(early.data!.changeCampaignStatus).toMatchObject({
      ok: false,
      errors: [{ field: 'status', messages: [bookingMessages.fillRequiredFields] }],
    });
    await fillRequired(member, booking.id);
    expect(
      (await changeStatus(member, campaign.id, 'PENDING_FOR_APPROVAL')).data!.changeCampaignStatus,
    ).toMatchObject({
      ok: true,
      campaign: { status: 'PENDING_FOR_APPROVAL' },
    });
    // A member may not review.
    const approve = await changeStatus(member, campaign.id, 'APPROVED');
    expect(approve.data!.changeCampaignStatus.ok).toBe(false);
    expect(approve.data!.changeCampaignStatus.errors[0]!.field).toBe('status');

    const noReason = await changeStatus(staff, campaign.id, 'DISAPPROVED', '   ');
    expect(noReason.data!.changeCampaignStatus.errors).toEqual([
      { field: 'rejectReason', messages: [bookingMessages.rejectReasonRequired] },
    ]);
    const tooLong = await changeStatus(staff, campaign.id, 'DISAPPROVED', 'x'.repeat(501));
    expect(tooLong.data!.changeCampaignStatus.errors[0]!.field).toBe('rejectReason');
    const rejected = await changeStatus(staff, campaign.id, 'DISAPPROVED', '  Logo too small  ');
    expect(rejected.data!.changeCampaignStatus).toMatchObject({
      ok: true,
      campaign: { status: 'DISAPPROVED', rejectReason: 'Logo too small' },
    });
    const [held] = await testApp.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(held!.rejectReason).toBe('Logo too small');
    const told = await testApp.deps.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'BOOKING_CAMPAIGN_DISAPPROVED'),
          eq(notifications.link, `/booking/${campaign.id}/detail`),
        ),
      );
    expect(told.map((row) => row.userId)).toContain(await userId(testApp.deps.db, 'member@demo.test'));

    expect(
      (await changeStatus(member, campaign.id, 'PENDING_FOR_APPROVAL')).data!.changeCampaignStatus.ok,
    ).toBe(true);
    expect((await changeStatus(staff, campaign.id, 'APPROVED')).data!.changeCampaignStatus).toMatchObject({
      ok: true,
      campaign: { status: 'APPROVED', rejectReason: null },
    });
    // Approved: the fields are frozen.
    const late = await saveValue(member, booking.id, 'Headline', 'Too late');
    expect(late.data!.saveBookCampaignFieldValue).toMatchObject({
      ok: false,
      errors: [{ messages: [bookingMessages.notEditable] }],
    });
    const before = await testApp.deps.db
      .select()
      .from(bookingFieldValues)
      .where(eq(bookingFieldValues.bookingId, booking.id));
    expect(before.every((row) => row.publishedValue === null)).toBe(true);
    expect((await changeStatus(staff, campaign.id, 'PUBLISHED')).data!.changeCampaignStatus.ok).toBe(true);
    const after = await testApp.deps.db
      .select()
      .from(bookingFieldValues)
      .where(eq(bookingFieldValues.bookingId, booking.id));
    expect(after).toHaveLength(3);
    expect(after.every((row) => row.publishedValue === row.draftValue && row.draftValue)).toBe(true);
    expect((await history(campaign.id)).map((row) => [row.status, row.note])).toEqual([
      ['PURCHASED', null],
      ['PENDING_FOR_APPROVAL', null],
      ['DISAPPROVED', 'Logo too small'],
      ['PENDING_FOR_APPROVAL', null],
      ['APPROVED', null],
      ['PUBLISHED', null],
    ]);
    // Nothing leads out of PUBLISHED by a status change.
    const back = await changeStatus(staff, campaign.id, 'APPROVED');
    expect(back.data!.changeCampaignStatus.errors[0]!.messages[0]).toContain(
      bookingMessages.cannotChangeStatus,
    );
  });

  it('applies one of two approvals sent at once', async () => {
    const { campaign } = await newCampaign('PENDING_FOR_APPROVAL');
    const answers = await Promise.all([
      changeStatus(staff, campaign.id, 'APPROVED'),
      changeStatus(staff, campaign.id, 'APPROVED'),
    ]);
    expect(answers.map((answer) => answer.data!.changeCampaignStatus.ok).sort()).toEqual([false, true]);
    expect((await history(campaign.id)).filter((row) => row.status === 'APPROVED')).toHaveLength(1);
  });

  it("answers another company's campaign as not found and changes nothing", async () => {
    const { campaign } = await newCampaign('PENDING_FOR_APPROVAL');
    const answer = await changeStatus(boltOwner, campaign.id, 'PENDING_FOR_APPROVAL');
    expect(answer.data!.changeCampaignStatus).toMatchObject({ ok: false, errors: [{ field: 'campaignId' }] });
    expect(await history(campaign.id)).toHaveLength(1);
  });
});

describe('saveBookCampaignFieldValue', () => {
  it('saves a trimmed draft per language; the landing URL also on the booking', async () => {
    const { booking } = await newCampaign();
    const saved = await saveValue(member, booking.id, 'Headline', '  Hello  ');
    expect(saved.data!.saveBookCampaignFieldValue).toMatchObject({
      ok: true,
      value: { fieldName: 'Headline', languageCode: 'en', draftValue: 'Hello', publishedValue: null },
    });
    expect(
      (await saveValue(member, booking.id, 'Headline', 'Hello again')).data!.saveBookCampaignFieldValue.ok,
    ).toBe(true);
    const url = `${baseUrl}/sale`;
    expect((await saveValue(member, booking.id, 'Landing', url)).data!.saveBookCampaignFieldValue.ok).toBe(
      true,
    );
    const rows = await testApp.deps.db
      .select()
      .from(bookingFieldValues)
      .where(eq(bookingFieldValues.bookingId, booking.id));
    expect(rows.map((row) => [row.fieldName, row.draftValue]).sort()).toEqual([
      ['Headline', 'Hello again'],
      ['Landing', url],
    ]);
    const [held] = await testApp.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(held!.landingUrl).toBe(url);
  });

  it('refuses a language of another venture, an unknown field, a landing URL elsewhere, a text too long', async () => {
    const { booking } = await newCampaign();
    const field = async (name: string, value: string, language = 'en') =>
      (await saveValue(member, booking.id, name, value, language)).data!.saveBookCampaignFieldValue;
    expect(await field('Headline', 'Hi', 'zh')).toMatchObject({
      ok: false,
      errors: [{ field: 'languageCode' }],
    });
    expect(await field('Subtitle', 'Hi')).toMatchObject({ ok: false, errors: [{ field: 'fieldName' }] });
    const elsewhere = await field('Landing', 'https://evil.example/phish');
    expect(elsewhere).toMatchObject({ ok: false, errors: [{ field: 'value' }] });
    expect(elsewhere.errors[0]!.messages[0]).toContain('booking:error.landingUrlOutside?');
    expect(await field('Headline', 'x'.repeat(21))).toMatchObject({
      ok: false,
      errors: [{ field: 'value' }],
    });
    const rows = await testApp.deps.db
      .select()
      .from(bookingFieldValues)
      .where(eq(bookingFieldValues.bookingId, booking.id));
    expect(rows).toEqual([]);
  });

  it("refuses a viewer, and another company's booking as not found", async () => {
    const { booking } = await newCampaign();
    const asViewer = await saveValue(viewer, booking.id, 'Headline', 'Hi');
    expect(asViewer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const asBolt = await saveValue(boltOwner, booking.id, 'Headline', 'Hi');
    expect(asBolt.data!.saveBookCampaignFieldValue).toMatchObject({
      ok: false,
      errors: [{ field: 'bookingId' }],
    });
    const rows = await testApp.deps.db
      .select()
      .from(bookingFieldValues)
      .where(eq(bookingFieldValues.bookingId, booking.id));
    expect(rows).toEqual([]);
  });
});
