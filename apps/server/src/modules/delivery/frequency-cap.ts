/**
 * The frequency cap (issue 13): the same shopper is handed the same ad set at most `perHour` times per
 * clock hour. Counted in memory, per server process, in a bounded LRU of shoppers: behind a load
 * balancer that spreads one shopper over several processes the cap is per process (at most
 * `perHour` × processes), and a shopper pushed out of the LRU starts counting again. It counts ads handed
 * out in decisions, not impressions reported later (a decision is the only moment the engine can act).
 */
export const FREQUENCY_CAP_PER_HOUR = 10;
export const FREQUENCY_CAP_SHOPPERS = 100_000;
const HOUR_MS = 3_600_000;

type Entry = { hour: number; counts: Map<number, number> };

export class FrequencyCap {
  private readonly shoppers = new Map<string, Entry>();

  constructor(
    readonly perHour = FREQUENCY_CAP_PER_HOUR,
    private readonly capacity = FREQUENCY_CAP_SHOPPERS,
  ) {}

  private entry(shopperId: string, at: number): Entry | undefined {
    const entry = this.shoppers.get(shopperId);
    if (!entry) return undefined;
    if (entry.hour !== Math.floor(at / HOUR_MS)) {
      this.shoppers.delete(shopperId);
      return undefined;
    }
    return entry;
  }

  /** The ad sets this shopper has reached the cap with in the hour of `at`. */
  capped(shopperId: string, at: number): ReadonlySet<number> {
    const entry = this.entry(shopperId, at);
    const found = new Set<number>();
    if (!entry) return found;
    for (const [adSetId, count] of entry.counts) if (count >= this.perHour) found.add(adSetId);
    return found;
  }

  /** Counts one showing of each ad set to the shopper (an ad set once per decision). */
  record(shopperId: string, adSetIds: Iterable<number>, at: number): void {
    const entry = this.entry(shopperId, at) ?? { hour: Math.floor(at / HOUR_MS), counts: new Map() };
    for (const adSetId of new Set(adSetIds)) entry.counts.set(adSetId, (entry.counts.get(adSetId) ?? 0) + 1);
    // Re-inserted at the end: the Map's order is the LRU's, oldest first.
    this.shoppers.delete(shopperId);
    this.shoppers.set(shopperId, entry);
    while (this.shoppers.size > this.capacity) {
      const oldest = this.shoppers.keys().next().value;
      if (oldest === undefined) break;
      this.shoppers.delete(oldest);
    }
  }

  get size(): number {
    return this.shoppers.size;
  }
}
