import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { configurations } from '../../db/schema/index';
import { billingConfigurationDefaults } from './seed-platform-defaults';

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

/** Entries only the server and staff read (the bank account, the issuer): left out of the public reads. */
const privateKeys = new Set<string>(Object.keys(billingConfigurationDefaults));

/** `configuration(key)`, readable before sign-in: a private entry only for staff. */
export async function getPublicConfiguration({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { isStaff: boolean } | null;
  input: { key: string };
}): Promise<ConfigurationRow | null> {
  if (privateKeys.has(input.key) && !actor?.isStaff) return null;
  return getConfiguration({ deps, input });
}

/** `publicConfigurations`, read by every page before sign-in: every entry but the private ones. */
export async function listPublicConfigurations({
  deps,
}: {
  deps: Pick<AppDeps, 'db'>;
}): Promise<ConfigurationRow[]> {
  return (await listConfigurations({ deps })).filter((row) => !privateKeys.has(row.key));
}

/** Every configuration entry, by key (staff's list). */
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
