import type { Db } from '../../db/client';
import { listenToChannel } from '../../db/listen-channel';
import { parseSessionCacheTarget, SessionCache, type SessionCacheTarget } from './session-cache';

/** The channel drizzle/0008_session_cache_notify.sql's triggers notify on. */
export const SESSION_CACHE_CHANNEL = 'session_cache';

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
  const cache = new SessionCache();
  const listener = listenToChannel(db, channel, {
    onNotify: (payload) => cache.invalidate(parseSessionCacheTarget(payload)),
    onConnected: () => cache.setEnabled(true),
    onLost: () => cache.setEnabled(false),
  });
  const handle: SessionCacheHandle = {
    cache,
    ready: listener.ready,
    stop: async () => {
      handles.delete(db);
      cache.setEnabled(false);
      await listener.stop();
    },
  };
  handles.set(db, handle);
  return handle;
}

export async function stopSessionCache(db: Db): Promise<void> {
  await handles.get(db)?.stop();
}
