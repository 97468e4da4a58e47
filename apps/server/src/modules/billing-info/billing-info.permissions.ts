import type { Permission } from '../../graphql/permissions';

/** Spec 1 §6: billing is for owners only (staff always pass). */
export const billingInfoPermissions = {
  billingInfo: ['OWNER'],
  updateBillingDetails: ['OWNER'],
} as const satisfies Record<string, Permission>;
