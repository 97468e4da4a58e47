import type { AddressInfo } from 'node:net';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogs, demoCategories, demoRootCategories } from '../../../../simulator/src/demo-marketplace';
import { createMarketplaceClient } from '../../../../simulator/src/marketplace-client';
import { runSimulation } from '../../../../simulator/src/run-simulation';
import { adEvents, catalogs, categories } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';

/**
 * The marketplace simulator (apps/simulator, `npm run simulate`) against the real app listening on a port:
 * it finds the demo catalogs and categories where it expects them, its decisions are answered with the
 * demo campaigns' ads, and every event it reports is stored, the charged ones at the price their tokens carry.
 */

const KEY = 'mk_test_simulator_key_0123456789abcdef';
let testApp: TestApp;
let url: string;

beforeAll(async () => {
  testApp = await createTestApp({ env: { MARKETPLACE_API_KEY: KEY }, demoProductCount: 1200 });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  // The delivery index is built once the app starts: wait for the first decision it can answer.
  const client = createMarketplaceClient({ url, key: KEY });
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await client.decide({
      catalogId: 1,
      platform: 'DESKTOP',
      pageType: 'HOME',
      shopper: { id: 'warm-up' },
      slots: { products: 0, banners: [] },
    });
    if (answer.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);
afterAll(async () => {
  await testApp?.close();
});

describe('the simulator against the app', () => {
  it('knows the demo catalogs, top and leaf categories by the ids the seed gives them', async () => {
    const catalogRows = await testApp.deps.db
      .select({ id: catalogs.id, code: catalogs.code })
      .from(catalogs)
      .orderBy(asc(catalogs.id));
    expect(demoCatalogs.map(({ id, code }) => ({ id, code }))).toEqual(catalogRows);
    const leaves = await testApp.deps.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.depth, 4))
      .orderBy(asc(categories.id));
    expect(demoCategories.map(({ id, name }) => ({ id, name }))).toEqual(leaves);
    // A brand's search is in its department (search-category.ts).
    const roots = await testApp.deps.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.depth, 1))
      .orderBy(asc(categories.id));
    expect(demoRootCategories).toEqual(roots);
  });

  it('gets its decisions answered with ads and every event it reports stored', async () => {
    const result = await runSimulation({
      client: createMarketplaceClient({ url, key: KEY }),
      catalogs: demoCatalogs.filter((catalog) => catalog.code === 'SG' || catalog.code === 'ID'),
      rate: 20,
      durationSeconds: 4,
      seed: 13,
    });
    const { stats } = result;
    expect(result.fatal).toBeNull();
    expect(stats.errors).toEqual(new Map());
    expect(stats.decisions.asked).toBeGreaterThanOrEqual(60);
    expect(stats.decisions.answered).toBe(stats.decisions.asked);
    expect(stats.decisions.filled).toBeGreaterThan(0);
    expect(stats.events.impressions).toBe(stats.decisions.products + stats.decisions.banners);

    const reported = stats.events.impressions + stats.events.clicks + stats.events.purchases;
    expect(stats.events.sent).toBe(reported);
    expect(stats.events.rejected).toEqual(new Map());
    expect(stats.events.duplicates).toBe(0);
    expect(stats.events.accepted).toBe(reported);

    const stored = await testApp.deps.db
      .select({
        kind: adEvents.kind,
        n: sql<number>`count(*)::int`,
        cost: sql<string>`coalesce(sum(${adEvents.costMicros}), 0)::text`,
      })
      .from(adEvents)
      .where(sql`${adEvents.eventId} like 'sim-13-%'`)
      .groupBy(adEvents.kind);
    const byKind = new Map(stored.map((row) => [row.kind, row]));
    expect(byKind.get('IMPRESSION')?.n ?? 0).toBe(stats.events.impressions);
    expect(byKind.get('CLICK')?.n ?? 0).toBe(stats.events.clicks);
    expect(byKind.get('PURCHASE')?.n ?? 0).toBe(stats.events.purchases);

    // What was charged is what the tokens said, unless a budget capped it: never more.
    const expected = [...stats.expectedCharge.values()].reduce((sum, charge) => sum + charge.micros, 0n);
    const charged = stored.reduce((sum, row) => sum + BigInt(row.cost), 0n);
    expect(charged).toBeLessThanOrEqual(expected);
    if (stats.expectedCharge.size > 0) expect(charged).toBeGreaterThan(0n);
    // What the simulator prints as charged is what the portal stored as cost, advertiser by advertiser.
    const storedPerCompany = await testApp.deps.db
      .select({ companyId: adEvents.companyId, cost: sql<string>`sum(${adEvents.costMicros})::text` })
      .from(adEvents)
      .where(sql`${adEvents.eventId} like 'sim-13-%' and ${adEvents.costMicros} > 0`)
      .groupBy(adEvents.companyId);
    expect(new Map([...stats.charged].map(([companyId, charge]) => [companyId, charge.micros]))).toEqual(
      new Map(storedPerCompany.map((row) => [row.companyId, BigInt(row.cost)])),
    );
  });

  it('has its purchases of advertised and same-brand products accepted, shoppers clicking every ad', async () => {
    const result = await runSimulation({
      client: createMarketplaceClient({ url, key: KEY }),
      catalogs: demoCatalogs.filter((catalog) => catalog.code === 'SG' || catalog.code === 'ID'),
      rate: 20,
      durationSeconds: 2,
      seed: 14,
      behaviour: { clickProbability: () => 1, afterClick: (_buy, halo) => (halo < 0.5 ? 'halo' : 'direct') },
    });
    const { events } = result.stats;
    expect(result.stats.errors).toEqual(new Map());
    expect(events.clicks).toBe(events.impressions);
    expect(events.purchases).toBeGreaterThan(0);
    expect(events.rejected).toEqual(new Map());
    expect(events.accepted).toBe(events.impressions + events.clicks + events.purchases);
    const [purchases] = await testApp.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(adEvents)
      .where(sql`${adEvents.eventId} like 'sim-14-%' and ${adEvents.kind} = 'PURCHASE'`);
    expect(purchases?.n).toBe(events.purchases);
  });

  it('sends the same event ids again for the same seed, counted as duplicates', async () => {
    const again = await runSimulation({
      client: createMarketplaceClient({ url, key: KEY }),
      catalogs: demoCatalogs.filter((catalog) => catalog.code === 'SG' || catalog.code === 'ID'),
      rate: 20,
      durationSeconds: 1,
      seed: 13,
    });
    expect(again.stats.events.sent).toBeGreaterThan(0);
    expect(again.stats.events.duplicates).toBeGreaterThan(0);
  });

  it('stops with the key refused', async () => {
    const result = await runSimulation({
      client: createMarketplaceClient({ url, key: 'mk_not_a_key_0000000000000000' }),
      catalogs: demoCatalogs,
      rate: 5,
      durationSeconds: 30,
      seed: 1,
    });
    expect(result.stoppedBy).toBe('fatal');
    expect(result.fatal?.failure.kind).toBe('unauthorized');
  });
});
