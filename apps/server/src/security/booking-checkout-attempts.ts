import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookingCampaigns, bookingCarts } from '../db/schema/index';
import type { TestClient } from '../testing/graphql-client';
import { type Acme, type Attempt, acmeHeader, type IsolationEnv } from './tenant-isolation-support';

/**
 * Booking checkout attempts of the tenant-isolation test (issue 16: module booking-checkout). Acme's demo carts
 * (a paid-credit cart and a wire transfer due in 30 days) are Bolt's targets: reading a cart, checking out with
 * Acme's brand, cancelling Acme's campaign, marking Acme's wire paid. Each is refused or answers nothing, and
 * Acme's carts and campaigns stay as they were.
 */
export function bookingCheckoutAttempts(env: () => IsolationEnv): Record<string, Attempt> {
  const db = () => env().testApp.deps.db;
  const acmeCarts = (a: Acme) =>
    db()
      .select()
      .from(bookingCarts)
      .where(eq(bookingCarts.companyId, a.companyId))
      .orderBy(asc(bookingCarts.id));
  const acmeCampaigns = (a: Acme) =>
    db()
      .select()
      .from(bookingCampaigns)
      .where(eq(bookingCampaigns.companyId, a.companyId))
      .orderBy(asc(bookingCampaigns.id));
  /** Refused by the gate (the role may not) or in the payload. */
  const refused = (body: { data?: unknown; errors?: unknown[] }, operation: string) => {
    if (body.errors) return;
    expect((body.data as Record<string, { ok: boolean }>)[operation]!.ok, operation).toBe(false);
  };

  const withAcme = async (a: Acme, run: (cart: number, campaign: number) => Promise<void>) => {
    const carts = await acmeCarts(a);
    const campaigns = await acmeCampaigns(a);
    expect(carts.length, 'the demo gives Acme booking carts').toBeGreaterThan(0);
    await run(carts.at(-1)!.id, campaigns[0]!.id);
    expect(await acmeCarts(a)).toEqual(carts);
    expect(await acmeCampaigns(a)).toEqual(campaigns);
  };

  return {
    campaignCart: async (client: TestClient, a) =>
      withAcme(a, async (cartId) => {
        for (const headers of [{}, acmeHeader(a)]) {
          const result = await client.gql<{ campaignCart: unknown }>(
            'query($id: ID!) { campaignCart(cartId: $id) { id total } }',
            { id: cartId },
            headers,
          );
          expect(result.body.data?.campaignCart ?? null).toBeNull();
        }
      }),
    createCampaignCart: async (client, a) =>
      withAcme(a, async () => {
        const [campaign] = await acmeCampaigns(a);
        const result = await client.gql(
          `mutation($brand: ID!, $pkg: ID!) { createCampaignCart(brandId: $brand, paymentMethod: WIRE_TRANSFER,
            paymentTerms: IMMEDIATE, campaignItems: [{ packageId: $pkg, name: "Intruder", startDate: "2099-01-05",
            endDate: "2099-01-11", bookings: [] }], idempotencyKey: "intruder") { ok ids } }`,
          { brand: a.onlyAcmeBrandIds[0], pkg: campaign!.packageId },
          acmeHeader(a),
        );
        refused(result.body, 'createCampaignCart');
        const intruderCarts = await db()
          .select()
          .from(bookingCarts)
          .where(eq(bookingCarts.idempotencyKey, 'intruder'));
        expect(intruderCarts).toEqual([]);
      }),
    cancelCampaign: async (client, a) =>
      withAcme(a, async (_cart, campaignId) => {
        const result = await client.gql(
          'mutation($id: ID!) { cancelCampaign(campaignId: $id, cancelReason: "intruder") { ok } }',
          { id: campaignId },
          acmeHeader(a),
        );
        refused(result.body, 'cancelCampaign');
      }),
    markCampaignCartPaid: async (client, a) =>
      withAcme(a, async (cartId) => {
        const result = await client.gql(
          'mutation($id: ID!) { markCampaignCartPaid(cartId: $id) { ok } }',
          { id: cartId },
          acmeHeader(a),
        );
        expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
      }),
  };
}
