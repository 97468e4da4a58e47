import type { TestProject } from 'vitest/node';
import { startTestDatabaseServer } from './test-database-server';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { serverUrl: string; template: string };
  }
}

/** Vitest global setup: one PostgreSQL server and one migrated template for the whole run. */
export default async function setup(project: TestProject) {
  const server = await startTestDatabaseServer(process.env.TEST_DATABASE_URL);
  project.provide('testDatabase', { serverUrl: server.serverUrl, template: server.template });
  return () => server.stop();
}
