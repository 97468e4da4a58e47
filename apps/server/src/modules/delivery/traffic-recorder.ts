import type { DecisionRequest, DecisionResponse } from '@portal/domain/delivery-api';
import type { AppDeps } from '../../app-deps';
import { addTraffic, TrafficCounts, type TrafficRow, trafficKey } from './traffic-counts';

export type TrafficRecorder = {
  count: (request: DecisionRequest, response: DecisionResponse, at: Date) => void;
  /** Writes what was counted so far (tests; the recorder flushes on its own every few seconds). */
  flush: () => Promise<void>;
  /** Stops the timer and writes the rest. */
  stop: () => Promise<void>;
};

/** Whether the database refused the data itself (SQLSTATE class 22 or 23; drizzle wraps pg's error in `cause`). */
function refusedByDatabase(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && cause && typeof cause === 'object'; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * This process's traffic counts, added to `ad_traffic_hourly` every `flushMs` (default 5 s) and at stop.
 * A crash loses at most the last interval's counts: traffic figures feed forecasts, not money, so that is
 * the trade for decisions that never wait on the database.
 *
 * A flush is one transaction (addTraffic): written whole or not at all. When it fails, each row is tried on
 * its own, so one row the database refuses does not hold back the others, and none is added twice. A row
 * the database refuses (a data or constraint error) is put back for the next flush once and dropped, logged,
 * if refused again: no row is retried forever. A row that failed for another reason (the database is
 * unreachable) is put back as before.
 */
export function startTrafficRecorder(deps: Pick<AppDeps, 'db' | 'logger'>, flushMs = 5_000): TrafficRecorder {
  const counts = new TrafficCounts();
  /** Keys of the rows that failed on their own at the last flush: a second failure drops them. */
  let failedOnce = new Set<string>();
  const writeEach = async (rows: readonly TrafficRow[]) => {
    const failed = new Set<string>();
    let unreachable: unknown = null;
    for (const [index, row] of rows.entries()) {
      const key = trafficKey(row);
      try {
        await addTraffic(deps.db, [row]);
      } catch (error) {
        if (!refusedByDatabase(error)) {
          // The database, not the row: this row and the rest wait for the next flush (no try per row).
          unreachable = error;
          counts.merge(rows.slice(index));
          break;
        }
        failed.add(key);
        if (failedOnce.has(key)) {
          deps.logger.error({ err: error, row }, 'traffic count dropped: refused twice');
        } else {
          deps.logger.warn({ err: error, row }, 'traffic count not written; kept for the next flush');
          counts.merge([row]);
        }
      }
    }
    if (unreachable)
      deps.logger.warn({ err: unreachable }, 'traffic counts not written; kept for the next flush');
    failedOnce = new Set([...failed].filter((key) => !failedOnce.has(key)));
  };
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    writing = writing.then(async () => {
      const rows = counts.take();
      if (rows.length === 0) {
        failedOnce = new Set();
        return;
      }
      try {
        await addTraffic(deps.db, rows);
        failedOnce = new Set();
      } catch (error) {
        deps.logger.warn({ err: error }, 'traffic counts not written together; trying each row');
        await writeEach(rows);
      }
    });
    return writing;
  };
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  return {
    count: (request, response, at) => counts.count(request, response, at),
    flush,
    stop: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}
