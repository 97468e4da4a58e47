import { ALL_ROLES, EDITORS, OWNER_ADMIN, type Permission } from '../../graphql/permissions';

/** Spec 2 §6: lists for every role; the toggle and budget for editors; remove for OWNER and ADMIN (staff pass). */
export const sponsorListsPermissions = {
  sponsorCampaigns: ALL_ROLES,
  sponsorCampaignStatuses: ALL_ROLES,
  reportRange: ALL_ROLES,
  adsSets: ALL_ROLES,
  activityHistory: ALL_ROLES,
  changeAdSetRunningStatus: EDITORS,
  updateAdsetBudget: EDITORS,
  removeAdSet: OWNER_ADMIN,
  columnSettings: 'signedIn',
  saveColumnSettings: 'signedIn',
} as const satisfies Record<string, Permission>;
