import type { IndexedAdSet, PaceStart, ServingCatalog } from './delivery-index-model';

/**
 * The pace starts of a catalog's next serving index (decision 0264): an ad set serving now that did not serve
 * in this process's previous index of the catalog (approved, resumed, its wallet topped up, the new day)
 * starts its pace now, with today's spend so far; one that went on serving keeps its start while the day
 * lasts. With no previous index (the process's first) the starts recorded today (pace-start-store.ts, by an
 * earlier run of the process or another process) are restored; an ad set without one has the whole day.
 */
export function nextPaceStarts(
  previous: ServingCatalog | undefined,
  serving: readonly IndexedAdSet[],
  day: { startMs: number },
  nowMs: number,
  spentToday: ReadonlyMap<number, bigint>,
  restored: ReadonlyMap<number, PaceStart> = new Map(),
): ReadonlyMap<number, PaceStart> {
  const starts = new Map<number, PaceStart>();
  if (!previous) {
    for (const adSet of serving) {
      const start = restored.get(adSet.id);
      if (start?.dayStartMs === day.startMs) starts.set(adSet.id, start);
    }
    return starts;
  }
  const servedBefore = new Set(previous.serving.map((adSet) => adSet.id));
  const sameDay = previous.dayStartMs === day.startMs;
  for (const adSet of serving) {
    const kept = sameDay ? previous.paceStarts.get(adSet.id) : undefined;
    if (servedBefore.has(adSet.id)) {
      if (kept) starts.set(adSet.id, kept);
      continue;
    }
    starts.set(adSet.id, {
      dayStartMs: day.startMs,
      fromMs: nowMs,
      spentBeforeMicros: spentToday.get(adSet.id) ?? 0n,
    });
  }
  return starts;
}
