import { Agent, request } from 'node:http';
import { compareInterleaved } from './interleaved';
import { loadsFor } from './me-throughput';
import type { PortalRun } from './portal-session';

/** A browser opens at most six connections to one host over HTTP/1.1. */
const BROWSER_CONNECTIONS = 6;

function post(agent: Agent, url: string, headers: Record<string, string>, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, agent }, (response) => {
      response.on('data', () => {});
      response.on('end', () =>
        response.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${response.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** One browser alone: all the page's queries at once over six kept-alive connections, time until the last answer. */
async function pageLoads(url: string, headers: Record<string, string>, bodies: string[], loads: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: BROWSER_CONNECTIONS });
  const times: number[] = [];
  try {
    for (let load = 0; load < loads; load++) {
      const started = performance.now();
      await Promise.all(bodies.map((body) => post(agent, url, headers, body)));
      times.push(performance.now() - started);
    }
  } finally {
    agent.destroy();
  }
  const sorted = times.sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

/**
 * The GraphQL queries the first /sponsor page sends (recorded from Chromium), replayed: 10 connections each
 * sending them in turn, against the bare route answering the same bodies; then one browser-like client
 * alone, all queries at once, for the time a page waits for its data.
 */
export async function benchSponsorPage(
  run: PortalRun,
  bodies: string[],
  options: { rounds?: number; seconds?: number } = {},
) {
  if (bodies.length === 0) throw new Error('the /sponsor page sent no GraphQL query: is the web app built?');
  const { loads, baselineSkipped } = await loadsFor(run, bodies);
  const figures = await compareInterleaved(loads, options);
  const alone = await pageLoads(`${run.portal.url}/graphql`, run.headers, bodies, 50);
  return {
    queries: bodies.length,
    portal: figures.portal!,
    bare: figures.bare!,
    baseline: figures.baseline ?? null,
    baselineSkipped,
    alone,
  };
}
