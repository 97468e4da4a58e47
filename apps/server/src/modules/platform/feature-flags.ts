import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { featureFlags } from '../../db/schema/index';

export type FeatureFlagRow = typeof featureFlags.$inferSelect;

/** One flag by name, or null when no flag has it. */
export async function getFeatureFlag({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { name: string };
}): Promise<FeatureFlagRow | null> {
  const [flag] = await deps.db.select().from(featureFlags).where(eq(featureFlags.name, input.name));
  return flag ?? null;
}

/** Every flag, by name. */
export function listFeatureFlags({ deps }: { deps: Pick<AppDeps, 'db'> }): Promise<FeatureFlagRow[]> {
  return deps.db.select().from(featureFlags).orderBy(asc(featureFlags.name));
}

/** Turns a flag on or off; null when no flag has that name. */
export async function updateFeatureFlag({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  input: { name: string; isActive: boolean };
}): Promise<FeatureFlagRow | null> {
  const [flag] = await deps.db
    .update(featureFlags)
    .set({ isActive: input.isActive, updatedAt: deps.now() })
    .where(eq(featureFlags.name, input.name))
    .returning();
  return flag ?? null;
}
