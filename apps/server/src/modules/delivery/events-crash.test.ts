import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { socketUrl } from '../../db/embedded/embedded-postgres';
import { type PortalProcess, spawnPortal, waitForHealth } from '../../testing/portal-process';

/**
 * Issue 13, "truth of the numbers": events delivered twice with the server killed mid-batch (kill -9 of the
 * real process, on its own embedded PostgreSQL) — nothing lost once the marketplace sends again, nothing
 * counted or charged twice.
 */
const KEY = 'mk_crash_test_key_0123456789abcdef';
const root = mkdtempSync(path.join(tmpdir(), 'portal-events-crash-'));
chmodSync(root, 0o755);
const dataDir = path.join(root, 'data');
const started: PortalProcess[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function start(port: number) {
  const portal = spawnPortal({
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    DEMO_HISTORY_DAYS: '0',
    MARKETPLACE_API_KEY: KEY,
  });
  started.push(portal);
  return portal;
}

async function query<T>(statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: socketUrl(path.join(dataDir, 'run'), 'portal') });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}

const post = (port: number, url: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Tokens of sponsored products on the demo home pages (retried while the index is first built). */
async function tokens(port: number, wanted: number): Promise<string[]> {
  const found = new Set<string>();
  for (let attempt = 0; found.size < wanted && attempt < 400; attempt++) {
    const answer = await post(port, '/v1/ads/decisions', {
      catalogId: 1 + (attempt % 3),
      platform: 'DESKTOP',
      pageType: 'HOME',
      shopper: { id: `crash-shopper-${attempt}` },
      slots: { products: 4 },
    });
    if (answer.status === 503) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    expect(answer.status).toBe(200);
    const { products } = (await answer.json()) as { products: { token: string }[] };
    for (const product of products) found.add(product.token);
  }
  return [...found].slice(0, wanted);
}

afterAll(async () => {
  for (const portal of started) if (portal.child.exitCode === null) portal.child.kill('SIGKILL');
  await Promise.all(started.map((portal) => portal.exited));
  rmSync(root, { recursive: true, force: true });
});

describe('events and a crash of the server mid-batch', { timeout: 240_000 }, () => {
  it('loses nothing and counts and charges nothing twice when the marketplace sends again', async () => {
    const port = await freePort();
    const first = start(port);
    await waitForHealth(first, port, 180_000);
    const shown = await tokens(port, 400);
    expect(shown.length).toBeGreaterThan(100);
    const now = new Date().toISOString();
    const events = shown.flatMap((token, i) => [
      { type: 'impression', eventId: `crash-i-${i}`, occurredAt: now, shopperId: `s-${i}`, token },
      { type: 'click', eventId: `crash-c-${i}`, occurredAt: now, shopperId: `s-${i}`, token },
    ]);
    const batches = [0, 1, 2, 3].map((part) => events.filter((_, i) => i % 4 === part));

    // The first batch is answered (committed); the other three are sent at once and the process is killed
    // while they are being written.
    const [committed, ...inFlight] = batches;
    expect((await post(port, '/v1/ads/events', { events: committed })).status).toBe(200);
    const sending = inFlight.map((batch) =>
      post(port, '/v1/ads/events', { events: batch }).catch(() => null),
    );
    await new Promise((resolve) => setTimeout(resolve, 15));
    first.child.kill('SIGKILL');
    await first.exited;
    await Promise.all(sending);

    const next = start(port);
    await waitForHealth(next, port, 180_000);
    // The marketplace sends every batch again, twice (a retry of a retry).
    for (const round of [1, 2]) {
      for (const batch of batches) {
        const answer = await post(port, '/v1/ads/events', { events: batch });
        expect(answer.status).toBe(200);
        const counts = (await answer.json()) as { accepted: number; duplicates: number; rejected: unknown[] };
        expect(counts.rejected).toEqual([]);
        expect(counts.accepted + counts.duplicates).toBe(batch.length);
        // What was committed before the crash counts once; the answered batch is all duplicates.
        if (round === 2 || batch === committed) expect(counts.duplicates).toBe(batch.length);
      }
    }

    const [stored] = await query<{ events: number; ids: number; clicks: number; costs: string }>(
      `select count(*)::int as events, count(distinct event_id)::int as ids,
              count(*) filter (where kind = 'CLICK')::int as clicks, coalesce(sum(cost_micros), 0)::text as costs
         from ad_events where event_id like 'crash-%'`,
    );
    expect(stored).toMatchObject({ events: events.length, ids: events.length, clicks: shown.length });
    expect(BigInt(stored!.costs)).toBeGreaterThan(0n);
    // Charged once per token at most: a click costs no more than its token's price, and never twice.
    const [charged] = await query<{ twice: number }>(
      `select count(*)::int as twice from (select decision_id, sku from ad_events
         where event_id like 'crash-%' and cost_micros > 0 group by decision_id, sku, ad_set_id having count(*) > 1) t`,
    );
    expect(charged!.twice).toBe(0);
    // The accrued spend and the rollup agree with the stored events, to the micro.
    const [spend] = await query<{ accrued: string }>(
      'select coalesce(sum(total_micros), 0)::text as accrued from ad_set_spend',
    );
    expect(spend!.accrued).toBe(stored!.costs);
    const [rolled] = await query<{ clicks: string; impressions: string; costs: string }>(
      `select coalesce(sum(clicks), 0)::text as clicks, coalesce(sum(impressions), 0)::text as impressions,
              coalesce(sum(costs_micros), 0)::text as costs from ad_rollups_hourly`,
    );
    expect(rolled).toEqual({
      clicks: String(shown.length),
      impressions: String(shown.length),
      costs: stored!.costs,
    });
  });
});
