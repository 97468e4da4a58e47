import type { AdEvent, DecisionResponse, DeliveryPlatform } from '@portal/domain/delivery-api';
import { formatDecimalText } from '@portal/domain/money';
import { type PriceTimeline, priceInEffectAt } from '@portal/domain/price-state';
import { afterClick, clickProbability } from '../../../../simulator/src/click-model';
import type { DemoCatalog } from '../../../../simulator/src/demo-marketplace';
import { createPageVisits, type SeenProducts } from '../../../../simulator/src/shopper';
import { createRandom, type Random } from '../../db/seed/prng';
import { decide } from './decide';
import type { DeliveryIndex } from './delivery-index-model';
import type { FrequencyCap } from './frequency-cap';
import type { TrafficCounts } from './traffic-counts';

/**
 * One simulated hour of a catalog's marketplace traffic for the demo history (demo-history-day.ts): the
 * simulator's shoppers and pages (apps/simulator/src/shopper.ts) ask the engine's own `decide` at simulated
 * times, and react to what it serves with the simulator's click model (click-model.ts): an impression per
 * ad shown, sometimes a click, after some clicks a purchase of the product (direct) or of another product of
 * its brand seen before (halo), at the SKU's price in effect at the purchase's moment: a running promotion's
 * or a started markdown's, from its price history (decision 0277). Everything is drawn from seeded streams,
 * so the same day of the same database gives the same events (and the same event ids) every time.
 */

/** How a day's page views fall over its UTC hours (the demo markets are UTC+7 to +8: evenings are busy). */
const hourWeights = [3, 4, 5, 6, 7, 7, 6, 6, 7, 8, 9, 10, 11, 12, 12, 10, 7, 4, 2, 1, 1, 1, 1, 2] as const;
const weightSum = hourWeights.reduce((sum, weight) => sum + weight, 0);
const MINUTE_MS = 60_000;

/** Page views of a catalog in UTC hour `hour` of a day with `perDay` of them. */
export function visitsInHour(perDay: number, hour: number): number {
  return Math.round((perDay * hourWeights[hour % 24]!) / weightSum);
}

/** A stream of its own per catalog, day and hour: one hour's draws never shift another's. */
export function hourRandom(seed: number, catalogId: number, dayNo: number, hour: number): Random {
  return createRandom(
    Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^
      Math.imul(catalogId, 0x27d4eb2d) ^
      Math.imul(dayNo * 24 + hour + 1, 0xc2b2ae35),
  );
}

export type HourOfTraffic = {
  index: DeliveryIndex;
  frequencyCap: FrequencyCap;
  secret: Buffer;
  catalog: DemoCatalog;
  seen: SeenProducts;
  /**
   * The catalog's SKUs' price timelines: a SKU without one, or bought before its first change, sells at its
   * catalog price.
   */
  prices: ReadonlyMap<string, PriceTimeline>;
  random: Random;
  /** The first instant of the hour (ms), how long it lasts (an hour, less when it ends now) and its page views. */
  startMs: number;
  spanMs: number;
  visits: number;
  /** Names the hour's decisions and events: `demo-<key>-<n>…`. */
  key: string;
  /** Counts the hour's decisions as the decision endpoint does (forecasts read them). */
  traffic: TrafficCounts;
};

/** The hour's events (impressions, clicks, purchases), in the order they happen. */
export function hourOfTraffic(hour: HourOfTraffic): AdEvent[] {
  const { index, catalog, seen, random } = hour;
  const served = index.catalogs.get(catalog.id);
  if (!served || served.serving.length === 0 || hour.visits <= 0) return [];
  const nextVisit = createPageVisits({ random, catalogs: [catalog], seen });
  // Page views up to a minute before the hour ends, so their impressions and clicks fall inside it.
  const times = Array.from(
    { length: hour.visits },
    () => hour.startMs + Math.floor(random.next() * Math.max(0, hour.spanMs - MINUTE_MS)),
  );
  times.sort((a, b) => a - b);
  const events: AdEvent[] = [];
  times.forEach((atMs, n) => {
    const visit = nextVisit();
    const id = `demo-${hour.key}-${n}`;
    const result = decide(
      {
        index,
        frequencyCap: hour.frequencyCap,
        secret: hour.secret,
        now: () => new Date(atMs),
        random: random.next,
        newId: () => id,
      },
      visit.request,
    );
    if (!result.ok) return;
    hour.traffic.count(visit.request, result.response, new Date(atMs));
    const shopperId = visit.request.shopper.id;
    const platform: DeliveryPlatform = visit.request.platform;
    const productOf = (sku: string) => served.catalog.products.get(sku) ?? null;
    const at = (offsetMs: number) => new Date(atMs + offsetMs).toISOString();

    const show = (
      adId: string,
      token: string,
      chance: number,
      clickedSku: string,
      brandId: number | null,
    ) => {
      events.push({ type: 'impression', eventId: `${adId}-i`, occurredAt: at(500), shopperId, token });
      if (!random.chance(chance)) return;
      const clickMs = random.int(2_000, 40_000);
      events.push({ type: 'click', eventId: `${adId}-c`, occurredAt: at(clickMs), shopperId, token });
      const outcome = afterClick(random.next(), random.next());
      if (outcome === 'nothing' || brandId === null) return;
      let sku = clickedSku;
      if (outcome === 'halo' || !sku) sku = seen.otherSkuOfBrand(catalog.id, brandId, sku, random) ?? sku;
      const product = sku ? productOf(sku) : null;
      if (!product) return;
      const occurredAt = at(clickMs + random.int(1, 20) * MINUTE_MS);
      const quantity = random.chance(0.85) ? 1 : 2;
      const price = priceInEffectAt(hour.prices.get(sku) ?? [], new Date(occurredAt)) ?? product.priceMicros;
      events.push({
        type: 'purchase',
        eventId: `${adId}-buy`,
        occurredAt,
        shopperId,
        catalogId: catalog.id,
        order: {
          orderId: `${adId}-order`,
          items: [{ sku, quantity, price: formatDecimalText(price, 0, 6) }],
        },
      });
    };

    const answer: DecisionResponse = result.response;
    answer.products.forEach((ad, position) => {
      const brandId = productOf(ad.sku)?.brandId ?? null;
      if (brandId !== null) seen.remember(catalog.id, ad.sku, brandId);
      show(
        `${id}-p${position + 1}`,
        ad.token,
        clickProbability({ kind: 'product', position: position + 1, platform }),
        ad.sku,
        brandId,
      );
    });
    answer.banners.forEach((ad, position) => {
      const adSet = served.serving.find((candidate) => candidate.id === ad.adSetId);
      const sku = ad.skus.length ? random.pick(ad.skus) : '';
      show(
        `${id}-b${position + 1}`,
        ad.token,
        clickProbability({ kind: 'banner', platform }),
        sku,
        adSet?.brandId ?? null,
      );
    });
  });
  return events.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
}
