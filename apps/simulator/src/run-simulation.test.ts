import type { AdEvent, DecisionRequest } from '@portal/domain/delivery-api';
import { describe, expect, it } from 'vitest';
import { demoCatalogs } from './demo-marketplace';
import type { CallResult, MarketplaceClient } from './marketplace-client';
import { runSimulation } from './run-simulation';

/** A token as the server writes one (the signature is not checked by the simulator). */
function token(payload: { sku: string; chargeModel: 'CPC' | 'CPI'; priceMicros: string; companyId: number }) {
  const body = { adSetId: 7, brandId: 4, catalogId: 1, ...payload };
  return `v1.${Buffer.from(JSON.stringify(body)).toString('base64url')}.signature`;
}

/** A marketplace API in memory: every page gets four product ads and its banners; every event counts. */
function fakeServer(options: { refuse?: boolean } = {}) {
  const decisions: DecisionRequest[] = [];
  const events: AdEvent[] = [];
  const batches = { count: 0 };
  const ok = <T>(value: T): CallResult<T> => ({ ok: true, value, ms: 1 });
  const client: MarketplaceClient = {
    async decide(request) {
      if (options.refuse) return { ok: false, failure: { kind: 'unauthorized', message: 'no key' }, ms: 1 };
      decisions.push(request);
      const n = decisions.length;
      return ok({
        decisionId: `d${n}`,
        products: Array.from({ length: request.slots.products }, (_, i) => ({
          sku: `SG-NWD-${n}${i}`,
          adSetId: 7,
          campaignId: 8,
          token: token({ sku: `SG-NWD-${n}${i}`, chargeModel: 'CPC', priceMicros: '500000', companyId: 3 }),
        })),
        banners: request.slots.banners.map((bannerType) => ({
          bannerType,
          adSetId: 9,
          campaignId: 10,
          imageUrl: '/media/b.png',
          landingUrl: null,
          deeplink: null,
          skus: [],
          token: token({ sku: '', chargeModel: 'CPI', priceMicros: '10000', companyId: 5 }),
        })),
      });
    },
    async sendEvents(batch) {
      events.push(...batch);
      batches.count += 1;
      // The server's answer of what it charged: here one event of company 3 at 0.0001 per batch.
      return ok({
        accepted: batch.length,
        duplicates: 0,
        charged: [{ companyId: 3, events: 1, costMicros: '100' }],
        rejected: [],
      });
    },
  };
  return { client, decisions, events, batches };
}

