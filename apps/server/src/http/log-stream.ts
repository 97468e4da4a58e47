import pino from 'pino';

export const LOG_BUFFER_BYTES = 4096;
export const LOG_FLUSH_MS = 1000;

/**
 * Where the server's log lines go: stdout (or `dest`), written in chunks of up to 4 KiB instead of one
 * write per line. Each write is a system call, and on the 2-core bench machine the access line's write was
 * the largest single cost of a `me` request (decision 0121). A timer flushes at least every second, so a
 * quiet server's lines are not held back; pino flushes what is left when the process exits, so only a
 * kill -9 or a power cut can lose the last second of lines.
 */
export function bufferedLogStream(dest: number | string = 1, flushMs = LOG_FLUSH_MS) {
  const stream = pino.destination({ dest, minLength: LOG_BUFFER_BYTES, sync: false });
  const timer = setInterval(() => {
    try {
      stream.flush(() => {});
    } catch {
      // Not open yet, or already ended: the next tick, or pino's own flush at exit, takes the lines.
    }
  }, flushMs);
  timer.unref();
  return {
    stream,
    close: () => {
      clearInterval(timer);
      try {
        stream.flushSync();
      } catch {
        // Nothing is left to write, or the stream never opened.
      }
    },
  };
}
