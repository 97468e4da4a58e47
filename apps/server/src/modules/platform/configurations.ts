import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { configurations } from '../../db/schema/index';

export type ConfigurationRow = typeof configurations.$inferSelect;

/** One configuration entry by key, or null when there is none. */
export async function getConfiguration({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { key: string };
}): Promise<ConfigurationRow | null> {
  const [row] = await deps.db.select().from(configurations).where(eq(configurations.key, input.key));
  return row ?? null;
}

/** Every configuration entry, by key. */
export function listConfigurations({ deps }: { deps: Pick<AppDeps, 'db'> }): Promise<ConfigurationRow[]> {
  return deps.db.select().from(configurations).orderBy(asc(configurations.key));
}

/** Sets an entry's value; null when the key does not exist (keys are seeded, never created here). */
export async function updateConfiguration({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  input: { key: string; value: string };
}): Promise<ConfigurationRow | null> {
  const [row] = await deps.db
    .update(configurations)
    .set({ value: input.value, updatedAt: deps.now() })
    .where(eq(configurations.key, input.key))
    .returning();
  return row ?? null;
}
