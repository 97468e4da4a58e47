import type { DecisionRequest, DecisionResponse } from '@portal/domain/delivery-api';
import type { AppDeps } from '../../app-deps';
import { addTraffic, TrafficCounts } from './traffic-counts';

export type TrafficRecorder = {
  count: (request: DecisionRequest, response: DecisionResponse, at: Date) => void;
  /** Writes what was counted so far (tests; the recorder flushes on its own every few seconds). */
  flush: () => Promise<void>;
  /** Stops the timer and writes the rest. */
  stop: () => Promise<void>;
};

/**
 * This process's traffic counts, added to `ad_traffic_hourly` every `flushMs` (default 5 s) and at stop.
 * A crash loses at most the last interval's counts: traffic figures feed forecasts, not money, so that is
 * the trade for decisions that never wait on the database. A failed write puts its counts back.
 */
export function startTrafficRecorder(deps: Pick<AppDeps, 'db' | 'logger'>, flushMs = 5_000): TrafficRecorder {
  const counts = new TrafficCounts();
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    writing = writing.then(async () => {
      const rows = counts.take();
      if (rows.length === 0) return;
      try {
        await addTraffic(deps.db, rows);
      } catch (error) {
        deps.logger.warn({ err: error }, 'traffic counts not written; kept for the next flush');
        counts.merge(rows);
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
