import { type BuildAppOptions, type BuiltApp, buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openTestDatabase } from './test-database';

export type TestApp = BuiltApp & { close: () => Promise<void> };

/**
 * The whole app in-process on a fresh database cloned from the run's migrated template (on the embedded
 * PostgreSQL, or on the server named by TEST_DATABASE_URL): see test-database-server.ts.
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
  const database = await openTestDatabase();
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
    },
  };
}
