import type { Permission } from '../../graphql/permissions';

/** Spec 1 §6: billing documents are for owners (staff pass); credit notes are issued by staff. */
export const documentsPermissions = {
  invoiceTransactions: ['OWNER'],
  monthlyInvoices: ['OWNER'],
  issueCreditNote: 'staff',
} as const satisfies Record<string, Permission>;
