import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { marketplaceApiKeys } from '../../db/schema/index';

/** Who called `/v1/ads/*`: a key staff created (its id) or the environment's `MARKETPLACE_API_KEY` (null). */
export type MarketplaceCaller = { keyId: number | null; name: string };

export const hashMarketplaceKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Answers are kept this long, so a busy marketplace costs no query per call; a revoked key stops within it. */
const CACHE_MS = 10_000;
const cache = new Map<string, { caller: MarketplaceCaller | null; until: number }>();
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
  const cached = cache.get(hash);
  let caller: MarketplaceCaller | null;
  if (cached && cached.until > nowMs) caller = cached.caller;
  else {
    const [row] = await deps.db
      .select({ id: marketplaceApiKeys.id, name: marketplaceApiKeys.name })
      .from(marketplaceApiKeys)
      .where(and(eq(marketplaceApiKeys.keyHash, hash), isNull(marketplaceApiKeys.revokedAt)));
    caller = row ? { keyId: row.id, name: row.name } : null;
    if (cache.size > 1000) cache.clear();
    cache.set(hash, { caller, until: nowMs + CACHE_MS });
  }
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

/** Forgets cached answers (a key was revoked in this process; tests). */
export function forgetMarketplaceKeys(): void {
  cache.clear();
  lastUsedWritten.clear();
}
