import { pathToFileURL } from 'node:url';
import { benchDecisions, DECISION_P99_MS, DECISION_RATE, type DecisionFigures } from './decisions';
import { type DeliveryPortal, startDeliveryPortal } from './delivery-portal';
import { AD_SETS, type DeliverySetup, PRODUCT_SLOTS, seedDeliveryAdSets } from './delivery-setup';
import {
  BATCH,
  benchEvents,
  EVENTS_PER_SECOND_TARGET,
  type EventFigures,
  lagStats,
  lagSummary,
} from './events';
import { CONNECTIONS } from './interleaved';
import { benchMeWhileServing, type MeWhileServing, SERVING_RATE } from './me-while-serving';
import { pinSelf } from './server-process';

/** Issue 10's `me` budget, which the portal must keep while it serves. */
const ME_P99_MS = 10;
/** Issue 13: an event shows in the rollups within 60 s. */
const ROLLUP_LAG_MS = 60_000;

const fixed = (value: number, digits = 0) => value.toFixed(digits);
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
const cpu = (value: number | null) => (value === null ? 'n/a' : `${fixed(value, 2)} ms`);
const ms = (value: number) => `${fixed(value, 1)} ms`;
const share = (value: number | null) => (value === null ? 'n/a' : `${fixed(value * 100)} %`);

type Options = { rounds: number; seconds: number; loadCpu: number };
type Row = [what: string, figure: string, target: string];

async function decisionsPart(run: DeliveryPortal, setup: DeliverySetup, options: Options): Promise<Row[]> {
  const { atRate, max }: DecisionFigures = await benchDecisions(run, setup, options);
  const portal = atRate.portal;
  const met = portal.p99 <= DECISION_P99_MS && portal.errors === 0;
  const filled = portal.filled === null ? 'n/a' : `${fixed(portal.filled * 100, 1)} %`;
  console.log(
    `  decisions at a steady ${DECISION_RATE}/s (${PRODUCT_SLOTS} product slots, open loop): ${fixed(portal.rps)} answers/s, p50 ${ms(portal.p50)}, p99 ${ms(portal.p99)}, p99.9 ${ms(portal.p999)}, max ${ms(portal.max)} (p99 from the actual send ${ms(portal.serviceP99)}; ${fixed(portal.slowShare * 100, 2)} % over ${DECISION_P99_MS} ms), ${portal.errors} errors, ${filled} answered with ${PRODUCT_SLOTS} products, server CPU ${cpu(portal.cpuMsPerRequest)}/decision; other processes of the machine took ${share(portal.othersOnCore)} of the server's core meanwhile`,
  );
  console.log(
    `    bare Fastify at ${DECISION_RATE}/s: p50 ${ms(atRate.bare.p50)}, p99 ${ms(atRate.bare.p99)}, p99.9 ${ms(atRate.bare.p999)}, max ${ms(atRate.bare.max)}, ${atRate.bare.errors} errors (others on its core ${share(atRate.bare.othersOnCore)}); target p99 <= ${DECISION_P99_MS} ms: ${verdict(met)}`,
  );
  console.log(
    `  decisions at full speed: ${fixed(max.portal.rps)} req/s, ratio ${fixed(max.portal.rps / max.bare.rps, 3)} (bare ${fixed(max.bare.rps)} req/s), p50 ${max.portal.p50} ms, p99 ${max.portal.p99} ms, server CPU ${cpu(max.portal.cpuMsPerRequest)}/decision`,
  );
  return [
    [
      `decisions at ${DECISION_RATE}/s: p50 / p99`,
      `${fixed(portal.p50, 1)} / ${fixed(portal.p99, 1)} ms (bare ${fixed(atRate.bare.p50, 1)} / ${fixed(atRate.bare.p99, 1)}), ${portal.errors} errors`,
      `p99 <= ${DECISION_P99_MS} ms: ${verdict(met)}`,
    ],
    [
      'decisions at full speed, ratio',
      `${fixed(max.portal.rps)} req/s, ${fixed(max.portal.rps / max.bare.rps, 3)}`,
      '-',
    ],
  ];
}

