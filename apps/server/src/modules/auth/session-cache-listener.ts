import pg from 'pg';
import type { Db } from '../../db/client';
import { parseSessionCacheTarget, SessionCache, type SessionCacheTarget } from './session-cache';

/** The channel drizzle/0008_session_cache_notify.sql's triggers notify on. */
export const SESSION_CACHE_CHANNEL = 'session_cache';
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

export type SessionCacheHandle = {
  cache: SessionCache;
  /** Resolves once the LISTEN connection is up (or its first attempt failed: the cache then stays off). */
  ready: Promise<void>;
  stop: () => Promise<void>;
};

const handles = new WeakMap<Db, SessionCacheHandle>();

/** The running cache of this database, if the app started one (unit tests' hand-built deps have none). */
export function sessionCacheOf(db: Db): SessionCache | undefined {
  return handles.get(db)?.cache;
}

/**
 * This process's part of an invalidation, called by a use case right after its write commits, so the very
 * next request here is answered from the database. Other processes learn it from the triggers' NOTIFY.
 */
export function invalidateSessionCache(db: Db, target: SessionCacheTarget): void {
  handles.get(db)?.cache.invalidate(target);
}

/**
 * Starts the cache with a dedicated connection that LISTENs for the triggers' notifications. While that
 * connection is down (not yet up, dropped, reconnecting) the cache is empty and bypassed.
 */
export function startSessionCache(db: Db, options: { channel?: string } = {}): SessionCacheHandle {
  const existing = handles.get(db);
  if (existing) return existing;
  const channel = options.channel ?? SESSION_CACHE_CHANNEL;
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const cache = new SessionCache();
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const lost = (current: pg.Client) => {
    if (client !== current) return;
    client = null;
    cache.setEnabled(false);
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
      if (message.channel === channel) cache.invalidate(parseSessionCacheTarget(message.payload));
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client !== current || stopped) return;
      retryMs = RETRY_MIN_MS;
      cache.setEnabled(true);
    } catch {
      lost(current);
    }
  };

  const handle: SessionCacheHandle = {
    cache,
    ready: connect(),
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      handles.delete(db);
      cache.setEnabled(false);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
  handles.set(db, handle);
  return handle;
}

export async function stopSessionCache(db: Db): Promise<void> {
  await handles.get(db)?.stop();
}
