import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startProcess } from './server-process';

const ME = JSON.stringify({
  query: '{ me { id email name isGfg isOwner role { name } company { id name brands { id name } } } }',
});

/** The first page of the product campaign list as /sponsor asks for it (10 rows with ad sets and report). */
export const SPONSOR_CAMPAIGNS = JSON.stringify({
  query: `{ sponsorCampaigns(page: 1, adType: PRODUCT) { page numPages totalCount objects {
    id name status brand { name } supplier { name }
    adsetSet { id status runningStatus budgetType budgetTotal budgetDailyTotal startDate endDate catalog { name } }
    report { impressions clicks ctr costs roas } } } }`,
});

async function signIn(url: string) {
  const csrf = await fetch(`${url}/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrftoken': csrfToken,
      cookie: `csrftoken=${csrfToken}`,
    },
    body: JSON.stringify({
      query: 'mutation { signIn(email: "owner@demo.test", password: "Demo!Passw0rd1") { ok } }',
    }),
  });
  const cookies = response.headers.get('set-cookie') ?? '';
  const session = /sessionid=([^;]+)/.exec(cookies)?.[1];
  // The anti-forgery token is bound to the session: sign-in hands out a new one.
  const rotated = /csrftoken=([^;]+)/.exec(cookies)?.[1];
  if (!session || !rotated) throw new Error('sign-in failed');
  return {
    'content-type': 'application/json',
    'x-csrftoken': rotated,
    cookie: `csrftoken=${rotated}; sessionid=${session}`,
  };
}

function run(url: string, headers: Record<string, string>, body: string, seconds: number) {
  return autocannon({ url, method: 'POST', headers, body, connections: 10, duration: seconds });
}

/** Interleaved rounds of a query (`me` by default) through the full stack and a bare route, so both see the same machine noise. */
export async function benchMe(
  options: { databaseUrl?: string; rounds?: number; seconds?: number; body?: string } = {},
) {
  const { databaseUrl, rounds = 3, seconds = 5, body = ME } = options;
  const database: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-me-'));
  const portal = await startProcess('apps/server/src/main.ts', {
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    NODE_ENV: 'production',
    ...database,
  });
  const bare = await startProcess('bench/bare-server.ts', {});
  try {
    const headers = await signIn(portal.url);
    // A GraphQL error still answers 200: make sure the query itself succeeds before timing it.
    const probe = (await (
      await fetch(`${portal.url}/graphql`, { method: 'POST', headers, body })
    ).json()) as {
      errors?: unknown[];
    };
    if (probe.errors) throw new Error(`query failed: ${JSON.stringify(probe.errors)}`);
    const me = { rps: [] as number[], p99: [] as number[] };
    const ref = { rps: [] as number[], p99: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      const a = await run(`${portal.url}/graphql`, headers, body, seconds);
      const b = await run(`${bare.url}/bare`, { 'content-type': 'application/json' }, '{}', seconds);
      if (a.non2xx || a.errors) throw new Error(`me: ${a.non2xx} non-2xx, ${a.errors} errors`);
      me.rps.push(a.requests.average);
      me.p99.push(a.latency.p99);
      ref.rps.push(b.requests.average);
      ref.p99.push(b.latency.p99);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    return {
      meRps: median(me.rps),
      bareRps: median(ref.rps),
      throughputRatio: median(me.rps) / median(ref.rps),
      meP99Ms: median(me.p99),
      bareP99Ms: median(ref.p99),
      p99Ratio: median(me.p99) / Math.max(1, median(ref.p99)),
    };
  } finally {
    await portal.stop();
    await bare.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
