import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres';

export type TestDatabaseServer = {
  /** URL of a maintenance database on the server (clones are created and dropped through it). */
  serverUrl: string;
  /** A migrated database that every test database is cloned from. */
  template: string;
  stop: () => Promise<void>;
};

/**
 * The server the API tests run on: the same embedded PostgreSQL that `npm start` uses (in a throwaway folder,
 * without fsync), or the server named by TEST_DATABASE_URL. Migrations run once, into a template database;
 * each test file then gets its own clone (`CREATE DATABASE … TEMPLATE`, tens of milliseconds).
 */
export async function startTestDatabaseServer(externalUrl?: string): Promise<TestDatabaseServer> {
  let serverUrl = externalUrl;
  let stopServer = async () => {};
  if (!serverUrl) {
    const folder = mkdtempSync(path.join(tmpdir(), 'portal-test-pg-'));
    // As root postgres runs as another user, which must be able to enter the folder.
    chmodSync(folder, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir: folder, fast: true });
    serverUrl = embedded.serverUrl;
    stopServer = async () => {
      await embedded.stop();
      rmSync(folder, { recursive: true, force: true });
    };
  }
  const template = `portal_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${template}`);
  const migrated = await openDatabase({ url: databaseUrl(serverUrl, template), poolSize: 1 });
  await migrated.migrate();
  await migrated.close();
  // A database being cloned must have no connections: nobody may connect to the template from now on.
  await adminQuery(serverUrl, `alter database ${template} is_template true allow_connections false`);
  const url = serverUrl;
  return {
    serverUrl: url,
    template,
    stop: async () => {
      await adminQuery(url, `alter database ${template} is_template false`).catch(() => {});
      await adminQuery(url, `drop database if exists ${template} with (force)`).catch(() => {});
      await stopServer();
    },
  };
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
