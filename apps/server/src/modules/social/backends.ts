import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { authBackends } from '../../db/schema/index';

export type AuthBackendRow = typeof authBackends.$inferSelect;

export async function findBackend(db: Db, provider: string): Promise<AuthBackendRow | null> {
  if (provider.length > 64) return null;
  const [row] = await db.select().from(authBackends).where(eq(authBackends.provider, provider)).limit(1);
  return row ?? null;
}

function listBackends(db: Db, kind: AuthBackendRow['kind']): Promise<AuthBackendRow[]> {
  return db.select().from(authBackends).where(eq(authBackends.kind, kind)).orderBy(asc(authBackends.id));
}

/** The backends of the given kinds, kind by kind in the order given, each kind oldest first. */
export async function listAuthBackends({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { kinds: readonly AuthBackendRow['kind'][] };
}): Promise<AuthBackendRow[]> {
  const rows: AuthBackendRow[] = [];
  for (const kind of input.kinds) rows.push(...(await listBackends(deps.db, kind)));
  return rows;
}

/** Seller centers belong to the company (its balance pays top-ups); Google is the user's own sign-in. */
export const isCompanyLevel = (backend: Pick<AuthBackendRow, 'kind'>) => backend.kind === 'SELLER_CENTER';

/** Where a flow starts; the web appends `mode` and `redirectUrl` (spec 1 §2). */
export const authStartPath = (provider: string) => `/v1/auth/start/${encodeURIComponent(provider)}`;
