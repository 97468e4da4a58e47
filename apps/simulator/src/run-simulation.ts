import type { AdEvent, DecisionResponse, DeliveryPlatform } from '@portal/domain/delivery-api';
import { createRandom, type Random } from '../../server/src/db/seed/prng';
import { type AfterClick, afterClick, clickProbability, type Placement } from './click-model';
import { type DemoCatalog, demoCategories, orderPrice } from './demo-marketplace';
import type { CallFailure, MarketplaceClient } from './marketplace-client';
import { createRateLimiter, sleep } from './rate-limiter';
import {
  countUp,
  createStats,
  describeFailure,
  formatProgress,
  progressMark,
  type SimulationStats,
} from './report';
import { createPageVisits, createSeenProducts, type PageVisit } from './shopper';
import { readTokenPayload, type TokenPayload } from './token-payload';

/** Events per `POST /v1/ads/events` (the API takes up to 1,000). */
export const EVENT_BATCH_SIZE = 100;
/** A batch smaller than EVENT_BATCH_SIZE goes at the latest this long after its first event. */
const EVENT_FLUSH_MS = 1000;
/** Event batches on their way at once. */
const MAX_EVENT_CALLS = 4;
/** A shopper buys this long after the click (ms), so the click is stored before the purchase. */
const PURCHASE_DELAY_MS: readonly [number, number] = [1500, 6000];
/** Unreachable this many times in a row: the server is gone. */
const MAX_UNREACHABLE_IN_A_ROW = 20;
/** A 503 without Retry-After: ask again after this long (s). */
const DEFAULT_RETRY_AFTER_S = 5;

export type SimulationRun = {
  client: MarketplaceClient;
  catalogs: readonly DemoCatalog[];
  rate: number;
  durationSeconds: number;
  seed: number;
  /** Aborting it stops the run early (SIGINT): what was counted is still sent and summed up. */
  signal?: AbortSignal;
  /** Called with a progress line every `progressEverySeconds`. */
  onProgress?: (line: string) => void;
  progressEverySeconds?: number;
  /** Tests make shoppers click and buy more than click-model.ts says, to see every path in a short run. */
  behaviour?: {
    clickProbability?: (placement: Placement) => number;
    afterClick?: (buyDraw: number, haloDraw: number) => AfterClick;
  };
};

export type SimulationResult = {
  stats: SimulationStats;
  elapsedMs: number;
  stoppedBy: 'duration' | 'interrupted' | 'fatal';
  /** Why the run could not go on: the server unreachable, or the key refused. */
  fatal: { call: 'decisions' | 'events'; failure: CallFailure } | null;
};

/** Decision `n`'s own random stream: its clicks and purchases do not depend on when its answer arrives. */
function decisionRandom(seed: number, n: number): Random {
  return createRandom(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(n, 0xc2b2ae35));
}

type QueuedEvent = { event: AdEvent; charge: TokenPayload | null };
type PendingPurchase = { dueMs: number; build: () => AdEvent };

/**
 * Plays the marketplace for `durationSeconds` at `rate` decisions per second: each decision is a page view
 * (shopper.ts); what it serves is shown (impressions), sometimes clicked and bought (click-model.ts), and
 * reported in batches. Event ids are `sim-<seed>-<decision>-<ad>-<kind>`: the same seed sends the same
 * ids, so a second run with it is counted as duplicates.
 */
