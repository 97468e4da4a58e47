import { Agent, request } from 'node:http';
import { pathToFileURL } from 'node:url';
import { addDays, dayRangeInstants, zonedDay } from '@portal/domain/zoned-day';
import { type DeliveryPortal, startDeliveryPortal } from './delivery-portal';
import { REPORT_CAMPAIGNS, REPORT_SKUS, seedReportRollups } from './reports-seed';
import { pinSelf } from './server-process';

/** Issue 14's budgets for every dashboard query over a year of a seller's hourly rollups. */
export const REPORT_P95_MS = 100;
export const REPORT_P99_MS = 250;
const ZONE = 'Asia/Singapore';
const ARGS = '$fromDate: DateTime!, $toDate: DateTime!, $adType: SponsorAdType!';
const PASS = 'fromDate: $fromDate, toDate: $toDate, adType: $adType';
const ROW =
  'key name impressions clicks costs click7Sales haloSales itemsSold purchases ctr cpc cpm conv roas';
const POINT = 'eventTime value count';

const LIST_ARGS = '$startDate: DateTime, $endDate: DateTime';
const LIST_PASS = 'startDate: $startDate, endDate: $endDate';
const REPORT = 'skuCount impressions clicks ctr conv costs roas cpc cpm itemsSold click7Sales purchases';

type Range = { fromDate: string; toDate: string; adType: string };
type Query = { query: string; variables?: (range: Range, campaignId: string) => Record<string, unknown> };
const dashboard = (query: string): Query => ({ query });
/** The lists and the SKU dialog take the range as `startDate`/`endDate`, and one campaign. */
const listRange = ({ fromDate, toDate }: Range) => ({ startDate: fromDate, endDate: toDate });

/**
 * The dashboard's five queries as the screen sends them (campaigns and search terms: the first 100, the terms
 * with their count), then the report queries of the lists and the SKU dialog: the campaign list's first page
 * (newest first, and sorted by impressions), a campaign's ad sets and its SKU report.
 */
const QUERIES: Record<string, Query> = {
  dashboardReport: dashboard(
    `query(${ARGS}) { dashboardReport(${PASS}) { granularity reportImpressions { ${POINT} } reportClicks { ${POINT} } reportCosts { ${POINT} } reportSales { ${POINT} } reportHaloSales { ${POINT} } impressionsCount clicksCount costTotal saleTotal haloSalesTotal } }`,
  ),
  reportDashboard: dashboard(`query(${ARGS}) { reportDashboard(${PASS}) { ${ROW} } }`),
  reportDashboardCampaigns: dashboard(
    `query(${ARGS}) { reportDashboardCampaigns(${PASS}, first: 100) { ${ROW} } }`,
  ),
  platformSummary: dashboard(`query(${ARGS}) { platformSummary(${PASS}) { ${ROW} } }`),
  // With the count of every term, as the screen's first request asks it (decision 0209 addendum).
  searchTermSummary: dashboard(
    `query(${ARGS}) { searchTermSummary(${PASS}, first: 100) { ${ROW} } searchTermCount(${PASS}) }`,
  ),
  sponsorCampaigns: {
    query: `query(${LIST_ARGS}, $sortBy: String) { sponsorCampaigns(${LIST_PASS}, sortBy: $sortBy, adType: PRODUCT) { totalCount objects { id name report { ${REPORT} soldSkuCount } adsetSet { id report { ${REPORT} } } } } }`,
    variables: (range) => ({ ...listRange(range), sortBy: null }),
  },
  'sponsorCampaigns by impressions': {
    query: `query(${LIST_ARGS}, $sortBy: String) { sponsorCampaigns(${LIST_PASS}, sortBy: $sortBy, direction: desc, adType: PRODUCT) { totalCount objects { id name report { ${REPORT} } } } }`,
    variables: (range) => ({ ...listRange(range), sortBy: 'impressions' }),
  },
  adsSets: {
    query: `query(${LIST_ARGS}, $campaignId: ID!) { adsSets(${LIST_PASS}, campaignId: $campaignId) { totalCount objects { id report { ${REPORT} soldSkuCount } } } }`,
    variables: (range, campaignId) => ({ ...listRange(range), campaignId }),
  },
  skusReport: {
    query: `query(${LIST_ARGS}, $campaignId: ID) { skusReport(${LIST_PASS}, campaignId: $campaignId) { totalCount objects { sku impressions clicks cpc ctr conv click7Sales haloSales costs roas purchases itemsSold haloItemsSold } } }`,
    variables: (range, campaignId) => ({ ...listRange(range), campaignId }),
  },
};

type Timed = { status: number; ms: number; body: string };

function post(agent: Agent, url: string, headers: Record<string, string>, body: string): Promise<Timed> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
};

/** The last `days` days of the zone up to today, as the web's presets send them (dayRangeInstants). */
function lastDays(days: number): Range {
  const today = zonedDay(new Date(), ZONE);
  const range = dayRangeInstants({ start: addDays(today, 1 - days), end: today }, ZONE);
  return {
    fromDate: range.startDate!.toISOString(),
    toDate: range.endDate!.toISOString(),
    adType: 'PRODUCT',
  };
}

export type ReportFigure = {
  query: string;
  days: number;
  p50: number;
  p95: number;
  p99: number;
  bareP95: number;
  ratio: number;
};

/**
 * One request at a time over a kept-alive connection (as one browser's tab): `samples` of each query after a
 * warm-up, each followed by the bare Fastify route (same connection pattern, same moment), so the ratio p95 /
 * bare p95 holds on a noisy machine.
 */
