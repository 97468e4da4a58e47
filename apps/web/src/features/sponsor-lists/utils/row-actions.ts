import type { RoleName } from '@portal/domain';

/** The row menu entries of a campaign list (spec 2 §2 and §6), in display order. */
export type RowAction = 'review' | 'edit' | 'activityLog' | 'duplicate' | 'copy' | 'remove' | 'detail';

export type RowActionViewer = { roleName: RoleName | null; isStaff: boolean };

const editors: readonly RoleName[] = ['OWNER', 'ADMIN', 'MEMBER'];
const removers: readonly RoleName[] = ['OWNER', 'ADMIN'];

function hasRole(viewer: RowActionViewer, roles: readonly RoleName[]): boolean {
  return viewer.isStaff || (viewer.roleName !== null && roles.includes(viewer.roleName));
}

/**
 * Review replaces edit for staff; a VIEWER gets neither (the wizard would only offer "back"), only
 * the detail link and the log. Duplicate and copy: staff, OWNER, ADMIN, MEMBER. Remove: staff,
 * OWNER, ADMIN, and never for an ad set that is already REMOVED. SKU performance, diagnose and
 * download sales come with the delivery engine.
 */
export function rowActionsFor(viewer: RowActionViewer, status: string | null): RowAction[] {
  const actions: RowAction[] = [];
  if (viewer.isStaff) actions.push('review');
  else if (hasRole(viewer, editors)) actions.push('edit');
  actions.push('activityLog');
  if (hasRole(viewer, editors)) actions.push('duplicate', 'copy');
  if (hasRole(viewer, removers) && status !== 'REMOVED') actions.push('remove');
  actions.push('detail');
  return actions;
}
