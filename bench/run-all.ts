import { type Baseline, unpackBaseline } from './baseline';
import { benchColdStart, SERVER_CPU } from './cold-start';
import { benchDashboardPaint } from './dashboard-paint';
import { benchDelivery } from './delivery';
import { launchChromium, loadRoute, type RouteLoad } from './first-route';
import { CONNECTIONS, type Figures } from './interleaved';
import { benchMe } from './me-throughput';
import { type PortalRun, withPortal } from './portal-session';
import { benchReports } from './reports-dashboard';
import { portalEntry } from './server-build';
import { canPin, pinSelf, unpinSelf } from './server-process';
import { benchSignInFlood, HEALTHZ_P95_BUDGET_MS } from './sign-in-flood';
import { benchSponsorPage } from './sponsor-page';
import { benchWebVitals, formatVitalsTable } from './web-vitals';

/** Issue 10's budgets on the 2-core machine. */
const TARGETS = {
  meRatio: 0.1,
  meP99Ms: 10,
  sponsorP99Ms: 50,
  existingStartMs: 3000,
  jsKiB: 200,
  cssKiB: 40,
};
const LOAD_CPU = 0;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const fixed = (value: number, digits = 0) => value.toFixed(digits);
const verdict = (ok: boolean) => (ok ? 'within target' : 'MISSES TARGET');
const cpu = (figures: Figures) =>
  figures.cpuMsPerRequest === null ? 'n/a' : `${fixed(figures.cpuMsPerRequest, 2)} ms`;
const operationName = (body: string) => {
  const parsed = JSON.parse(body) as { operationName?: string; query?: string };
  return parsed.operationName ?? /\bquery\s+(\w+)/.exec(parsed.query ?? '')?.[1] ?? 'anonymous';
};

/** One line per server: throughput, its ratio to the bare route, latency and the server's CPU per request. */
function printLoads(rows: [string, Figures | null][], bare: Figures, perPage = 1) {
  for (const [label, figures] of rows) {
    if (!figures) continue;
    const pages = perPage > 1 ? ` (${fixed(figures.rps / perPage, 1)} pages/s)` : '';
    console.log(
      `  ${label.padEnd(16)} ${fixed(figures.rps).padStart(6)} req/s${pages}, ratio ${fixed(figures.rps / bare.rps, 3)}, p50 ${figures.p50} ms, p99 ${figures.p99} ms, server CPU ${cpu(figures)}/request`,
    );
  }
}

async function coldStarts(baseline: Baseline | undefined) {
  const cold = await benchColdStart(portalEntry());
  const before = baseline
    ? await benchColdStart(baseline.entry).catch((error: Error) => {
        console.log(
          `baseline ${baseline.ref} did not start, cold start measured without it: ${error.message}`,
        );
        return null;
      })
    : null;
  console.log(`cold start to /healthz on ${cold.database} (bare Fastify ${fixed(cold.bareMs)} ms)`);
  console.log(
    `  fresh data folder     ${fixed(cold.freshMs)} ms${before ? `  (baseline ${fixed(before.freshMs)} ms)` : ''}`,
  );
  console.log(
    `  existing data folder  ${fixed(cold.existingMs)} ms${before ? `  (baseline ${fixed(before.existingMs)} ms)` : ''}  target <= ${TARGETS.existingStartMs} ms: ${verdict(cold.existingMs <= TARGETS.existingStartMs)}`,
  );
}

async function firstRoutes(run: PortalRun): Promise<RouteLoad[]> {
  const browser = await launchChromium();
  try {
    const routes = [
      await loadRoute(browser, run.portal.url, '/auth', { signedIn: false }),
      await loadRoute(browser, run.portal.url, '/sponsor', { signedIn: true }),
    ];
    console.log(
      'first route: JavaScript and CSS loaded in headless Chromium until the page settles (gzip -9)',
    );
    for (const route of routes) {
      const js = route.jsGzipBytes / 1024;
      const css = route.cssGzipBytes / 1024;
      console.log(
        `  ${route.path.padEnd(9)} JS ${fixed(js)} KiB (${verdict(js <= TARGETS.jsKiB)}), CSS ${fixed(css)} KiB (${verdict(css <= TARGETS.cssKiB)}), ${route.files.length} files`,
      );
    }
    return routes;
  } finally {
    await browser.close();
  }
}