describe('runSimulation', () => {
  it('asks decisions at the rate, reports what was shown, clicked and bought, and sums the charge', async () => {
    const server = fakeServer();
    const lines: string[] = [];
    const result = await runSimulation({
      client: server.client,
      catalogs: [demoCatalogs[0]!],
      rate: 100,
      durationSeconds: 1.5,
      seed: 11,
      onProgress: (line) => lines.push(line),
      progressEverySeconds: 0.5,
    });
    const { stats } = result;
    expect(result.stoppedBy).toBe('duration');
    expect(stats.decisions.answered).toBeGreaterThanOrEqual(130);
    expect(stats.decisions.answered).toBeLessThanOrEqual(151);
    expect(lines.length).toBeGreaterThanOrEqual(2);

    const byType = (type: AdEvent['type']) => server.events.filter((event) => event.type === type);
    expect(byType('impression')).toHaveLength(stats.events.impressions);
    expect(byType('click')).toHaveLength(stats.events.clicks);
    expect(byType('purchase')).toHaveLength(stats.events.purchases);
    expect(stats.events.impressions).toBe(stats.decisions.products + stats.decisions.banners);
    expect(stats.events.accepted).toBe(server.events.length);
    expect(new Set(server.events.map((event) => event.eventId)).size).toBe(server.events.length);
    // Every purchase follows its click, in an earlier batch or earlier in the same one.
    for (const purchase of byType('purchase')) {
      const clickId = purchase.eventId.replace(/-buy$/, '-c');
      expect(server.events.findIndex((event) => event.eventId === clickId)).toBeLessThan(
        server.events.indexOf(purchase),
      );
    }
    // CPC product ads are charged per click, CPI banners per impression.
    const productClicks = byType('click').filter((event) => /-p\d+-c$/.test(event.eventId)).length;
    const bannerImpressions = byType('impression').filter((event) => /-b\d+-i$/.test(event.eventId)).length;
    expect(stats.expectedCharge.get(3)).toEqual({
      micros: BigInt(productClicks) * 500_000n,
      events: productClicks,
    });
    expect(stats.expectedCharge.get(5)).toEqual({
      micros: BigInt(bannerImpressions) * 10_000n,
      events: bannerImpressions,
    });
    // What the server answered it charged is summed apart, per advertiser.
    expect(server.batches.count).toBeGreaterThan(0);
    expect(stats.charged).toEqual(
      new Map([[3, { micros: BigInt(server.batches.count) * 100n, events: server.batches.count }]]),
    );
  });

  it('buys after clicks, the advertised product or another of its brand, each purchase after its click', async () => {
    const server = fakeServer();
    const result = await runSimulation({
      client: server.client,
      catalogs: [demoCatalogs[0]!],
      rate: 50,
      durationSeconds: 0.5,
      seed: 3,
      behaviour: { clickProbability: () => 1, afterClick: (_buy, halo) => (halo < 0.5 ? 'halo' : 'direct') },
    });
    const { events } = result.stats;
    expect(events.clicks).toBe(events.impressions);
    const purchases = server.events.filter((event) => event.type === 'purchase');
    expect(purchases).toHaveLength(events.purchases);
    expect(events.haloPurchases).toBeGreaterThan(0);
    expect(events.purchases - events.haloPurchases).toBeGreaterThan(0);
    for (const purchase of purchases) {
      const click = server.events.find((event) => event.eventId === purchase.eventId.replace(/-buy$/, '-c'));
      expect(click).toBeDefined();
      expect(server.events.indexOf(click!)).toBeLessThan(server.events.indexOf(purchase));
      expect(purchase.occurredAt >= click!.occurredAt).toBe(true);
      expect(purchase).toMatchObject({ catalogId: 1, shopperId: click!.shopperId });
      expect(purchase.order.items[0]!.sku).toMatch(/^SG-NWD-/);
      expect(purchase.order.items[0]!.price).toMatch(/^\d+(\.\d+)?$/);
    }
  });

  it('sends the same event ids for the same seed and the same answers', async () => {
    const ids = async () => {
      const server = fakeServer();
      await runSimulation({
        client: server.client,
        catalogs: demoCatalogs,
        rate: 50,
        durationSeconds: 0.5,
        seed: 4,
      });
      return server.events
        .filter((event) => event.type === 'impression')
        .map((event) => event.eventId)
        .sort()
        .slice(0, 20);
    };
    const first = await ids();
    expect(first.length).toBe(20);
    expect(first[0]).toMatch(/^sim-4-\d+-(p|b)\d+-i$/);
    expect(await ids()).toEqual(first);
  });

  it('stops at once, fatally, when the key is refused', async () => {
    const server = fakeServer({ refuse: true });
    const result = await runSimulation({
      client: server.client,
      catalogs: demoCatalogs,
      rate: 10,
      durationSeconds: 30,
      seed: 1,
    });
    expect(result.stoppedBy).toBe('fatal');
    expect(result.fatal).toEqual({ call: 'decisions', failure: { kind: 'unauthorized', message: 'no key' } });
    expect(result.elapsedMs).toBeLessThan(1000);
  });

  it('stops early when its signal aborts, still sending what was counted', async () => {
    const server = fakeServer();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const result = await runSimulation({
      client: server.client,
      catalogs: demoCatalogs,
      rate: 100,
      durationSeconds: 30,
      seed: 2,
      signal: controller.signal,
    });
    expect(result.stoppedBy).toBe('interrupted');
    expect(result.elapsedMs).toBeLessThan(2000);
    expect(server.events.length).toBe(
      result.stats.events.impressions + result.stats.events.clicks + result.stats.events.purchases,
    );
  });

  it('waits as a 503 asks (Retry-After) instead of asking on at the rate, then goes on', async () => {
    const server = fakeServer();
    const answer = server.client.decide;
    const openAt = Date.now() + 1000;
    let refused = 0;
    server.client.decide = async (request) => {
      if (Date.now() < openAt) {
        refused++;
        return {
          ok: false,
          failure: {
            kind: 'http',
            status: 503,
            message: 'the demo history is being written',
            retryAfterSeconds: 1,
          },
          ms: 1,
        };
      }
      return answer(request);
    };
    const lines: string[] = [];
    const result = await runSimulation({
      client: server.client,
      catalogs: [demoCatalogs[0]!],
      rate: 100,
      durationSeconds: 2,
      seed: 5,
      onProgress: (line) => lines.push(line),
      progressEverySeconds: 10,
    });
    // At 100 a second the first second would have asked ~100 times; it asked only those already on their way.
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThanOrEqual(16);
    expect(result.stats.errors.get('decisions: HTTP 503')).toBe(refused);
    expect(result.stats.decisions.answered).toBeGreaterThan(50);
    expect(result.stoppedBy).toBe('duration');
    expect(lines.filter((line) => line.includes('HTTP 503'))).toHaveLength(1);
  });
});
