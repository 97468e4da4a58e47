import { createBenchDatabase, dropBenchDatabase } from './bench-database';
import { benchColdStart } from './cold-start';
import { benchMe, SPONSOR_CAMPAIGNS } from './me-throughput';
import { benchSignInFlood, HEALTHZ_P95_BUDGET_MS } from './sign-in-flood';

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

const cold = await benchColdStart();
console.log('cold start to /healthz (ms, and ratio to a bare Fastify process started the same way)');
console.log(`  bare fastify      ${round(cold.bareMs, 0)} ms`);
console.log(`  fresh data folder ${round(cold.freshMs, 0)} ms  x${round(cold.freshRatio)}`);
console.log(`  existing folder   ${round(cold.existingMs, 0)} ms  x${round(cold.existingRatio)}`);

const report = (label: string, me: Awaited<ReturnType<typeof benchMe>>, query = '`me` query') => {
  console.log(
    `${query} through the full stack on ${label} vs a bare Fastify route (10 connections, interleaved rounds, medians)`,
  );
  console.log(
    `  throughput  me ${round(me.meRps, 0)} req/s, bare ${round(me.bareRps, 0)} req/s, ratio ${round(me.throughputRatio, 3)}`,
  );
  console.log(`  p99 latency me ${me.meP99Ms} ms, bare ${me.bareP99Ms} ms, ratio ${round(me.p99Ratio)}`);
};

report('embedded PGlite', await benchMe());
report(
  'embedded PGlite',
  await benchMe({ body: SPONSOR_CAMPAIGNS }),
  '`sponsorCampaigns` (first page of 10 product campaigns)',
);
console.log(
  `/healthz while 20 clients flood sign-in, embedded PGlite (budget: p95 <= ${HEALTHZ_P95_BUDGET_MS} ms)`,
);
for (const flood of await benchSignInFlood()) {
  const { healthz } = flood;
  const verdict = healthz.p95 <= HEALTHZ_P95_BUDGET_MS ? 'within budget' : 'OVER BUDGET';
  console.log(
    `  ${flood.flood}: healthz p50 ${healthz.p50} ms, p95 ${healthz.p95} ms, max ${healthz.max} ms (${healthz.samples} samples, ${verdict}); sign-in ${flood.signInPerSecond} req/s`,
  );
  if (Object.keys(flood.answers).length > 0) console.log(`    answers ${JSON.stringify(flood.answers)}`);
}
// A real server when one is given: a database of its own is created there and dropped after.
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const url = await createBenchDatabase(serverUrl);
  try {
    report('PostgreSQL', await benchMe({ databaseUrl: url }));
  } finally {
    await dropBenchDatabase(serverUrl, url);
  }
}
