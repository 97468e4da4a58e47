import { gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryPaceStarts } from '../../db/schema/index';
import type { DeliveryIndex, PaceStart } from './delivery-index-model';

/** A day's starts are kept this long (the longest catalog day plus a margin), then deleted. */
const KEPT_MS = 2 * 24 * 3_600_000;

/**
 * The pace starts recorded since yesterday (decision 0264), for a process's first index: a restart, or a
 * second process, paces an ad set from when it started serving today rather than over the whole day.
 */
export async function loadPaceStarts(db: Db, now: Date): Promise<ReadonlyMap<number, PaceStart>> {
  const rows = await db
    .select()
    .from(deliveryPaceStarts)
    .where(gte(deliveryPaceStarts.dayStart, new Date(now.getTime() - KEPT_MS)));
  const starts = new Map<number, PaceStart>();
  for (const row of rows) {
    const known = starts.get(row.adSetId);
    if (known && known.dayStartMs >= row.dayStart.getTime()) continue;
    starts.set(row.adSetId, {
      dayStartMs: row.dayStart.getTime(),
      fromMs: row.fromAt.getTime(),
      spentBeforeMicros: row.spentBeforeMicros,
    });
  }
  return starts;
}

/** The starts of `next` that `previous` did not hold: the ones this process saw begin since its last index. */
export function newPaceStarts(
  previous: DeliveryIndex | null,
  next: DeliveryIndex,
): { adSetId: number; start: PaceStart }[] {
  const found: { adSetId: number; start: PaceStart }[] = [];
  // A first index holds only the starts it restored (nextPaceStarts): nothing new to record.
  if (!previous) return found;
  for (const [catalogId, serving] of next.catalogs) {
    const before = previous.catalogs.get(catalogId)?.paceStarts;
    for (const [adSetId, start] of serving.paceStarts)
      if (before?.get(adSetId) !== start) found.push({ adSetId, start });
  }
  return found;
}

/**
 * Records starts; a later start of the same ad set and day replaces an earlier one (a resume after a
 * pause), an earlier one (another process's, a moment apart) does not. Old days are deleted on the way.
 */
export async function savePaceStarts(
  db: Db,
  starts: readonly { adSetId: number; start: PaceStart }[],
  now: Date,
): Promise<void> {
  if (starts.length === 0) return;
  await db
    .insert(deliveryPaceStarts)
    .values(
      starts.map(({ adSetId, start }) => ({
        adSetId,
        dayStart: new Date(start.dayStartMs),
        fromAt: new Date(start.fromMs),
        spentBeforeMicros: start.spentBeforeMicros,
      })),
    )
    .onConflictDoUpdate({
      target: [deliveryPaceStarts.adSetId, deliveryPaceStarts.dayStart],
      set: { fromAt: sql`excluded.from_at`, spentBeforeMicros: sql`excluded.spent_before_micros` },
      setWhere: sql`excluded.from_at > ${deliveryPaceStarts.fromAt}`,
    });
  await db
    .delete(deliveryPaceStarts)
    .where(lt(deliveryPaceStarts.dayStart, new Date(now.getTime() - KEPT_MS)));
}
