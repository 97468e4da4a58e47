import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type BuildAppOptions, type BuiltApp, buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';

export type TestApp = BuiltApp & { close: () => Promise<void> };

/**
 * The whole app in-process on a fresh database: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the API tests on both).
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    demoProductCount?: number;
    now?: () => Date;
    httpTimeouts?: BuildAppOptions['httpTimeouts'];
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_DATA: '1',
    WEB_DIST_DIR: '/nonexistent',
    ...options.env,
  });
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let database: Awaited<ReturnType<typeof openDatabase>>;
  if (serverUrl) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  } else {
    database = await openDatabase({});
  }
  const built = await buildApp({
    config,
    database,
    demoProductCount: options.demoProductCount ?? 300,
    now: options.now,
    httpTimeouts: options.httpTimeouts,
  });
  return {
    ...built,
    close: async () => {
      await built.app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
