import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { adminQuery, databaseUrl } from './test-database-server';

/**
 * A fresh, migrated database of the test's own: a clone of the run's template, dropped on close. Every test
 * file (and every test that needs a clean slate) gets one, so tests never see each other's rows.
 */
export async function openTestDatabase(): Promise<Database> {
  const { serverUrl, template } = inject('testDatabase');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
