import { isAllowed } from '@portal/domain/permissions';
import { roleMatrix } from '@portal/domain/role-matrix';
import type { RoleName } from '@portal/domain/roles';

/** The row menu entries of a campaign list (spec 2 §2 and §6), in display order. */
export type RowAction =
  | 'review'
  | 'edit'
  | 'skuPerformance'
  | 'activityLog'
  | 'diagnose'
  | 'downloadSales'
  | 'duplicate'
  | 'copy'
  | 'remove'
  | 'detail';

export type RowActionViewer = { roleName: RoleName | null; isStaff: boolean };

/** What the list knows beyond the row's status: its ad type, and whether sales can be downloaded (flag). */
export type RowActionOptions = { adType?: string | null; salesDownload?: boolean; diagnose?: boolean };

/**
 * Review replaces edit for staff; a VIEWER gets neither (the wizard would only offer "back"), only
 * the detail link and the log. Edit, duplicate, copy and remove follow their operations' rows of the role
 * matrix (packages/domain), and remove never shows for an ad set that is already REMOVED. SKU performance is for
 * product campaigns (every role reads reports); download sales needs its flag (download_campaign_sales).
 */
export function rowActionsFor(
  viewer: RowActionViewer,
  status: string | null,
  options: RowActionOptions = {},
): RowAction[] {
  const actions: RowAction[] = [];
  if (viewer.isStaff) actions.push('review');
  else if (isAllowed(roleMatrix.updateSponsorCampaign, viewer)) actions.push('edit');
  if (options.adType === 'PRODUCT' && isAllowed(roleMatrix.skusReport, viewer))
    actions.push('skuPerformance');
  actions.push('activityLog');
  // Diagnose: staff only (the matrix row) and its flag (sponsor_campaign_diagnostics, `diagnose`).
  if (options.diagnose && isAllowed(roleMatrix.diagnostics, viewer)) actions.push('diagnose');
  if (options.salesDownload) actions.push('downloadSales');
  if (isAllowed(roleMatrix.duplicateSponsorCampaign, viewer)) actions.push('duplicate');
  if (isAllowed(roleMatrix.copySponsorCampaign, viewer)) actions.push('copy');
  if (isAllowed(roleMatrix.removeAdSet, viewer) && status !== 'REMOVED') actions.push('remove');
  actions.push('detail');
  return actions;
}
