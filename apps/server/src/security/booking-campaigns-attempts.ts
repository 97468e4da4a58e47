import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookingCampaignHistory, bookingCampaigns, bookingFieldValues, bookings } from '../db/schema/index';
import { insertCampaign, insertOffer, userId } from '../modules/booking-campaigns/booking-fixtures';
import type { TestClient } from '../testing/graphql-client';
import { type Acme, type Attempt, acmeHeader, type IsolationEnv } from './tenant-isolation-support';

type AcmeBooking = { campaignId: number; bookingId: number };

/**
 * Booking campaign attempts of the tenant-isolation test (issue 16: module booking-campaigns). Acme bought a
 * campaign waiting for review; Bolt asks for it, its history and placements, filters its list by it, submits it
 * and fills its fields: each answers not found (or nothing of Acme's), and Acme's rows stay as they were.
 */
export function bookingCampaignsAttempts(env: () => IsolationEnv): Record<string, Attempt> {
  const db = () => env().testApp.deps.db;
  let prepared: Promise<AcmeBooking> | null = null;
  const acme = (a: Acme) => {
    prepared ??= (async () => {
      const [brandId] = a.onlyAcmeBrandIds;
      const { campaign, booking } = await insertCampaign(db(), {
        offer: await insertOffer(db(), 'SG'),
        companyId: a.companyId,
        brandId: brandId!,
        userId: await userId(db(), 'owner@demo.test'),
        name: 'Acme isolation booking',
        status: 'DISAPPROVED',
        startDate: '2027-09-06',
      });
      return { campaignId: campaign.id, bookingId: booking.id };
    })();
    return prepared;
  };

  const acmeRows = async (m: AcmeBooking) => ({
    campaign: (await db().select().from(bookingCampaigns).where(eq(bookingCampaigns.id, m.campaignId))).map(
      ({ updatedAt: _u, ...row }) => row,
    ),
    history: (
      await db()
        .select()
        .from(bookingCampaignHistory)
        .where(eq(bookingCampaignHistory.campaignId, m.campaignId))
    ).length,
    values: await db().select().from(bookingFieldValues).where(eq(bookingFieldValues.bookingId, m.bookingId)),
    booking: await db().select().from(bookings).where(eq(bookings.id, m.bookingId)),
  });

  const mentions = (data: unknown, m: AcmeBooking) =>
    [`"id":"${m.campaignId}"`, `"id":"${m.bookingId}"`, 'Acme isolation booking'].some((s) =>
      JSON.stringify(data ?? null).includes(s),
    );

  const attempt =
    (operation: string, text: string, variables: (m: AcmeBooking, a: Acme) => Record<string, unknown>) =>
    async (client: TestClient, a: Acme) => {
      const m = await acme(a);
      const before = await acmeRows(m);
      for (const headers of [{}, acmeHeader(a)]) {
        const result = await client.gql<Record<string, unknown>>(text, variables(m, a), headers);
        if (result.body.errors) {
          expect(['NOT_FOUND', 'BAD_USER_INPUT', 'FORBIDDEN'], operation).toContain(
            result.body.errors[0]?.extensions?.code,
          );
        } else {
          const data = result.body.data?.[operation] as { ok?: boolean } | null;
          expect(data?.ok ?? false, operation).toBe(false);
          expect(mentions(data, m), operation).toBe(false);
        }
      }
      expect(await acmeRows(m), operation).toEqual(before);
    };

  return {
    campaigns: attempt(
      'campaigns',
      'query($c: ID, $s: ID) { campaigns(campaign: $c, supplier: $s, fetchAll: true) { objects { id name } } }',
      (m, a) => ({ c: m.campaignId, s: a.companyId }),
    ),
    campaign: attempt('campaign', 'query($c: ID!) { campaign(campaignId: $c) { id name } }', (m) => ({
      c: m.campaignId,
    })),
    campaignHistory: attempt(
      'campaignHistory',
      'query($c: ID!) { campaignHistory(campaignId: $c) { id status } }',
      (m) => ({ c: m.campaignId }),
    ),
    campaignPlacements: attempt(
      'campaignPlacements',
      'query($c: ID!) { campaignPlacements(campaignId: $c) { id landingUrl } }',
      (m) => ({ c: m.campaignId }),
    ),
    changeCampaignStatus: attempt(
      'changeCampaignStatus',
      'mutation($c: ID!) { changeCampaignStatus(campaignId: $c, status: PENDING_FOR_APPROVAL) { ok campaign { id name } } }',
      (m) => ({ c: m.campaignId }),
    ),
    saveBookCampaignFieldValue: attempt(
      'saveBookCampaignFieldValue',
      'mutation($b: ID!) { saveBookCampaignFieldValue(bookingId: $b, fieldName: "Headline", languageCode: "en", value: "Taken") { ok value { draftValue } } }',
      (m) => ({ b: m.bookingId }),
    ),
  };
}