async function requestPath(run: PortalRun, sponsorBodies: string[]) {
  const shape = `${CONNECTIONS} connections, ${rounds} interleaved rounds of ${seconds} s, medians, ${run.database}`;
  const baselineLabel = run.baseline ? `baseline ${run.baseline.ref}` : '';
  const me = await benchMe(run, { rounds, seconds });
  console.log(`\`me\` through the full stack vs a bare Fastify route (${shape})`);
  printLoads(
    [
      ['portal', me.portal],
      [baselineLabel, me.baseline],
      ['bare Fastify', me.bare],
    ],
    me.bare,
  );
  if (me.baselineSkipped) console.log(`  baseline skipped: ${me.baselineSkipped}`);
  const meRatio = me.portal.rps / me.bare.rps;
  console.log(
    `  targets: ratio >= ${TARGETS.meRatio}: ${verdict(meRatio >= TARGETS.meRatio)}; p99 <= ${TARGETS.meP99Ms} ms: ${verdict(me.portal.p99 <= TARGETS.meP99Ms)}`,
  );

  const page = await benchSponsorPage(run, sponsorBodies, { rounds, seconds });
  console.log(
    `first /sponsor page: its ${page.queries} GraphQL queries as recorded from Chromium (${shape})`,
  );
  console.log(`  queries: ${sponsorBodies.map(operationName).join(', ')}`);
  printLoads(
    [
      ['portal', page.portal],
      [baselineLabel, page.baseline],
      ['bare Fastify', page.bare],
    ],
    page.bare,
    page.queries,
  );
  if (page.baselineSkipped) console.log(`  baseline skipped: ${page.baselineSkipped}`);
  console.log(
    `  target: p99 <= ${TARGETS.sponsorP99Ms} ms: ${verdict(page.portal.p99 <= TARGETS.sponsorP99Ms)}; one browser alone (all ${page.queries} at once, 6 connections, 50 loads): page data p50 ${fixed(page.alone.p50, 1)} ms, p99 ${fixed(page.alone.p99, 1)} ms`,
  );
}

async function signInFlood() {
  console.log(`/healthz while 20 clients flood sign-in (issue 9 budget: p95 <= ${HEALTHZ_P95_BUDGET_MS} ms)`);
  for (const flood of await benchSignInFlood()) {
    const { healthz } = flood;
    console.log(
      `  ${flood.flood}: healthz p50 ${healthz.p50} ms, p95 ${healthz.p95} ms, max ${healthz.max} ms (${healthz.samples} samples, ${verdict(healthz.p95 <= HEALTHZ_P95_BUDGET_MS)}); sign-in ${flood.signInPerSecond} req/s`,
    );
    if (Object.keys(flood.answers).length > 0) console.log(`    answers ${JSON.stringify(flood.answers)}`);
  }
}

console.log(
  pinSelf(LOAD_CPU) && canPin
    ? `servers pinned to core ${SERVER_CPU} (with the embedded PostgreSQL they start), load generator to core ${LOAD_CPU}`
    : 'taskset unavailable: nothing pinned',
);
// BENCH_BASELINE_REF=<commit> runs that commit's server beside today's, in the same rounds.
// BENCH_ONLY=request-path measures `me` and the /sponsor page only (the first routes too: they record its queries).
// BENCH_ONLY=delivery measures the delivery engine only (issue 13); BENCH_SKIP_DELIVERY=1 leaves it out.
// BENCH_ONLY=reports measures the dashboard queries only (issue 14); BENCH_SKIP_REPORTS=1 leaves them out.
// The dashboard's paint and the 5,000-SKU table run with the reports (bench/dashboard-paint.ts); BENCH_SKIP_PAINT=1 leaves them out.
const onlyRequestPath = process.env.BENCH_ONLY === 'request-path';
const onlyReports = process.env.BENCH_ONLY === 'reports';
// The reports-only run leaves out what the delivery-only run leaves out (cold starts, request path, pages).
const onlyDelivery = process.env.BENCH_ONLY === 'delivery' || onlyReports;
const baseline = process.env.BENCH_BASELINE_REF ? unpackBaseline(process.env.BENCH_BASELINE_REF) : undefined;
try {
  if (!onlyRequestPath && !onlyDelivery) await coldStarts(baseline);
  if (!onlyDelivery)
    await withPortal(
      async (run) => {
        const routes = await firstRoutes(run);
        await requestPath(run, routes[1]!.graphqlBodies);
      },
      { baseline },
    );
  if (!onlyRequestPath && !onlyReports && process.env.BENCH_SKIP_DELIVERY !== '1')
    await benchDelivery({ rounds, seconds, loadCpu: LOAD_CPU });
  if ((onlyReports || !(onlyRequestPath || onlyDelivery)) && process.env.BENCH_SKIP_REPORTS !== '1')
    await benchReports();
  if ((onlyReports || !(onlyRequestPath || onlyDelivery)) && process.env.BENCH_SKIP_PAINT !== '1') {
    // Chromium draws on both cores, as the web pages below.
    unpinSelf();
    await benchDashboardPaint();
  }
  // The flood and the browser pages are measured as before: nothing pinned, Chromium on both cores.
  unpinSelf();
  const pages = !onlyRequestPath && !onlyDelivery;
  if (pages && process.env.BENCH_SKIP_FLOOD !== '1') await signInFlood();
  if (pages && process.env.BENCH_SKIP_VITALS !== '1') {
    console.log('web pages, cold, in headless Chromium on localhost, median of 3 (bench/web-vitals.ts)');
    console.log(formatVitalsTable(await benchWebVitals()));
  }
} finally {
  baseline?.remove();
}
