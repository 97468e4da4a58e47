import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../apps/server/src/db/schema/index';
import { type RollupRow, upsertRollups } from '../apps/server/src/modules/delivery/rollup';
import { upsertRollupSums } from '../apps/server/src/modules/delivery/store-rollups';

export type { RollupRow };

/**
 * Writes hourly rollup rows with the engine's own code, in one transaction: the hourly upsert, then every sum
 * the engine adds from them (the daily rollup and the coarse ones of decision 0222) exactly as an events
 * batch does (store-rollups.ts), so a bench's data matches what the reports read without a copy of the SQL.
 */
export async function writeRollupsAsEngine(pool: pg.Pool, rows: readonly RollupRow[]): Promise<void> {
  await drizzle(pool, { schema }).transaction(async (tx) => {
    await upsertRollups(tx, rows);
    await upsertRollupSums(tx, rows);
  });
}
