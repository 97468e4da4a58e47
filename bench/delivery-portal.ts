import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { SERVER_CPU } from './cold-start';
import { benchDataDir, portalDatabase } from './portal-database';
import { signIn } from './portal-session';
import { portalEntry } from './server-build';
import { type Running, startProcess } from './server-process';

/** The key the bench's portal accepts on /v1/ads (its MARKETPLACE_API_KEY). */
export const BENCH_API_KEY = 'bench-marketplace-key-0123456789abcdef';

export type DeliveryPortal = {
  portal: Running;
  bare: Running;
  /** Signed-in owner's headers, for `me`. */
  headers: Record<string, string>;
  /** Headers of a marketplace call: the API key and JSON. */
  apiHeaders: Record<string, string>;
  /** A pool on the portal's own database: the bench seeds ad sets and counts events through it. */
  db: pg.Pool;
  database: string;
  stop: () => Promise<void>;
};

/**
 * The portal as `npm start` runs it (the built bundle, demo data, production mode) with MARKETPLACE_API_KEY
 * set, pinned to the server core like the other benches, and the bare Fastify reference beside it. Unlike
 * portal-session.ts it hands out a connection to the portal's database: the embedded PostgreSQL's Unix
 * socket in the run's data folder, or the fresh database made on BENCH_DATABASE_URL.
 */
export async function startDeliveryPortal({ nodeArgs = [] }: { nodeArgs?: string[] } = {}) {
  const dataDir = benchDataDir('bench-delivery-');
  const database = await portalDatabase();
  const stops: (() => Promise<void>)[] = [
    async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  ];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => {});
  };
  try {
    // BENCH_PORTAL_ENTRY: another build of the server (an experiment's bundle) instead of apps/server/dist.
    const portal = await startProcess(
      process.env.BENCH_PORTAL_ENTRY ?? portalEntry(),
      {
        DATA_DIR: dataDir,
        DEMO_DATA: '1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        MARKETPLACE_API_KEY: BENCH_API_KEY,
        ...database.env,
      },
      // BENCH_PORTAL_NODE_ARGS: Node options for the portal only (an experiment: "--max-semi-space-size=32").
      {
        cpu: SERVER_CPU,
        nodeArgs: [...nodeArgs, ...(process.env.BENCH_PORTAL_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
      },
    );
    stops.push(portal.stop);
    const bare = await startProcess('bench/bare-server.mjs', {}, { cpu: SERVER_CPU });
    stops.push(bare.stop);
    const url =
      database.env.DATABASE_URL ??
      `postgresql://postgres@localhost:5432/portal?host=${encodeURIComponent(path.join(dataDir, 'run'))}`;
    const db = new pg.Pool({ connectionString: url, max: 2 });
    db.on('error', () => {});
    stops.push(() => db.end());
    const headers = await signIn(portal.url);
    const apiHeaders = { 'content-type': 'application/json', authorization: `Bearer ${BENCH_API_KEY}` };
    const ready: DeliveryPortal = { portal, bare, headers, apiHeaders, db, database: database.label, stop };
    return ready;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A POST to the portal's marketplace API, answered as JSON (throws on anything but 200). */
export async function postApi<T>(run: DeliveryPortal, route: string, body: unknown): Promise<T> {
  const response = await fetch(`${run.portal.url}/v1/ads/${route}`, {
    method: 'POST',
    headers: run.apiHeaders,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`/v1/ads/${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
