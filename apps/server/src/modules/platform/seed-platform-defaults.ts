import { configurationDefaults, featureFlagDefaults, roleNames } from '@portal/domain';
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
    .values(Object.entries(featureFlagDefaults).map(([name, isActive]) => ({ name, isActive })))
    .onConflictDoNothing();
  await db
    .insert(configurations)
    .values(Object.entries(configurationDefaults).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}
