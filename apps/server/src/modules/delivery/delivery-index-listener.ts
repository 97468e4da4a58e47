import pg from 'pg';
import type { Db } from '../../db/client';

/** The channel drizzle/0012_delivery_engine.sql's triggers notify on. */
export const DELIVERY_INDEX_CHANNEL = 'delivery_index';
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * A dedicated connection LISTENing on `channel` (the approach of auth/session-cache-listener.ts): calls
 * `onNotify` for each notification, and `onConnected` each time the LISTEN is (re)established, since
 * notifications sent while it was down are lost and the caller must catch up. Reconnects with backoff.
 */
export function listenForChanges(
  db: Db,
  handlers: { onNotify: () => void; onConnected: () => void },
  channel = DELIVERY_INDEX_CHANNEL,
): { ready: Promise<void>; stop: () => Promise<void> } {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const lost = (current: pg.Client) => {
    if (client !== current) return;
    client = null;
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
      if (message.channel === channel) handlers.onNotify();
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
