import type { DecisionResponse, EventsResponse } from '@portal/domain/delivery-api';
import autocannon from 'autocannon';
import { SERVER_CPU } from './cold-start';
import { type DeliveryPortal, postApi } from './delivery-portal';
import { type DeliverySetup, decisionRequest, KEYWORDS } from './delivery-setup';
import { CONNECTIONS } from './interleaved';
import { processCpuSeconds } from './process-cpu';
import { descendantsCpuSeconds, othersOnCore } from './process-tree-cpu';
import { median } from './stats';

/** The target: at least this many events a second accepted and stored, in batches of BATCH. */
export const EVENTS_PER_SECOND_TARGET = 50_000;
export const BATCH = 100;
/** Decisions made before measuring: their tokens are what the events carry. */
const TOKEN_DECISIONS = 2500;
/** Clicks use only the first tokens: each token is charged once, so the wallet pays at most this many clicks. */
const CLICK_TOKENS = 1000;
/** One event in this many is a click, the others impressions. */
const CLICK_EVERY = 10;

type Shown = { token: string; shopperId: string };

/** Tokens of real decisions (CONNECTIONS at a time), each with the shopper it was shown to. */
async function tokensFrom(run: DeliveryPortal, setup: DeliverySetup, count: number, offset: number) {
  const shown: Shown[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const request = decisionRequest(setup, offset + next++);
      const answer = await postApi<DecisionResponse>(run, 'decisions', request);
      for (const product of answer.products)
        shown.push({ token: product.token, shopperId: request.shopper.id });
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return shown;
}

/**
 * Batch `batch` of a run, the same text every time it is built (a retry sends the same event ids): events
 * `<prefix>-<batch>-<i>`, impressions on the tokens in turn and every CLICK_EVERY-th a click on one of the
 * first CLICK_TOKENS tokens.
 */
function batchWriter(prefix: string, shown: Shown[], occurredAt: string) {
  const tails = shown.map(
    (item) => `","shopperId":${JSON.stringify(item.shopperId)},"token":"${item.token}"}`,
  );
  return (batch: number) => {
    const events: string[] = [];
    for (let i = 0; i < BATCH; i++) {
      const n = batch * BATCH + i;
      const click = i % CLICK_EVERY === CLICK_EVERY - 1;
      const tail = click ? tails[Math.floor(n / CLICK_EVERY) % CLICK_TOKENS] : tails[n % tails.length];
      events.push(
        `{"type":"${click ? 'click' : 'impression'}","eventId":"${prefix}-${batch}-${i}","occurredAt":"${occurredAt}${tail}`,
      );
    }
    return `{"events":[${events.join(',')}]}`;
  };
}

type Tally = { accepted: number; duplicates: number; rejected: number };

/** As fast as CONNECTIONS connections go for `seconds`; every batch built is remembered until answered. */
async function flood(
  url: string,
  headers: Record<string, string>,
  write: (batch: number) => string,
  counter: { next: number; unanswered: Set<number> },
  tally: Tally | null,
  seconds: number,
  pid?: number,
) {
  const cpuBefore = processCpuSeconds(pid);
  const databaseBefore = descendantsCpuSeconds(pid);
  const { result, othersShare } = await othersOnCore(SERVER_CPU, pid, () =>
    autocannon({
      url,
      method: 'POST',
      headers,
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context) => {
            const batch = counter.next++;
            counter.unanswered.add(batch);
            (context as { batch?: number }).batch = batch;
            return { ...request, body: write(batch) };
          },
          onResponse: (status, body, context) => {
            if (status !== 200) return;
            counter.unanswered.delete((context as { batch: number }).batch);
            if (!tally) return;
            const answer = JSON.parse(body) as EventsResponse;
            tally.accepted += answer.accepted;
            tally.duplicates += answer.duplicates;
            tally.rejected += answer.rejected.length;
          },
        },
      ],
      connections: CONNECTIONS,
      duration: seconds,
    }),
  );
  const cpuAfter = processCpuSeconds(pid);
  const databaseAfter = descendantsCpuSeconds(pid);
  return {
    databaseMsPerBatch:
      databaseBefore === null || databaseAfter === null
        ? null
        : ((databaseAfter - databaseBefore) * 1000) / Math.max(result.requests.total, 1),
    othersShare,
    batchesPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    cpuMsPerBatch:
      cpuBefore === null || cpuAfter === null
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / Math.max(result.requests.total, 1),
  };
}