async function eventsPart(run: DeliveryPortal, setup: DeliverySetup, options: Options): Promise<Row[]> {
  const events: EventFigures = await benchEvents(run, setup, options);
  const { noneLost, portal, bare, retried } = events;
  const fastEnough = portal.eventsPerSecond >= EVENTS_PER_SECOND_TARGET;
  const lag = lagStats(events.lag.underLoad);
  const lagMet = Math.max(lag.max, ...events.lag.idle) <= ROLLUP_LAG_MS;
  console.log(
    `  events in batches of ${BATCH}: ${fixed(portal.eventsPerSecond)} events/s, ratio ${fixed(portal.eventsPerSecond / bare.eventsPerSecond, 3)} (bare ${fixed(bare.eventsPerSecond)} events/s), batch p50 ${portal.p50} ms, p99 ${portal.p99} ms, ${portal.errors} errors, CPU per batch: server ${cpu(portal.cpuMsPerBatch)}, its PostgreSQL ${cpu(portal.databaseMsPerBatch)}; others on the server's core ${share(portal.othersOnCore)}`,
  );
  console.log(
    `    sent ${events.sent}; answered ${events.accepted - retried.accepted} accepted, ${events.duplicates} duplicates, ${events.rejected} rejected; ${retried.batches} batches unanswered when a run stopped, sent again: ${retried.accepted} accepted, ${retried.duplicates} duplicates (stored before); stored ${events.stored}: ${noneLost ? 'none lost, none twice' : 'MISMATCH'}`,
  );
  console.log(
    `    target >= ${EVENTS_PER_SECOND_TARGET} events/s with none lost: ${verdict(fastEnough && noneLost)}`,
  );
  console.log(`  lag from sending an event to its rollup row: idle ${lagSummary(events.lag.idle)}`);
  console.log(
    `    under the events load ${lagSummary(events.lag.underLoad)}; target <= 60 s: ${verdict(lagMet)}`,
  );
  return [
    [
      `events, batches of ${BATCH}: events/s, ratio`,
      `${fixed(portal.eventsPerSecond)}, ${fixed(portal.eventsPerSecond / bare.eventsPerSecond, 3)}`,
      `>= ${EVENTS_PER_SECOND_TARGET}: ${verdict(fastEnough)}`,
    ],
    [
      'events sent = acknowledged = stored',
      `${events.sent} = ${events.acknowledged} = ${events.stored}`,
      `none lost: ${verdict(noneLost)}`,
    ],
    [
      'event to rollup, p50 / max under load',
      `${fixed(lag.p50, 1)} / ${fixed(lag.max, 1)} ms`,
      `<= 60 s: ${verdict(lagMet)}`,
    ],
  ];
}

async function mePart(run: DeliveryPortal, options: Options): Promise<Row[]> {
  const me: MeWhileServing = await benchMeWhileServing(run, options);
  const met = me.serving.p99 <= ME_P99_MS;
  console.log(
    `  \`me\` alone: ${fixed(me.alone.rps)} req/s, p50 ${me.alone.p50} ms, p99 ${me.alone.p99} ms (others on the server's core ${share(me.alone.othersOnCore)})`,
  );
  console.log(
    `  \`me\` while the simulator serves ${SERVING_RATE} decisions/s: ${fixed(me.serving.rps)} req/s, p50 ${me.serving.p50} ms, p99 ${me.serving.p99} ms (others on the server's core ${share(me.serving.othersOnCore)}); p99 <= ${ME_P99_MS} ms: ${verdict(met)}`,
  );
  for (const [round, lines] of me.simulator.entries())
    console.log(`    simulator, round ${round + 1}: ${lines.join('; ')}`);
  return [
    [
      `me p99 alone / while serving ${SERVING_RATE}/s`,
      `${me.alone.p99} / ${me.serving.p99} ms`,
      `<= ${ME_P99_MS} ms: ${verdict(met)}`,
    ],
  ];
}

function printTable(rows: Row[]) {
  const all: Row[] = [['what', 'figure', 'target'], ...rows];
  const widths = [0, 1, 2].map((column) => Math.max(...all.map((row) => row[column]!.length)));
  for (const row of all)
    console.log(`  | ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);
}

/**
 * Issue 13's delivery benchmark, on a portal of its own (started with MARKETPLACE_API_KEY) beside the bare
 * Fastify route: seeds AD_SETS eligible ad sets, then decisions at a steady rate and at full speed, events
 * in batches with the rollup lag, and `me` while the simulator serves; prints the figures and a table.
 * BENCH_DELIVERY_PARTS (decisions,events,me by default) picks some of them.
 */
export async function benchDelivery({ rounds = 3, seconds = 5, loadCpu = 0 } = {}) {
  const parts = new Set((process.env.BENCH_DELIVERY_PARTS ?? 'decisions,events,me').split(','));
  const options = { rounds, seconds, loadCpu };
  const run = await startDeliveryPortal();
  try {
    const seedStarted = performance.now();
    const setup = await seedDeliveryAdSets(run);
    console.log(
      `delivery engine (issue 13): ${AD_SETS} eligible product ad sets seeded in catalog ${setup.catalogId} and served in ${fixed(performance.now() - seedStarted)} ms; ${CONNECTIONS} connections, ${rounds} interleaved rounds of ${seconds} s, medians, ${run.database}`,
    );
    const rows: Row[] = [];
    if (parts.has('decisions')) rows.push(...(await decisionsPart(run, setup, options)));
    if (parts.has('events')) rows.push(...(await eventsPart(run, setup, options)));
    if (parts.has('me')) rows.push(...(await mePart(run, options)));
    printTable(rows);
  } finally {
    await run.stop();
  }
}

/** `npx tsx bench/delivery.ts`: the delivery part alone (BENCH_ROUNDS, BENCH_SECONDS as for `npm run bench`). */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(
    pinSelf(0) ? 'load generator pinned to core 0, servers to core 1' : 'taskset unavailable: nothing pinned',
  );
  await benchDelivery({
    rounds: Number(process.env.BENCH_ROUNDS ?? 3),
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
  });
}