async function measure(run: DeliveryPortal, samples: number, campaignId: string): Promise<ReportFigure[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const bareAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const figures: ReportFigure[] = [];
  // BENCH_REPORT_QUERIES: a comma-separated choice of the queries' names (all by default).
  const only = process.env.BENCH_REPORT_QUERIES?.split(',');
  const bareHeaders = { 'content-type': 'application/json' };
  try {
    for (const days of [7, 30, 365]) {
      for (const [name, { query, variables }] of Object.entries(QUERIES)) {
        if (only && !only.includes(name)) continue;
        const range = lastDays(days);
        const body = JSON.stringify({ query, variables: variables ? variables(range, campaignId) : range });
        const first = await post(agent, `${run.portal.url}/graphql`, run.headers, body);
        if (first.status !== 200 || first.body.includes('"errors"') || !/[1-9]/.test(first.body))
          throw new Error(`${name} (${days} days) answered ${first.status}: ${first.body.slice(0, 300)}`);
        for (let i = 0; i < 5; i++) await post(agent, `${run.portal.url}/graphql`, run.headers, body);
        const times: number[] = [];
        const bare: number[] = [];
        for (let i = 0; i < samples; i++) {
          times.push((await post(agent, `${run.portal.url}/graphql`, run.headers, body)).ms);
          bare.push((await post(bareAgent, `${run.bare.url}/bare`, bareHeaders, body)).ms);
        }
        const own = stats(times);
        const reference = stats(bare);
        figures.push({ query: name, days, ...own, bareP95: reference.p95, ratio: own.p95 / reference.p95 });
      }
    }
  } finally {
    agent.destroy();
    bareAgent.destroy();
  }
  return figures;
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);

/** What reading the year's rows costs the database itself: the part no resolver can take away. */
async function scanFloor(run: DeliveryPortal, companyId: number) {
  const time = async (text: string) => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await run.db.query(text, [companyId]);
      times.push(performance.now() - started);
    }
    return stats(times).p50;
  };
  const where = "company_id = $1 and hour >= now() - interval '365 days'";
  return {
    daily: await time(
      `select count(*) from ad_rollups_daily where company_id = $1 and day >= (now() - interval '365 days')::date`,
    ),
    count: await time(`select count(*) from ad_rollups_hourly where ${where}`),
    sums: await time(
      `select sum(impressions), sum(clicks), sum(costs_micros), sum(purchases), sum(items_sold),
              sum(click7_sales_micros), sum(halo_items_sold), sum(halo_sales_micros)
         from ad_rollups_hourly where ${where}`,
    ),
  };
}

/**
 * Issue 14's reports benchmark: a portal of its own (no demo history), a year of hourly rollups for the demo
 * owner's company (reports-seed.ts), then p50/p95/p99 of each dashboard query for the last 7, 30 and 365
 * days against the bare route; prints a table with the targets. BENCH_REPORT_SAMPLES (default 200).
 */
export async function benchReports() {
  const samples = Number(process.env.BENCH_REPORT_SAMPLES ?? 200);
  const history = process.env.DEMO_HISTORY_DAYS;
  process.env.DEMO_HISTORY_DAYS = '0';
  const run = await startDeliveryPortal().finally(() => {
    if (history === undefined) delete process.env.DEMO_HISTORY_DAYS;
    else process.env.DEMO_HISTORY_DAYS = history;
  });
  try {
    const seed = await seedReportRollups(run.db);
    console.log(
      `reports (issue 14): ${seed.rows.toLocaleString('en')} hourly rollup rows, ${seed.dailyRows.toLocaleString('en')} daily, ${seed.brandHourlyRows.toLocaleString('en')} brand-hourly, ${seed.termDailyRows.toLocaleString('en')} term-daily, ${seed.termMonthlyRows.toLocaleString('en')} term-monthly (${REPORT_CAMPAIGNS} campaigns, ${REPORT_SKUS.toLocaleString('en')} SKUs, ${seed.firstHour.toISOString()} to ${seed.lastHour.toISOString()}) written in ${fixed(seed.seedMs / 1000)} s; ${samples} sequential requests per query and range, each followed by the bare route, ${run.database}`,
    );
    const floor = await scanFloor(run, seed.companyId);
    console.log(
      `  floor: PostgreSQL alone, median of 5 (psql-like, no GraphQL): count(*) of the year's hourly rows ${fixed(floor.count)} ms, the eight sums of the summaries over them ${fixed(floor.sums)} ms, count(*) of the year's daily rows ${fixed(floor.daily)} ms`,
    );
    const figures = await measure(run, samples, String(seed.campaignIds[0]));
    console.log(
      `  | query | days | p50 ms | p95 ms | p99 ms | bare p95 ms | p95 ratio | target p95 <= ${REPORT_P95_MS}, p99 <= ${REPORT_P99_MS} |`,
    );
    for (const f of figures) {
      const met = f.p95 <= REPORT_P95_MS && f.p99 <= REPORT_P99_MS;
      console.log(
        `  | ${f.query} | ${f.days} | ${fixed(f.p50)} | ${fixed(f.p95)} | ${fixed(f.p99)} | ${fixed(f.bareP95, 2)} | ${fixed(f.ratio, 0)} | ${met ? 'met' : 'MISSED'} |`,
      );
    }
    return figures;
  } finally {
    await run.stop();
  }
}

/** `npx tsx bench/reports-dashboard.ts`: the reports part alone. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(
    pinSelf(0) ? 'load generator pinned to core 0, servers to core 1' : 'taskset unavailable: nothing pinned',
  );
  await benchReports();
}
