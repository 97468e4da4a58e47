/** Failures (per address, per account) that cost nothing: a typo or two, a forgotten caps lock. */
export const FREE_FAILURES = 5;
export const FIRST_DELAY_MS = 250;
/** The longest a sign-in waits before its answer; long enough to make guessing slow, short enough for a person. */
export const MAX_DELAY_MS = 4_000;

/**
 * The wait before a sign-in is answered, from the failures already counted: none for the first few,
 * then 250 ms doubling with each failure up to 4 s (decision 0106).
 */
export function failureDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES));
}

/**
 * How sign-in waits. A timer, never a busy loop: a waiting request costs the event loop nothing.
 * Tests replace `sleep` to record the delays instead of waiting them out.
 */
export const signInPacing = {
  sleep: (ms: number): Promise<void> =>
    ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve(),
};
