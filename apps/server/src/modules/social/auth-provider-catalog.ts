import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { catalogs } from '../../db/schema/index';
import { findBackend } from './backends';

export type AuthProviderCatalogRow = typeof catalogs.$inferSelect;

/** The catalog of a provider's backend; null for an unknown provider or one without a catalog (Google). */
export async function authProviderCatalog({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { provider: string };
}): Promise<AuthProviderCatalogRow | null> {
  const backend = await findBackend(deps.db, input.provider);
  if (!backend?.catalogId) return null;
  const [catalog] = await deps.db.select().from(catalogs).where(eq(catalogs.id, backend.catalogId));
  return catalog ?? null;
}
