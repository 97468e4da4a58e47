/**
 * A start-up failure whose cause is known: `main.ts` prints its message as one line and exits non-zero,
 * without a stack trace (decision 0120-style faults of issue 10: the message names the cause and the fix).
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
