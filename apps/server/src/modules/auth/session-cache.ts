import type { BrandRow } from '../../graphql/loaders';
import { CompanyBrandsCache } from './company-brands-cache';
import type { LoadedSession } from './session';

/** What a change names: one session, every session of a user or of an acting company, or everything. */
export type SessionCacheTarget =
  | { sessionId: string }
  | { userId: number }
  | { companyId: number }
  | { all: true };

export type CachedSession = {
  loaded: LoadedSession;
  lastSeenAt: Date;
  expiresAt: Date;
};

type Entry = CachedSession & { key: string; storedAt: number; companyIds: number[] };

/** The backstop: an entry whose invalidation was lost somehow is used for at most this long. */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

/**
 * Resolved sessions of this process, keyed by the token's hash and the staff company header (decision 0177).
 * Used only while `enabled`: the LISTEN connection that carries other processes' invalidations is up.
 * Every invalidation bumps `generation`; a lookup that started before one may not store what it read,
 * because that read may predate the write the invalidation announced.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  private readonly byCompany = new Map<number, Set<string>>();
  private readonly bySession = new Map<string, Set<string>>();
  private readonly companyBrands: CompanyBrandsCache;
  private generationValue = 0;
  private enabledValue = false;

  constructor(private readonly clock: () => number = () => performance.now()) {
    this.companyBrands = new CompanyBrandsCache(clock, SESSION_CACHE_TTL_MS, MAX_ENTRIES);
  }

  get enabled(): boolean {
    return this.enabledValue;
  }

  get generation(): number {
    return this.generationValue;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The LISTEN connection is up (on) or lost (off): either way nothing cached before can be trusted. */
  setEnabled(enabled: boolean): void {
    this.enabledValue = enabled;
    this.invalidate({ all: true });
  }

  get(sessionId: string, staffCompanyId: number | null): CachedSession | undefined {
    if (!this.enabledValue) return undefined;
    const key = cacheKey(sessionId, staffCompanyId);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock() - entry.storedAt > SESSION_CACHE_TTL_MS) {
      this.remove(key);
      return undefined;
    }
    return entry;
  }

  /** Stores a lookup's result unless an invalidation came in since `generation` was read (see the class). */
  set(staffCompanyId: number | null, value: CachedSession, generation: number): void {
    if (!this.enabledValue || generation !== this.generationValue) return;
    const { session } = value.loaded;
    const key = cacheKey(session.id, staffCompanyId);
    this.remove(key);
    if (this.entries.size >= MAX_ENTRIES) this.remove(this.entries.keys().next().value as string);
    const companyIds = [session.companyId, staffCompanyId].filter((id): id is number => id !== null);
    this.entries.set(key, { ...value, key, storedAt: this.clock(), companyIds });
    addTo(this.bySession, session.id, key);
    addTo(this.byUser, session.user.id, key);
    for (const companyId of companyIds) addTo(this.byCompany, companyId, key);
  }

  /** A company's brands as last read, under the same rules as a session (company-brands-cache.ts). */
  getCompanyBrands(companyId: number): readonly BrandRow[] | undefined {
    return this.enabledValue ? this.companyBrands.get(companyId) : undefined;
  }

  /** Stores a company's brands read since `generation` unless an invalidation came in meanwhile. */
  setCompanyBrands(companyId: number, brands: readonly BrandRow[], generation: number): void {
    if (this.enabledValue && generation === this.generationValue) this.companyBrands.set(companyId, brands);
  }

  /** The session was seen again: only its `lastSeenAt` moves, which changes nothing it resolves to. */
  touch(sessionId: string, staffCompanyId: number | null, lastSeenAt: Date): void {
    const entry = this.entries.get(cacheKey(sessionId, staffCompanyId));
    if (entry) entry.lastSeenAt = lastSeenAt;
  }

  invalidate(target: SessionCacheTarget): void {
    this.generationValue += 1;
    if ('all' in target) {
      this.entries.clear();
      this.byUser.clear();
      this.byCompany.clear();
      this.bySession.clear();
      this.companyBrands.clear();
    } else if ('sessionId' in target) {
      for (const key of [...(this.bySession.get(target.sessionId) ?? [])]) this.remove(key);
    } else if ('userId' in target) {
      for (const key of [...(this.byUser.get(target.userId) ?? [])]) this.remove(key);
    } else {
      for (const key of [...(this.byCompany.get(target.companyId) ?? [])]) this.remove(key);
      this.companyBrands.forget(target.companyId);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const { session } = entry.loaded;
    removeFrom(this.bySession, session.id, key);
    removeFrom(this.byUser, session.user.id, key);
    for (const companyId of entry.companyIds) removeFrom(this.byCompany, companyId, key);
  }
}

function cacheKey(sessionId: string, staffCompanyId: number | null): string {
  return `${sessionId}|${staffCompanyId ?? ''}`;
}

function addTo<K>(index: Map<K, Set<string>>, id: K, key: string): void {
  let keys = index.get(id);
  if (!keys) {
    keys = new Set();
    index.set(id, keys);
  }
  keys.add(key);
}

function removeFrom<K>(index: Map<K, Set<string>>, id: K, key: string): void {
  const keys = index.get(id);
  if (!keys) return;
  keys.delete(key);
  if (keys.size === 0) index.delete(id);
}

/** Parses a `session_cache` notification payload (drizzle/0008_session_cache_notify.sql). */
export function parseSessionCacheTarget(payload: string | undefined): SessionCacheTarget {
  const match = /^([suc]):(.+)$/.exec(payload ?? '');
  if (!match) return { all: true };
  const [, kind, id] = match as unknown as [string, string, string];
  if (kind === 's') return { sessionId: id };
  const numeric = Number(id);
  // Anything unexpected forgets everything rather than nothing.
  if (!Number.isSafeInteger(numeric)) return { all: true };
  return kind === 'u' ? { userId: numeric } : { companyId: numeric };
}
