/**
 * Paces calls at a steady rate: the n-th permit is due `n / rate` seconds after the first, so calls are
 * spread evenly rather than sent in bursts. When the caller falls behind (a slow server, a paused
 * process), the schedule restarts from now instead of firing the missed permits at once: a load test
 * must not turn a stall into a spike.
 */
export type RateLimiter = {
  /** Resolves when the next call may go: true, or false when `signal` aborted the wait. */
  acquire: (signal?: AbortSignal) => Promise<boolean>;
};

function sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
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

export function createRateLimiter(ratePerSecond: number, now: () => number = Date.now): RateLimiter {
  if (!(ratePerSecond > 0)) throw new Error('the rate must be above 0');
  const interval = 1000 / ratePerSecond;
  let next: number | null = null;
  return {
    async acquire(signal) {
      if (signal?.aborted) return false;
      const current = now();
      // Behind by more than one interval: start again from now (no catching up in a burst).
      if (next === null || next < current - interval) next = current;
      const due = next;
      next += interval;
      const wait = due - current;
      if (wait < TIMER_RESOLUTION_MS) return true;
      return sleep(wait, signal);
    },
  };
}
