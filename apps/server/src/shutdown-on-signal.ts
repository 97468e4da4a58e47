/**
 * A Ctrl-C reaches the portal once from the terminal and once more through each npm that relays it (`npm
 * start` runs npm twice), all within milliseconds: signals this close to the first are the same request.
 */
export const SIGNAL_RELAY_MS = 1_000;
/** A clean stop takes a second or two; one still running after this has hung, and the process exits anyway. */
export const SHUTDOWN_DEADLINE_MS = 15_000;

type Signal = 'SIGINT' | 'SIGTERM';
type Logger = {
  info: (fields: object, line: string) => void;
  warn: (fields: object, line: string) => void;
  error: (fields: object, line: string) => void;
};

export type ShutdownOnSignalOptions = {
  /** The clean stop: HTTP, background work, the pool, the embedded PostgreSQL. */
  stop: () => Promise<void>;
  logger: Logger;
  exit?: (code: number) => void;
  /** Where the signals come from (tests pass an emitter). */
  signals?: { on: (signal: Signal, listener: (signal: Signal) => void) => unknown };
  now?: () => number;
  relayMs?: number;
  deadlineMs?: number;
};

/**
 * On SIGINT or SIGTERM: logs "shutting down", runs `stop` and exits 0 (1 if it failed). A second signal
 * (after the relays of the first) exits 1 at once, as does a stop still running after the deadline; the
 * embedded PostgreSQL is then still signalled by the process's exit (db/embedded/embedded-postgres.ts).
 */
export function shutdownOnSignal({
  stop,
  logger,
  exit = (code) => process.exit(code),
  signals = process,
  now = Date.now,
  relayMs = SIGNAL_RELAY_MS,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
}: ShutdownOnSignalOptions): void {
  let firstAt: number | undefined;
  const onSignal = (signal: Signal) => {
    if (firstAt !== undefined) {
      if (now() - firstAt < relayMs) return;
      logger.warn({ signal }, 'second signal: exiting without waiting for the clean stop');
      exit(1);
      return;
    }
    const startedAt = now();
    firstAt = startedAt;
    logger.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      logger.error({ deadlineMs }, 'shutdown still running after the deadline: exiting without waiting');
      exit(1);
    }, deadlineMs);
    deadline.unref();
    stop().then(
      () => {
        clearTimeout(deadline);
        logger.info({ ms: now() - startedAt }, 'shut down');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        logger.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  signals.on('SIGINT', onSignal);
  signals.on('SIGTERM', onSignal);
}
