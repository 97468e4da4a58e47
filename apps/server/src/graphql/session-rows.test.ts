import { getTableName, type Table } from 'drizzle-orm';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import type { LoadedSession } from '../modules/auth/session';
import type { GraphQLContext } from './context';
import { createLoaders } from './loaders';
import { keepSessionRows, primeSessionRows } from './session-rows';

const company = { id: 7, name: 'Acme' } as NonNullable<LoadedSession['company']>;
const role = { id: 1, name: 'OWNER', rank: 0 };
const loaded = { session: {} as LoadedSession['session'], company, role };

/** A database that records the tables the loaders ask for and finds nothing. */
function recordingDb() {
  const asked: string[] = [];
  const chain = { where: async () => [] };
  const db = {
    select: () => ({
      from: (table: Table) => {
        asked.push(getTableName(table));
        return chain;
      },
    }),
  };
  return { db: db as unknown as Db, asked };
}

async function execute(operation: string, db: Db) {
  const loaders = createLoaders(db);
  keepSessionRows(loaders, loaded);
  const args = {
    document: parse(operation),
    operationName: undefined,
    contextValue: { loaders } as unknown as GraphQLContext,
  };
  await primeSessionRows.onExecute?.({ args } as never);
  return loaders;
}

describe('rows read with the session', () => {
  it('answer the role and the acting company of a query without a database read', async () => {
    const { db, asked } = recordingDb();
    const loaders = await execute('{ me { id } }', db);
    expect(await loaders.companyById.load(7)).toBe(company);
    expect(await loaders.roleByName.load('OWNER')).toBe(role);
    expect(asked).toEqual([]);
  });

  it('leave a mutation to read the company afresh, since it may change it', async () => {
    const { db, asked } = recordingDb();
    const loaders = await execute('mutation { updateTeamProfile(name: "x") { ok } }', db);
    expect(await loaders.roleByName.load('OWNER')).toBe(role);
    expect(await loaders.companyById.load(7)).toBeNull();
    expect(asked).toEqual(['companies']);
  });
});
