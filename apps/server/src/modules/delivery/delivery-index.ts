import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { listenToChannel } from '../../db/listen-channel';
import { type BuiltCatalogs, buildCatalogIndexes } from './delivery-index-build';
import { applySpend } from './delivery-index-eligibility';
import { loadDeliveryRows } from './delivery-index-load';
import type { DeliveryIndex } from './delivery-index-model';
import { loadSpend } from './delivery-index-spend';
import { statusChanges, writeStatusChanges } from './delivery-index-status';
import { FrequencyCap } from './frequency-cap';
import { loadPaceStarts, newPaceStarts, savePaceStarts } from './pace-start-store';
import { startTrafficRecorder, type TrafficRecorder } from './traffic-recorder';

/** The channel drizzle/0012_delivery_engine.sql's triggers notify on. */
export const DELIVERY_INDEX_CHANNEL = 'delivery_index';
const BIDS_READ_MS = 5 * 60_000;

export type DeliveryIndexOptions = {
  /** At most one rebuild per this many ms however many notifications arrive (default 500). */
  debounceMs?: number;
  /** Spend and wallets are re-read this often (default 3 s): the budget bound's refresh interval. */
  refreshMs?: number;
  /** A full rebuild this often even without a notification, in case one was lost (default 5 min). */
  rebuildMs?: number;
  /** Whether this index writes effective statuses (delivery-index-status.ts); default true. */
  writeStatuses?: boolean;
  /** Whether `deliveryIndexOf(db)` answers this index (the app's); default true. */
  register?: boolean;
  /**
   * The catalogs' measured recommended bids (SGD micros by `catalogId|adType`) AUTOMATED bids start from;
   * the app passes sponsor-insights' `catalogRecommendedBids`. Absent (or failing): the static figures.
   */
  recommendedBids?: (catalogIds: readonly number[], now: Date) => Promise<ReadonlyMap<string, bigint>>;
};

export type DeliveryIndexHandle = {
  /** Resolves once the first index is built (or its first attempt failed: decisions then answer 503). */
  ready: Promise<void>;
  /** The latest index; null until the first build. */
  current: () => DeliveryIndex | null;
  /** Shared by this process's decisions (frequency-cap.ts). */
  frequencyCap: FrequencyCap;
  /** Counts this process's decisions into `ad_traffic_hourly` (traffic-recorder.ts). */
  traffic: TrafficRecorder;
  /** Rebuilds now (tests; the app relies on notifications and timers). */
  rebuild: () => Promise<void>;
  /** Re-reads spend and wallets now. */
  refresh: () => Promise<void>;
  stop: () => Promise<void>;
};

const handles = new WeakMap<Db, DeliveryIndexHandle>();

/** The app's running index for this database, if it started one. */
export function deliveryIndexOf(db: Db): DeliveryIndexHandle | undefined {
  return handles.get(db);
}

/**
 * Starts this process's delivery index (decision 0190): built from the database at start, rebuilt
 * (debounced) on every `NOTIFY delivery_index` the triggers of migration 0012 send and whenever the
 * LISTEN connection comes back, its spend and wallets re-read every few seconds. Each build or refresh
 * replaces the index as a whole, so a decision reads one consistent snapshot and no table. After each,
 * the effective statuses budgets and wallets call for are written (only changes).
 */
