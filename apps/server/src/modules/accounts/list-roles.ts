import { asc } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { roles } from '../../db/schema/index';

/** The roles a member can hold, from the most to the least powerful (spec 1 §6). */
export function listRoles({ deps }: { deps: Pick<AppDeps, 'db'> }) {
  return deps.db.select().from(roles).orderBy(asc(roles.rank));
}
