import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A fresh data folder for one portal. Readable by others: run as root, the embedded PostgreSQL runs as the
 * `postgres` user and must reach its cluster inside it (mkdtemp makes folders private).
 */
export function benchDataDir(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(folder, 0o755);
  return folder;
}

export type PortalDatabase = {
  /** What the figures were measured on, for the printed lines. */
  label: string;
  /** Environment for the portal process: DATABASE_URL for a server, nothing for the embedded default. */
  env: Record<string, string>;
  drop: () => Promise<void>;
};

/**
 * The database a bench run starts the portal on. By default the portal's own embedded PostgreSQL in the
 * run's DATA_DIR, exactly as `npm start`; with BENCH_DATABASE_URL a fresh database on that server (created
 * here, dropped after), so the portal migrates and seeds it as on a first start.
 */
export async function portalDatabase(): Promise<PortalDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { label: 'embedded PostgreSQL', env: {}, drop: async () => {} };
  const name = `portal_bench_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL server (BENCH_DATABASE_URL)',
    env: { DATABASE_URL: url.toString(), DEMO_DATA: '1' },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