/**
 * Time from sending one impression (a decision made for a search term of its own) to the hourly rollup
 * row of that term counting it, read from the portal's database every 2 ms.
 */
async function rollupLag(
  run: DeliveryPortal,
  probe: { token: string; term: string; sku: string },
  n: number,
) {
  const started = performance.now();
  await postApi(run, 'events', {
    events: [
      {
        type: 'impression',
        eventId: `bench-lag-${Date.now()}-${n}`,
        occurredAt: new Date().toISOString(),
        shopperId: `bench-lag-shopper-${n}`,
        token: probe.token,
      },
    ],
  });
  const answered = performance.now() - started;
  for (;;) {
    const row = await run.db.query<{ impressions: string }>(
      'select sum(impressions) as impressions from ad_rollups_hourly where search_term = $1 and sku = $2',
      [probe.term, probe.sku],
    );
    if (Number(row.rows[0]?.impressions ?? 0) >= 1) return { lagMs: performance.now() - started, answered };
    if (performance.now() - started > 120_000) throw new Error(`no rollup for "${probe.term}" in 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

async function probeTokens(run: DeliveryPortal, setup: DeliverySetup, count: number) {
  const probes: { token: string; term: string; sku: string }[] = [];
  for (let k = 0; k < count; k++) {
    const term = `${KEYWORDS[0]} lagprobe${k}`;
    const answer = await postApi<DecisionResponse>(
      run,
      'decisions',
      decisionRequest(setup, 3_000_000 + k, term),
    );
    const product = answer.products[0];
    if (!product) throw new Error(`no product for the probe term "${term}"`);
    probes.push({ token: product.token, term, sku: product.sku });
  }
  return probes;
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? NaN;

export type EventFigures = {
  portal: {
    eventsPerSecond: number;
    p50: number;
    p99: number;
    errors: number;
    cpuMsPerBatch: number | null;
    /** CPU of the portal's embedded PostgreSQL (its processes) per batch; null on BENCH_DATABASE_URL. */
    databaseMsPerBatch: number | null;
    /** Share of the server's core other processes of the machine used meanwhile. */
    othersOnCore: number | null;
  };
  bare: { eventsPerSecond: number; p50: number; p99: number };
  sent: number;
  /** Accepted in the answers during the runs and at the retry. */
  accepted: number;
  /** Events every answer says are stored once: accepted, plus the retry's duplicates (stored, answer lost). */
  acknowledged: number;
  noneLost: boolean;
  duplicates: number;
  rejected: number;
  /** Batches built but not answered when a run stopped: sent again after, as a marketplace retries. */
  retried: { batches: number; accepted: number; duplicates: number };
  stored: number;
  lag: { idle: number[]; underLoad: number[] };
  clickTokens: number;
};

/**
 * `POST /v1/ads/events` in batches of BATCH (impressions and clicks carrying real tokens, unique event ids)
 * as fast as CONNECTIONS connections go, in rounds interleaved with the bare route receiving the same
 * bodies. After: the batches left unanswered when a run stopped are sent again (they answer as duplicates
 * if stored), and the events stored in `ad_events` are counted: accepted must equal stored. Meanwhile a
 * probe every 100 ms measures the lag from sending an event to its rollup row.
 */
export async function benchEvents(
  run: DeliveryPortal,
  setup: DeliverySetup,
  { rounds = 3, seconds = 5 } = {},
): Promise<EventFigures> {
  const shown = await tokensFrom(run, setup, TOKEN_DECISIONS, 2_000_000);
  const probes = await probeTokens(run, setup, rounds * seconds * 10 + 40);
  const prefix = `bench-${Date.now().toString(36)}`;
  const occurredAt = new Date().toISOString();
  const writePortal = batchWriter(prefix, shown, occurredAt);
  const writeBare = batchWriter(`${prefix}-bare`, shown, occurredAt);
  const portal = { next: 0, unanswered: new Set<number>() };
  const bareCounter = { next: 0, unanswered: new Set<number>() };
  const tally: Tally = { accepted: 0, duplicates: 0, rejected: 0 };
  const portalUrl = `${run.portal.url}/v1/ads/events`;
  const bareUrl = `${run.bare.url}/bare`;
  const bareHeaders = { 'content-type': 'application/json' };
  const pid = run.portal.process.pid;

  let probe = 0;
  const idle: number[] = [];
  for (let i = 0; i < 20; i++) idle.push((await rollupLag(run, probes[probe++]!, probe)).lagMs);

  await flood(portalUrl, run.apiHeaders, writePortal, portal, tally, 1, pid);
  await flood(bareUrl, bareHeaders, writeBare, bareCounter, null, 1);
  const portalRuns: Awaited<ReturnType<typeof flood>>[] = [];
  const bareRuns: Awaited<ReturnType<typeof flood>>[] = [];
  const underLoad: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let loading = true;
    const probing = (async () => {
      while (loading && probe < probes.length) {
        underLoad.push((await rollupLag(run, probes[probe++]!, probe)).lagMs);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    portalRuns.push(await flood(portalUrl, run.apiHeaders, writePortal, portal, tally, seconds, pid));
    loading = false;
    await probing;
    bareRuns.push(await flood(bareUrl, bareHeaders, writeBare, bareCounter, null, seconds));
  }

  const retried = { batches: portal.unanswered.size, accepted: 0, duplicates: 0 };
  for (const batch of portal.unanswered) {
    const response = await fetch(portalUrl, {
      method: 'POST',
      headers: run.apiHeaders,
      body: writePortal(batch),
    });
    const answer = (await response.json()) as EventsResponse;
    retried.accepted += answer.accepted;
    retried.duplicates += answer.duplicates;
    tally.rejected += answer.rejected.length;
  }
  const stored = await run.db.query<{ n: string }>(
    'select count(*) as n from ad_events where event_id like $1',
    [`${prefix}-%`],
  );
  const acknowledged = tally.accepted + retried.accepted + retried.duplicates;
  const storedCount = Number(stored.rows[0]!.n);
  const sent = portal.next * BATCH;
  const pick = (runs: typeof portalRuns, key: 'batchesPerSecond' | 'p50' | 'p99') =>
    median(runs.map((one) => one[key]));
  return {
    portal: {
      eventsPerSecond: pick(portalRuns, 'batchesPerSecond') * BATCH,
      p50: pick(portalRuns, 'p50'),
      p99: pick(portalRuns, 'p99'),
      errors: portalRuns.reduce((sum, one) => sum + one.errors, 0),
      cpuMsPerBatch: portalRuns.some((one) => one.cpuMsPerBatch === null)
        ? null
        : median(portalRuns.map((one) => one.cpuMsPerBatch!)),
      othersOnCore: portalRuns.some((one) => one.othersShare === null)
        ? null
        : median(portalRuns.map((one) => one.othersShare!)),
      databaseMsPerBatch: portalRuns.some((one) => one.databaseMsPerBatch === null)
        ? null
        : median(portalRuns.map((one) => one.databaseMsPerBatch!)),
    },
    bare: {
      eventsPerSecond: pick(bareRuns, 'batchesPerSecond') * BATCH,
      p50: pick(bareRuns, 'p50'),
      p99: pick(bareRuns, 'p99'),
    },
    sent,
    accepted: tally.accepted + retried.accepted,
    acknowledged,
    noneLost: storedCount === sent && acknowledged === sent && tally.duplicates === 0 && tally.rejected === 0,
    duplicates: tally.duplicates,
    rejected: tally.rejected,
    retried,
    stored: storedCount,
    lag: { idle, underLoad },
    clickTokens: CLICK_TOKENS,
  };
}

export const lagStats = (values: number[]) => ({
  p50: median(values),
  p95: quantile(values, 0.95),
  max: Math.max(...values),
});

export const lagSummary = (values: number[]) => {
  const { p50, p95, max } = lagStats(values);
  return `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms (${values.length} probes)`;
};
