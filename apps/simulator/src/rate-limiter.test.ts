import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from './rate-limiter';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** Calls acquire back to back for `ms` of fake time; answers the fake time of each permit. */
async function permitsDuring(
  limiter: ReturnType<typeof createRateLimiter>,
  ms: number,
  signal?: AbortSignal,
) {
  const start = Date.now();
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      if (!(await limiter.acquire(signal))) break;
      if (!running) break;
      times.push(Date.now() - start);
    }
  })();
  await vi.advanceTimersByTimeAsync(ms);
  running = false;
  await vi.runOnlyPendingTimersAsync();
  await loop;
  return times.filter((time) => time < ms);
}

describe('createRateLimiter', () => {
  it('gives 10 permits a second at rate 10, evenly spaced 100 ms apart', async () => {
    const times = await permitsDuring(createRateLimiter(10), 1000);
    expect(times).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
  });

  it('holds a fractional rate over a longer run', async () => {
    const times = await permitsDuring(createRateLimiter(2.5), 10_000);
    expect(times).toHaveLength(25);
    expect(times[1]).toBe(400);
  });

  it('does not catch up in a burst after the caller stalled', async () => {
    const limiter = createRateLimiter(10);
    expect(await limiter.acquire()).toBe(true);
    // The caller is busy for a whole second: ten permits were missed.
    vi.setSystemTime(Date.now() + 1000);
    const times = await permitsDuring(limiter, 500);
    expect(times).toEqual([0, 100, 200, 300, 400]);
  });

  it('catches up a short lag at no more than twice the rate, so the average holds', async () => {
    const limiter = createRateLimiter(10);
    expect(await limiter.acquire()).toBe(true);
    // A timer fired 150 ms late: the permit due at 100 ms goes now, the next one 50 ms later.
    vi.setSystemTime(Date.now() + 150);
    const times = await permitsDuring(limiter, 500);
    expect(times).toEqual([0, 50, 150, 250, 350, 450]);
  });

  it('stops a wait when its signal aborts, and refuses once aborted', async () => {
    const limiter = createRateLimiter(0.5);
    const controller = new AbortController();
    expect(await limiter.acquire(controller.signal)).toBe(true);
    const waiting = limiter.acquire(controller.signal);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await waiting).toBe(false);
    expect(await limiter.acquire(controller.signal)).toBe(false);
  });

  it('refuses a rate of 0 or below', () => {
    expect(() => createRateLimiter(0)).toThrow();
    expect(() => createRateLimiter(-1)).toThrow();
  });
});
