/**
 * Paces calls at a steady rate: the n-th permit is due `n / rate` seconds after the first, so calls are
 * spread evenly rather than sent in bursts. A caller a little behind (a timer firing late, a busy event
 * loop) catches up at no more than twice the rate, so the average holds; one stalled for longer than
 * MAX_LAG_MS (a slow server, a paused process) starts again from now instead of firing the missed permits:
 * a load test must not turn a stall into a spike.
 */
export type RateLimiter = {
  /** Resolves when the next call may go: true, or false when `signal` aborted the wait. */
  acquire: (signal?: AbortSignal) => Promise<boolean>;
};

/** Resolves true after `ms`, or false at once when `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Timers wait whole milliseconds: a permit due in less than this goes now. */
const TIMER_RESOLUTION_MS = 1;
/** Behind the schedule by more than this (or two intervals, if longer): the missed permits are dropped. */
export const MAX_LAG_MS = 250;
/** Catching up, permits are at least this share of an interval apart (twice the rate). */
const CATCH_UP_SPACING = 0.5;

export function createRateLimiter(ratePerSecond: number, now: () => number = Date.now): RateLimiter {
  if (!(ratePerSecond > 0)) throw new Error('the rate must be above 0');
  const interval = 1000 / ratePerSecond;
  const maxLag = Math.max(MAX_LAG_MS, 2 * interval);
  /** When the next permit is due on the steady schedule. */
  let next: number | null = null;
  /** When the last permit went (or will go, when it was granted a little early). */
  let last = Number.NEGATIVE_INFINITY;
  return {
    async acquire(signal) {
      if (signal?.aborted) return false;
      const current = now();
      if (next === null || next < current - maxLag) next = current;
      const due = Math.max(next, last + interval * CATCH_UP_SPACING);
      next += interval;
      last = Math.max(due, current);
      const wait = due - current;
      if (wait < TIMER_RESOLUTION_MS) return true;
      return sleep(wait, signal);
    },
  };
}
