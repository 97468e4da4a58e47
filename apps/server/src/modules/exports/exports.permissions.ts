import type { Permission } from '../../graphql/permissions';
import { ALL_ROLES } from '../../graphql/permissions';

/**
 * Any member may ask for an export; each data type then names who may export it (credits and wallet
 * transactions: OWNER, staff pass). A request is only ever visible to the user who made it.
 */
export const exportsPermissions = {
  createExportRequest: ALL_ROLES,
  exportRequest: ALL_ROLES,
} as const satisfies Record<string, Permission>;