export function startDeliveryIndex(
  deps: Pick<AppDeps, 'db' | 'now' | 'logger'>,
  options: DeliveryIndexOptions = {},
): DeliveryIndexHandle {
  const debounceMs = options.debounceMs ?? 500;
  const refreshMs = options.refreshMs ?? 3_000;
  const rebuildMs = options.rebuildMs ?? 5 * 60_000;
  const writeStatuses = options.writeStatuses ?? true;
  let built: BuiltCatalogs | null = null;
  let builtAt = 0;
  let index: DeliveryIndex | null = null;
  let stopped = false;
  let rebuildWanted = false;
  let refreshWanted = false;
  let lastRebuildStart = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  let debounceTimer: NodeJS.Timeout | undefined;
  let connectedOnce = false;
  // For rebuild() and refresh(): which request a finished rebuild or refresh had seen.
  let requested = 0;
  let rebuiltUpTo = 0;
  let refreshedUpTo = 0;

  const refreshNow = async () => {
    if (!built) return;
    const now = deps.now();
    const adSets = [...built.catalogs.values()].flatMap((catalog) =>
      catalog.adSets.map((adSet) => ({
        id: adSet.id,
        companyId: adSet.companyId,
        timeZone: catalog.timeZone,
      })),
    );
    const spend = await loadSpend(deps.db, now, adSets);
    const previous = index;
    const restored = previous ? undefined : await loadPaceStarts(deps.db, now);
    index = applySpend(built, spend, builtAt, previous, restored);
    await recordPaceStarts(newPaceStarts(previous, index), now);
    if (!writeStatuses) return;
    const changes = statusChanges(index);
    if (changes.length === 0) return;
    const written = await writeStatusChanges(deps.db, changes, now);
    deps.logger.info({ changes: changes.length, written }, 'delivery index: effective statuses changed');
    // The writes' NOTIFY brings the rebuild; until then the snapshot's statuses are stale, so a refresh
    // before it would write the same changes again (no-ops, but each one a NOTIFY to every process).
    const changed = new Map(changes.map((change) => [change.adSetId, change.to]));
    for (const catalog of built.catalogs.values())
      for (const adSet of catalog.adSets) {
        const to = changed.get(adSet.id);
        if (to) Object.assign(adSet, to);
      }
    if (written < changes.length) rebuildWanted = true;
  };

  // Pacing's starts outlive the process (decision 0264); the index works on if they cannot be written.
  const recordPaceStarts = async (starts: Parameters<typeof savePaceStarts>[1], now: Date) => {
    try {
      await savePaceStarts(deps.db, starts, now);
    } catch (error) {
      deps.logger.warn({ err: error }, 'delivery index: pace starts not recorded');
    }
  };

  // Clearing prices move slowly: read at most every 5 minutes, not at every debounced rebuild.
  let bidsRead: { at: number; bids: ReadonlyMap<string, bigint> } | null = null;
  const measuredBids = async (catalogIds: readonly number[], now: Date) => {
    if (!options.recommendedBids) return new Map<string, bigint>();
    if (bidsRead && now.getTime() - bidsRead.at < BIDS_READ_MS && now.getTime() >= bidsRead.at)
      return bidsRead.bids;
    try {
      bidsRead = { at: now.getTime(), bids: await options.recommendedBids(catalogIds, now) };
    } catch (error) {
      deps.logger.warn({ err: error }, 'recommended bids not read; AUTOMATED bids keep their last figures');
    }
    return bidsRead?.bids ?? new Map<string, bigint>();
  };

  const rebuildNow = async () => {
    const now = deps.now();
    const rows = await loadDeliveryRows(deps.db, now);
    const measured = await measuredBids(
      rows.catalogs.map((catalog) => catalog.id),
      now,
    );
    built = buildCatalogIndexes(rows, measured);
    builtAt = now.getTime();
    await refreshNow();
  };

  const schedule = () => {
    if (stopped || debounceTimer) return;
    const wait = Math.max(0, lastRebuildStart + debounceMs - Date.now());
    debounceTimer = setTimeout(() => {
      debounceTimer = undefined;
      void kick();
    }, wait);
    debounceTimer.unref();
  };

  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      if (stopped) return;
      deps.logger.error({ err: error }, `delivery index: ${name} failed`);
      // Try again a little later (a dropped connection, a database restart).
      const retry = setTimeout(() => {
        if (name === 'rebuild') requestRebuild();
        else requestRefresh();
      }, 5_000);
      retry.unref();
    }
  };

  const work = async () => {
    while (!stopped) {
      const seen = requested;
      if (rebuildWanted && Date.now() >= lastRebuildStart + debounceMs) {
        rebuildWanted = false;
        refreshWanted = false;
        lastRebuildStart = Date.now();
        await step('rebuild', rebuildNow);
        rebuiltUpTo = refreshedUpTo = seen;
      } else if (refreshWanted && !rebuildWanted) {
        refreshWanted = false;
        await step('refresh', refreshNow);
        refreshedUpTo = seen;
      } else break;
    }
  };

  /** Runs the wanted rebuild or refresh, one at a time; answers the run in progress if there is one. */
  const kick = (): Promise<void> => {
    if (running) return running;
    const run = work().finally(() => {
      if (running === run) running = null;
      if (rebuildWanted) schedule();
    });
    running = run;
    return run;
  };

  const requestRebuild = () => {
    rebuildWanted = true;
    if (running) return;
    schedule();
  };
  const requestRefresh = () => {
    refreshWanted = true;
    void kick();
  };

  const listener = listenToChannel(deps.db, DELIVERY_INDEX_CHANNEL, {
    onNotify: requestRebuild,
    onConnected: () => {
      // Notifications sent while the connection was down are lost: catch up (not on the first connect,
      // which the first build follows anyway).
      if (connectedOnce) requestRebuild();
      connectedOnce = true;
    },
  });
  const traffic = startTrafficRecorder(deps);
  const refreshTimer = setInterval(requestRefresh, refreshMs);
  refreshTimer.unref();
  const rebuildTimer = setInterval(requestRebuild, rebuildMs);
  rebuildTimer.unref();

  const handle: DeliveryIndexHandle = {
    ready: (async () => {
      await listener.ready;
      rebuildWanted = true;
      await kick();
    })(),
    current: () => index,
    frequencyCap: new FrequencyCap(),
    traffic,
    rebuild: async () => {
      const mine = ++requested;
      while (!stopped && rebuiltUpTo < mine) {
        rebuildWanted = true;
        lastRebuildStart = Number.NEGATIVE_INFINITY;
        await kick();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    refresh: async () => {
      const mine = ++requested;
      while (!stopped && refreshedUpTo < mine) {
        refreshWanted = true;
        await kick();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    stop: async () => {
      stopped = true;
      clearTimeout(debounceTimer);
      clearInterval(refreshTimer);
      clearInterval(rebuildTimer);
      if (handles.get(deps.db) === handle) handles.delete(deps.db);
      await listener.stop();
      await running;
      await traffic.stop();
    },
  };
  if (options.register ?? true) handles.set(deps.db, handle);
  return handle;
}
