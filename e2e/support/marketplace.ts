import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { listsGql } from '../sponsor/lists-support';

/**
 * Playing the marketplace in a journey (docs/delivery-api.md): the journeys run without demo history
 * (DEMO_HISTORY_DAYS=0), so a journey that needs figures asks for ads and reports events itself, with the
 * demo key (it exists with DEMO_DATA, on in the journeys).
 */
export const marketplaceHeaders = {
  Authorization: 'Bearer mk_demo_marketplace_key_for_local_use_only',
  'Content-Type': 'application/json',
};

export type Decision = {
  products: { sku: string; campaignId: number; token: string }[];
  banners: { bannerType: string; campaignId: number; token: string }[];
};

export type DecisionAsked = {
  catalogId: number;
  platform: 'DESKTOP' | 'MOBILE_WEB' | 'APP';
  shopperId: string;
  products: number;
  banners: string[];
};

/** A home-page decision; just after a start the index may not be built yet (503), so it asks again. */
export async function askDecision(request: APIRequestContext, asked: DecisionAsked): Promise<Decision> {
  let decision: Decision = { products: [], banners: [] };
  await expect(async () => {
    const response = await request.post('/v1/ads/decisions', {
      headers: marketplaceHeaders,
      data: {
        catalogId: asked.catalogId,
        platform: asked.platform,
        pageType: 'HOME',
        shopper: { id: asked.shopperId },
        slots: { products: asked.products, banners: asked.banners },
      },
    });
    expect(response.status()).toBe(200);
    decision = (await response.json()) as Decision;
  }).toPass({ timeout: 30_000 });
  return decision;
}

/** Reports a batch of events; every one must be accepted. */
export async function reportEvents(request: APIRequestContext, events: readonly object[]): Promise<void> {
  const stored = await request.post('/v1/ads/events', { headers: marketplaceHeaders, data: { events } });
  expect(stored.status()).toBe(200);
  const body = (await stored.json()) as { accepted: number; rejected: unknown[] };
  expect(body.rejected).toEqual([]);
  expect(body.accepted).toBe(events.length);
}

/** The ids of the signed-in seller's product campaigns (every page of the list). */
export async function productCampaignIds(page: Page): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let number = 1; ; number += 1) {
    const { sponsorCampaigns } = await listsGql<{
      sponsorCampaigns: { numPages: number; objects: { id: string }[] };
    }>(
      page,
      'query($page: Int) { sponsorCampaigns(page: $page, adType: PRODUCT) { numPages objects { id } } }',
      { page: number },
    );
    for (const campaign of sponsorCampaigns.objects) ids.add(Number(campaign.id));
    if (number >= sponsorCampaigns.numPages) return ids;
  }
}

export async function catalogIdOf(page: Page, code: string): Promise<number> {
  const { allCatalogs } = await listsGql<{ allCatalogs: { id: string; code: string }[] }>(
    page,
    'query { allCatalogs { id code } }',
  );
  const catalog = allCatalogs.find((candidate) => candidate.code === code);
  if (!catalog) throw new Error(`no catalog ${code}`);
  return Number(catalog.id);
}
