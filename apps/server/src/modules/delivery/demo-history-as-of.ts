import { and, eq, gte, lte } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema/index';
import { type DeliveryRows, loadDeliveryRows } from './delivery-index-load';

const DAY_MS = 86_400_000;

/** One connection's queries, one after the other (the loader sends its reads at once; pg wants them in turn). */
class OneAtATime {
  private last: Promise<unknown> = Promise.resolve();
  constructor(private readonly client: pg.PoolClient) {}
  query(...args: unknown[]): Promise<unknown> {
    const run = this.last.then(() => (this.client.query as (...a: unknown[]) => Promise<unknown>)(...args));
    this.last = run.catch(() => undefined);
    return run;
  }
}

/**
 * The delivery index's rows as of the start of a simulated day (demo-history-day.ts): the engine's own loader,
 * except that a campaign COMPLETED since (its end date passed) was still delivering on that day, so its ad
 * sets are read as DELIVERING. The change is made in a transaction that is rolled back: nothing is kept and
 * no NOTIFY reaches the live index.
 */
export async function deliveryRowsAsOf(db: Db, at: Date): Promise<DeliveryRows> {
  const client = await (db as unknown as { $client: pg.Pool }).$client.connect();
  const oneConnection = drizzle(new OneAtATime(client) as unknown as pg.PoolClient, { schema });
  try {
    await client.query('BEGIN');
    await oneConnection
      .update(schema.sponsorAdSets)
      .set({ status: 'DELIVERING' })
      .where(
        and(
          eq(schema.sponsorAdSets.status, 'COMPLETED'),
          eq(schema.sponsorAdSets.runningStatus, 'STARTED'),
          lte(schema.sponsorAdSets.startDate, new Date(at.getTime() + DAY_MS)),
          gte(schema.sponsorAdSets.endDate, at),
        ),
      );
    return await loadDeliveryRows(oneConnection, at);
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
}
