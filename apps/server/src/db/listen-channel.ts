import pg from 'pg';
import type { Db } from './client';

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

export type ChannelHandlers = {
  /** Each notification on the channel, with its payload ('' when none). */
  onNotify: (payload: string) => void;
  /**
   * Each time the LISTEN is (re)established: notifications sent while it was down are lost, so the caller
   * catches up (rebuilds, or starts trusting its cache again).
   */
  onConnected: () => void;
  /** The connection dropped (or its first attempt failed): until onConnected, nothing will be heard. */
  onLost?: () => void;
};

/**
 * A dedicated connection (outside the pool, which recycles its clients) LISTENing on `channel`, for the
 * caches kept in a process and told of changes by the database's triggers: the session cache (decision 0177)
 * and the delivery index (decision 0190). Reconnects with backoff from 0.25 s to 10 s.
 */
export function listenToChannel(
  db: Db,
  channel: string,
  handlers: ChannelHandlers,
): { ready: Promise<void>; stop: () => Promise<void> } {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const lost = (current: pg.Client) => {
    if (client !== current) return;
    client = null;
    handlers.onLost?.();
    current.end().catch(() => {});
    if (stopped) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const current = new pg.Client({ ...pool.options, keepAlive: true });
    client = current;
    current.on('error', () => lost(current));
    current.on('end', () => lost(current));
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client !== current || stopped) return;
      retryMs = RETRY_MIN_MS;
      handlers.onConnected();
    } catch {
      lost(current);
    }
  };

  return {
    ready: connect(),
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
