import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { TestApp } from './create-test-app';

type Query = (...args: unknown[]) => unknown;

/**
 * Records the statements a piece of work sends through the app's pool (every statement outside a
 * transaction: drizzle's node-postgres driver calls the pool's `query`), and only that work's own. The
 * delivery index's refresh (every 3 s) and other background work share the pool, and on a slow machine a
 * request overlaps them: a statement counts when it is asked for from within the work's async context.
 */
export function statementRecorder(testApp: TestApp) {
  const pool = (testApp.deps.db as unknown as { $client: pg.Pool }).$client as unknown as { query: Query };
  const query = pool.query;
  const current = new AsyncLocalStorage<string[]>();
  pool.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    current.getStore()?.push(typeof first === 'string' ? first : ((first as { text?: string }).text ?? ''));
    return query.apply(this, args);
  };
  return {
    /** Runs `work` and gives its result with the statements it sent, in order. */
    async record<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      const statements: string[] = [];
      const result = await current.run(statements, work);
      return { result, statements };
    },
    restore() {
      pool.query = query;
    },
  };
}
