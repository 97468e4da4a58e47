import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * `ad_events` is partitioned by the UTC day an event happened (migration 0012). Before a batch writes
 * events of a day, that day's partition is made (`ad_events_YYYYMMDD`), so the default partition stays
 * empty. Made once per database per process; several processes (or concurrent batches) may ask for the same
 * day at once: an advisory lock serialises the creation and `IF NOT EXISTS` makes the later ones no-ops.
 */

const DAY_MS = 86_400_000;
// Arbitrary class id for pg_advisory_xact_lock(int, int): "event partitions".
const PARTITION_LOCK_CLASS = 13_001;

// Per database (tests run several apps on several databases in one process).
const known = new WeakMap<Db, Set<string>>();

/** `YYYYMMDD` of the UTC day `at` falls on. */
export function partitionDay(at: Date): string {
  return at.toISOString().slice(0, 10).replaceAll('-', '');
}

export function partitionName(day: string): string {
  return `ad_events_${day}`;
}

function dayBounds(day: string): { from: string; to: string } {
  const start = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)));
  return { from: new Date(start).toISOString(), to: new Date(start + DAY_MS).toISOString() };
}

/** Makes sure the partitions of the UTC days of `instants` exist. */
export async function ensureEventPartitions(db: Db, instants: readonly Date[]): Promise<void> {
  let days = known.get(db);
  if (!days) {
    days = new Set();
    known.set(db, days);
  }
  const missing = [...new Set(instants.map(partitionDay))].filter((day) => !days.has(day)).sort();
  for (const day of missing) {
    if (!/^\d{8}$/.test(day)) throw new Error(`not a partition day: ${day}`);
    const { from, to } = dayBounds(day);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK_CLASS}::int, ${Number(day)}::int)`);
      // Identifiers and bounds cannot be bind parameters in DDL; both are built from digits above.
      await tx.execute(
        sql.raw(
          `CREATE TABLE IF NOT EXISTS "${partitionName(day)}" PARTITION OF "ad_events" FOR VALUES FROM ('${from}') TO ('${to}')`,
        ),
      );
    });
    days.add(day);
  }
}
