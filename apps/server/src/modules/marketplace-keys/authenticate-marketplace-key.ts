import { createHash, timingSafeEqual } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { marketplaceApiKeys } from '../../db/schema/index';

/** Who called `/v1/ads/*`: a key staff created (its id) or the environment's `MARKETPLACE_API_KEY` (null). */
export type MarketplaceCaller = { keyId: number | null; name: string };

export const hashMarketplaceKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/**
 * The live keys are held in memory, all of them (staff create a handful): reloaded in one query every
 * RELOAD_MS, so a revoked key stops within it in every process (at once in the one that revoked it), and
 * at most every MISS_RELOAD_MS when a key is not among them (a key staff just created works within it).
 * An unknown key therefore costs a hash and a lookup, never a query of its own, however many are tried.
 */
const RELOAD_MS = 10_000;
const MISS_RELOAD_MS = 1_000;
type LiveKeys = { byHash: Map<string, MarketplaceCaller>; loadedAt: number; generation: number };
/** Bumped by forgetMarketplaceKeys: every set loaded before is stale. */
let liveKeysGeneration = 0;
const liveKeys = new WeakMap<object, LiveKeys>();
const loading = new WeakMap<object, Promise<LiveKeys>>();

function loadLiveKeys(db: AppDeps['db'], nowMs: number): Promise<LiveKeys> {
  const running = loading.get(db);
  if (running) return running;
  const generation = liveKeysGeneration;
  const load = (async () => {
    try {
      const rows = await db
        .select({
          id: marketplaceApiKeys.id,
          name: marketplaceApiKeys.name,
          hash: marketplaceApiKeys.keyHash,
        })
        .from(marketplaceApiKeys)
        .where(isNull(marketplaceApiKeys.revokedAt));
      const keys = {
        byHash: new Map(rows.map((row) => [row.hash, { keyId: row.id, name: row.name }])),
        loadedAt: nowMs,
        generation,
      };
      liveKeys.set(db, keys);
      return keys;
    } finally {
      loading.delete(db);
    }
  })();
  loading.set(db, load);
  return load;
}

/** `last_used_at` is written at most this often per key, so a busy marketplace costs no write per call. */
export const LAST_USED_WRITE_MS = 60_000;
/** When this process last wrote each stored key's `last_used_at` (by key id). */
const lastUsedWritten = new Map<number, number>();

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(hashMarketplaceKey(given));
  const b = Buffer.from(hashMarketplaceKey(expected));
  return timingSafeEqual(a, b);
}

/** The bearer key of an `Authorization` header, or null when the header carries none. */
export function bearerKey(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S{16,512})\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}

/**
 * The caller a marketplace key belongs to, or null for an unknown or revoked key. Never a session:
 * `/v1/ads/*` reads no cookie.
 */
export async function authenticateMarketplaceKey(
  deps: Pick<AppDeps, 'db' | 'config'>,
  key: string,
  nowMs: number = Date.now(),
): Promise<MarketplaceCaller | null> {
  if (deps.config.marketplaceApiKey && sameKey(key, deps.config.marketplaceApiKey)) {
    return { keyId: null, name: 'MARKETPLACE_API_KEY' };
  }
  const hash = hashMarketplaceKey(key);
  let keys = liveKeys.get(deps.db);
  if (
    !keys ||
    keys.generation !== liveKeysGeneration ||
    nowMs - keys.loadedAt >= RELOAD_MS ||
    nowMs < keys.loadedAt
  )
    keys = await loadLiveKeys(deps.db, nowMs);
  let caller = keys.byHash.get(hash) ?? null;
  if (!caller && nowMs - keys.loadedAt >= MISS_RELOAD_MS)
    caller = (await loadLiveKeys(deps.db, nowMs)).byHash.get(hash) ?? null;
  if (caller?.keyId != null) await noteKeyUsed(deps, caller.keyId, nowMs);
  return caller;
}

/**
 * Writes a stored key's `last_used_at` when this process has not written it in the last minute: one
 * update per key and minute, however many calls. Marked before the write, so concurrent calls do not all
 * write; a failed write is tried again at the next call instead of refusing this one.
 */
async function noteKeyUsed(deps: Pick<AppDeps, 'db'>, keyId: number, nowMs: number): Promise<void> {
  const last = lastUsedWritten.get(keyId);
  if (last !== undefined && nowMs - last < LAST_USED_WRITE_MS) return;
  if (lastUsedWritten.size > 1000) lastUsedWritten.clear();
  lastUsedWritten.set(keyId, nowMs);
  try {
    await deps.db
      .update(marketplaceApiKeys)
      .set({ lastUsedAt: new Date(nowMs) })
      .where(eq(marketplaceApiKeys.id, keyId));
  } catch {
    lastUsedWritten.delete(keyId);
  }
}

/** Forgets the live keys of every database (a key was revoked or created in this process; tests). */
export function forgetMarketplaceKeys(): void {
  liveKeysGeneration += 1;
  lastUsedWritten.clear();
}