export async function runSimulation(run: SimulationRun): Promise<SimulationResult> {
  const stats = createStats();
  const stop = new AbortController();
  const onOuterAbort = () => stop.abort();
  run.signal?.addEventListener('abort', onOuterAbort, { once: true });
  let fatal: SimulationResult['fatal'] = null;
  const failFatally = (call: 'decisions' | 'events', failure: CallFailure) => {
    fatal ??= { call, failure };
    stop.abort();
  };

  const clickChance = run.behaviour?.clickProbability ?? clickProbability;
  const outcomeOf = run.behaviour?.afterClick ?? afterClick;
  const random = createRandom(run.seed);
  const seen = createSeenProducts();
  const nextVisit = createPageVisits({ random, catalogs: run.catalogs, seen });
  const limiter = createRateLimiter(run.rate);
  const startMs = Date.now();
  const endMs = startMs + run.durationSeconds * 1000;

  let anyAnswer = false;
  let unreachableInARow = 0;
  const noteFailure = (call: 'decisions' | 'events', failure: CallFailure) => {
    countUp(stats.errors, describeFailure(call, failure));
    if (failure.kind === 'unauthorized') return failFatally(call, failure);
    if (failure.kind === 'unreachable') {
      unreachableInARow++;
      if (!anyAnswer || unreachableInARow >= MAX_UNREACHABLE_IN_A_ROW) failFatally(call, failure);
    }
  };
  // A 503 (the portal still writing its demo history, decision 0283) asks the marketplace to wait: no new
  // decision until its Retry-After has passed, said once per pause, as a real marketplace would back off.
  let pausedUntil = 0;
  const pauseFor = (failure: CallFailure) => {
    if (failure.kind !== 'http' || failure.status !== 503) return;
    const until = Date.now() + (failure.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S) * 1000;
    if (until <= pausedUntil) return;
    if (Date.now() >= pausedUntil)
      run.onProgress?.(
        `decisions: HTTP 503 (${failure.message}); waiting ${Math.round((until - Date.now()) / 1000)} s as the portal asks`,
      );
    pausedUntil = until;
  };
  const noteAnswer = () => {
    anyAnswer = true;
    unreachableInARow = 0;
  };

  // Events: queued as shoppers act, sent in batches.
  const outbox: QueuedEvent[] = [];
  let outboxSince = Date.now();
  const pendingPurchases: PendingPurchase[] = [];
  const eventCalls = new Set<Promise<void>>();

  const sendBatch = (batch: QueuedEvent[]) => {
    const call = (async () => {
      const result = await run.client.sendEvents(batch.map((queued) => queued.event));
      stats.latencyMs.events.push(result.ms);
      if (!result.ok) {
        stats.events.unsent += batch.length;
        noteFailure('events', result.failure);
        return;
      }
      noteAnswer();
      const answer = result.value;
      stats.events.sent += batch.length;
      stats.events.accepted += answer.accepted;
      stats.events.duplicates += answer.duplicates;
      for (const charge of answer.charged) {
        const sum = stats.charged.get(charge.companyId) ?? { micros: 0n, events: 0 };
        sum.micros += BigInt(charge.costMicros);
        sum.events += charge.events;
        stats.charged.set(charge.companyId, sum);
      }
      const rejectedIndexes = new Set<number>();
      for (const rejection of answer.rejected) {
        countUp(stats.events.rejected, rejection.reason);
        rejectedIndexes.add(rejection.index);
      }
      batch.forEach((queued, index) => {
        if (!queued.charge || rejectedIndexes.has(index)) return;
        const charge = stats.expectedCharge.get(queued.charge.companyId) ?? { micros: 0n, events: 0 };
        charge.micros += BigInt(queued.charge.priceMicros);
        charge.events += 1;
        stats.expectedCharge.set(queued.charge.companyId, charge);
      });
    })();
    eventCalls.add(call);
    void call.finally(() => eventCalls.delete(call));
  };

  /** Queues the purchases that are due (all: `purchasesDue` Infinity) and sends what is ready to go. */
  const pump = (drain: boolean, purchasesDue = Date.now()) => {
    const now = Date.now();
    for (let i = pendingPurchases.length - 1; i >= 0; i--) {
      if (pendingPurchases[i]!.dueMs <= purchasesDue) {
        queue(pendingPurchases[i]!.build(), null);
        pendingPurchases.splice(i, 1);
      }
    }
    while (
      outbox.length > 0 &&
      (drain || eventCalls.size < MAX_EVENT_CALLS) &&
      (drain || outbox.length >= EVENT_BATCH_SIZE || now - outboxSince >= EVENT_FLUSH_MS)
    ) {
      sendBatch(outbox.splice(0, EVENT_BATCH_SIZE));
      outboxSince = now;
    }
  };

  const queue = (event: AdEvent, charge: TokenPayload | null) => {
    if (outbox.length === 0) outboxSince = Date.now();
    outbox.push({ event, charge });
  };

  const occurredAt = () => new Date().toISOString();

  const purchaseLater = (
    r: Random,
    visit: PageVisit,
    id: string,
    shopperId: string,
    clicked: { sku: string; brandId: number; catalogId: number } | null,
  ) => {
    const outcome = outcomeOf(r.next(), r.next());
    if (outcome === 'nothing' || !clicked) return;
    let sku = clicked.sku;
    let halo = false;
    if (outcome === 'halo' || !sku) {
      const other = seen.otherSkuOfBrand(clicked.catalogId, clicked.brandId, clicked.sku, r);
      if (other) {
        sku = other;
        halo = true;
      }
    }
    if (!sku) return;
    const category = visit.category ?? r.pick(demoCategories);
    const price = orderPrice(visit.catalog, r.int(category.priceSgd[0], category.priceSgd[1]));
    const quantity = r.chance(0.85) ? 1 : 2;
    const delay = r.int(PURCHASE_DELAY_MS[0], PURCHASE_DELAY_MS[1]);
    stats.events.purchases++;
    if (halo) stats.events.haloPurchases++;
    pendingPurchases.push({
      dueMs: Date.now() + delay,
      build: () => ({
        type: 'purchase',
        eventId: `${id}-buy`,
        occurredAt: occurredAt(),
        shopperId,
        catalogId: visit.catalog.id,
        order: { orderId: id, items: [{ sku, quantity, price }] },
      }),
    });
  };

  const showAds = (n: number, visit: PageVisit, answer: DecisionResponse) => {
    const r = decisionRandom(run.seed, n);
    const shopperId = visit.request.shopper.id;
    const platform: DeliveryPlatform = visit.request.platform;
    const base = `sim-${run.seed}-${n}`;
    const show = (
      id: string,
      token: string,
      chance: number,
      clicked: (payload: TokenPayload | null) => { sku: string; brandId: number; catalogId: number } | null,
    ) => {
      const payload = readTokenPayload(token);
      const charges = (kind: 'CPC' | 'CPI') => (payload?.chargeModel === kind ? payload : null);
      stats.events.impressions++;
      queue(
        { type: 'impression', eventId: `${id}-i`, occurredAt: occurredAt(), shopperId, token },
        charges('CPI'),
      );
      if (!r.chance(chance)) return;
      stats.events.clicks++;
      queue(
        { type: 'click', eventId: `${id}-c`, occurredAt: occurredAt(), shopperId, token },
        charges('CPC'),
      );
      purchaseLater(r, visit, id, shopperId, clicked(payload));
    };

    answer.products.forEach((product, index) => {
      const position = index + 1;
      const payload = readTokenPayload(product.token);
      if (payload) seen.remember(visit.catalog.id, product.sku, payload.brandId);
      show(
        `${base}-p${position}`,
        product.token,
        clickChance({ kind: 'product', position, platform }),
        (clickedPayload) =>
          clickedPayload
            ? { sku: product.sku, brandId: clickedPayload.brandId, catalogId: visit.catalog.id }
            : null,
      );
    });
    answer.banners.forEach((banner, index) => {
      show(`${base}-b${index + 1}`, banner.token, clickChance({ kind: 'banner', platform }), (payload) =>
        payload
          ? {
              sku: banner.skus.length ? r.pick(banner.skus) : '',
              brandId: payload.brandId,
              catalogId: visit.catalog.id,
            }
          : null,
      );
    });
  };

  // Decisions: one per permit, several on their way at once.
  const maxDecisionsInFlight = Math.max(16, Math.ceil(run.rate));
  const decisionCalls = new Set<Promise<void>>();
  const decide = (n: number, visit: PageVisit) => {
    const call = (async () => {
      stats.decisions.asked++;
      stats.decisions.productSlots += visit.request.slots.products;
      stats.decisions.bannerSlots += visit.request.slots.banners.length;
      const result = await run.client.decide(visit.request);
      stats.latencyMs.decisions.push(result.ms);
      if (!result.ok) {
        pauseFor(result.failure);
        return noteFailure('decisions', result.failure);
      }
      noteAnswer();
      const answer = result.value;
      stats.decisions.answered++;
      stats.decisions.products += answer.products.length;
      stats.decisions.banners += answer.banners.length;
      if (answer.products.length + answer.banners.length > 0) stats.decisions.filled++;
      showAds(n, visit, answer);
      pump(false);
    })();
    decisionCalls.add(call);
    void call.finally(() => decisionCalls.delete(call));
  };

  let mark = progressMark(stats, startMs);
  const progressTimer = setInterval(
    () => {
      pump(false);
      const now = progressMark(stats, Date.now());
      run.onProgress?.(formatProgress(stats, mark, now, startMs));
      mark = now;
    },
    (run.progressEverySeconds ?? 5) * 1000,
  );
  const pumpTimer = setInterval(() => pump(false), 200);

  try {
    let n = 0;
    while (!stop.signal.aborted && Date.now() < endMs) {
      if (Date.now() < pausedUntil) {
        await sleep(Math.min(pausedUntil, endMs) - Date.now(), stop.signal);
        continue;
      }
      if (!(await limiter.acquire(stop.signal))) break;
      if (Date.now() >= endMs) break;
      while (decisionCalls.size >= maxDecisionsInFlight && !stop.signal.aborted)
        await Promise.race(decisionCalls);
      if (stop.signal.aborted) break;
      decide(++n, nextVisit());
    }
    await Promise.all(decisionCalls);
    // What shoppers did is reported before the end, unless the server is gone or refuses the key.
    // The impressions and clicks first, then the purchases still to come, so each purchase finds its click.
    if (!fatal) {
      pump(true, Number.NEGATIVE_INFINITY);
      while (eventCalls.size > 0) await Promise.all(eventCalls);
    }
    if (!fatal) {
      pump(true, Number.POSITIVE_INFINITY);
      while (eventCalls.size > 0) await Promise.all(eventCalls);
    } else {
      await Promise.all(eventCalls);
    }
  } finally {
    clearInterval(progressTimer);
    clearInterval(pumpTimer);
    run.signal?.removeEventListener('abort', onOuterAbort);
  }

  return {
    stats,
    elapsedMs: Date.now() - startMs,
    stoppedBy: fatal ? 'fatal' : run.signal?.aborted ? 'interrupted' : 'duration',
    fatal,
  };
}
