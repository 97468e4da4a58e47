import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configurations } from '../../db/schema/index';
import { billingConfigurationDefaults } from './seed-platform-defaults';

/** The demo marketplace's issuer and bank account: made-up figures, for the demo only. */
const demoBillingConfiguration: Record<keyof typeof billingConfigurationDefaults, string> = {
  invoice_issuer: JSON.stringify({
    legalName: 'Marketing Portal Pte. Ltd.',
    address: '1 Raffles Place, #20-01, Singapore 048616',
    taxNumber: 'M90000000A',
  }),
  wire_transfer_bank_details: JSON.stringify({
    bankName: 'DBS Bank Ltd.',
    accountName: 'Marketing Portal Pte. Ltd.',
    accountNumber: '003-900000-1',
    swiftCode: 'DBSSSGSG',
  }),
};

/** Fills the billing configuration with the demo's figures where it is still the empty default (staff edits stay). */
export async function seedDemoBillingConfiguration(db: Db): Promise<void> {
  for (const [key, value] of Object.entries(demoBillingConfiguration)) {
    const empty = billingConfigurationDefaults[key as keyof typeof billingConfigurationDefaults];
    await db
      .update(configurations)
      .set({ value })
      .where(and(eq(configurations.key, key), eq(configurations.value, empty)));
  }
}
