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
 * Configuration of billing documents and payments, edited by staff: the marketplace as the issuer printed on
 * invoices and credit notes, and the bank account customers pay wire-transfer and credit-note top-ups into.
 * JSON objects; an empty field is left off the document and the payment instructions. Seeded empty: a real
 * install must never tell customers to pay into a made-up account (the demo fills them, seed-demo-billing).
 * Private: not in the public configuration reads (`configuration(key)`, `publicConfigurations`).
 */
export const billingConfigurationDefaults = {
  invoice_issuer: JSON.stringify({ legalName: '', address: '', taxNumber: '' }),
  wire_transfer_bank_details: JSON.stringify({
    bankName: '',
    accountName: '',
    accountNumber: '',
    swiftCode: '',
  }),
} as const satisfies Record<string, string>;

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
    .values(
      Object.entries({ ...configurationDefaults, ...billingConfigurationDefaults }).map(([key, value]) => ({
        key,
        value,
      })),
    )
    .onConflictDoNothing();
}
