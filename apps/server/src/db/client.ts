import { setTimeout as sleep } from 'node:timers/promises';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../config/paths';
import { type EmbeddedPostgres, socketUrl, startEmbeddedPostgres } from './embedded/embedded-postgres';
import { ensureDatabase } from './ensure-database';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;

export type Database = {
  db: Db;
  /** `embedded`: a PostgreSQL server this process started in the data folder; `server`: DATABASE_URL. */
  kind: 'embedded' | 'server';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const EMBEDDED_DATABASE = 'portal';

export type OpenDatabaseOptions = {
  /** postgres:// URL of a server; when absent the portal starts its own PostgreSQL in `dataDir`. */
  url?: string;
  /** Folder of the embedded server's cluster (required without `url`). */
  dataDir?: string;
  /** Connections in the pool (default 10). */
  poolSize?: number;
  log?: (line: string) => void;
};

export async function openDatabase({ url, dataDir, poolSize, log }: OpenDatabaseOptions): Promise<Database> {
  if (url) return openPool(url, poolSize, 'server', async () => {});
  if (!dataDir) throw new Error('openDatabase needs a url or a dataDir');
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir, log });
  try {
    await ensureDatabase(embedded.serverUrl, EMBEDDED_DATABASE);
    return openPool(socketUrl(embedded.socketDir, EMBEDDED_DATABASE), poolSize, 'embedded', embedded.stop);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

function openPool(
  url: string,
  poolSize: number | undefined,
  kind: Database['kind'],
  stopServer: () => Promise<void>,
) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize ?? 10 });
  // An idle client dropped by the server (restart, failover, a dropped test database) must not crash the
  // process: the pool replaces it on the next checkout.
  pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`));
  const disconnected = trackDisconnects(pool);
  const db = drizzle(pool, { schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind,
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => {
      closing ??= pool.end().then(disconnected).finally(stopServer);
      return closing;
    },
  } satisfies Database;
}

/**
 * `pool.end()` resolves once its clients are told to end, not once their sockets are closed: stopping the
 * embedded server right then terminated connections still open ("terminating connection due to
 * administrator command" at every shutdown). This waits for each client's `end`, at most two seconds.
 */
function trackDisconnects(pool: pg.Pool): () => Promise<void> {
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  return async () => {
    for (let waited = 0; open.size > 0 && waited < 2_000; waited += 10) await sleep(10);
  };
}
