import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authBackends } from '../../db/schema/index';

export type AuthBackendRow = typeof authBackends.$inferSelect;

export async function findBackend(db: Db, provider: string): Promise<AuthBackendRow | null> {
  if (provider.length > 64) return null;
  const [row] = await db.select().from(authBackends).where(eq(authBackends.provider, provider)).limit(1);
  return row ?? null;
}

export function listBackends(db: Db, kind: AuthBackendRow['kind']): Promise<AuthBackendRow[]> {
  return db.select().from(authBackends).where(eq(authBackends.kind, kind)).orderBy(asc(authBackends.id));
}

/** Seller centers belong to the company (its balance pays top-ups); Google is the user's own sign-in. */
export const isCompanyLevel = (backend: Pick<AuthBackendRow, 'kind'>) => backend.kind === 'SELLER_CENTER';

/** Where a flow starts; the web appends `mode` and `redirectUrl` (spec 1 §2). */
export const authStartPath = (provider: string) => `/v1/auth/start/${encodeURIComponent(provider)}`;
