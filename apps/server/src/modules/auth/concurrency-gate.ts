/**
 * At most `max` tasks run at once; the others wait their turn in arrival order. A small semaphore for
 * CPU-heavy work that runs off the event loop (argon2 in libuv's pool): without it a burst of requests
 * takes every core and the event loop, which answers everything else, waits for a core.
 */
export function createConcurrencyGate(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next task, so `running` never dips and nobody jumps the queue.
    if (next) next();
    else running--;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < max) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting, for tests and diagnostics. */
    load: () => ({ running, waiting: waiting.length }),
  };
}
