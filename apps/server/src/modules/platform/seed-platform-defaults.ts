import {
  configurationDefaults,
  featureFlagDefaults,
  featureFlagDescriptions,
  roleNames,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configurations, featureFlags, roles } from '../../db/schema/index';

/**
 * Reference rows every install needs: roles, every flag and configuration key of the specs.
 * Existing rows keep their values (staff may have switched them); new names are added at start.
 */
export async function seedPlatformDefaults(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(roleNames.map((name, rank) => ({ name, rank })))
    .onConflictDoNothing();
  await db
    .insert(featureFlags)
    .values(
      Object.entries(featureFlagDefaults).map(([name, isActive]) => ({
        name,
        isActive,
        description: featureFlagDescriptions[name as keyof typeof featureFlagDefaults],
      })),
    )
    // Descriptions follow the code; whether a flag is on stays as staff left it.
    .onConflictDoUpdate({ target: featureFlags.name, set: { description: sql`excluded.description` } });
  await db
    .insert(configurations)
    .values(Object.entries(configurationDefaults).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}
