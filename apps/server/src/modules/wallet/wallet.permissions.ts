import type { Permission } from '../../graphql/permissions';

/**
 * Spec 1 §6: billing is for owners only (staff always pass). The postings and the expiry run are
 * staff tools until the delivery engine and the job runner call the use cases themselves.
 */
export const walletPermissions = {
  wallet: ['OWNER'],
  listCredits: ['OWNER'],
  walletTransactions: ['OWNER'],
  postWalletSpend: 'staff',
  postManualCredit: 'staff',
  runCreditExpiry: 'staff',
} as const satisfies Record<string, Permission>;
