import { isAllowed } from './permissions';
import { type OperationName, roleMatrix } from './role-matrix';

export const roleNames = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as const;
export type RoleName = (typeof roleNames)[number];

/** Areas of the portal and who may enter them (spec 1 §6, spec 3 §6). Staff may enter every area. */
export type Area =
  | 'team'
  | 'company'
  | 'brands'
  | 'linked'
  | 'newCompany'
  | 'billing'
  | 'booking'
  | 'bookingCalendar';

export type Viewer = { roleName: RoleName | null; isStaff: boolean; isApprovedByStaff: boolean };

/**
 * The operation whose matrix row opens each area (a page is for whoever may run what it shows), so the
 * web's guards and sidebar follow the same rows the server enforces. Booking opens on staff approval
 * (spec 3 §6; the server's requireBookingAccess) and its calendar only to staff (its calls' rows are 'staff').
 */
const areaOperations = {
  team: 'users',
  company: 'updateTeamProfile',
  brands: 'addBrands',
  linked: 'companyLinkedAccounts',
  newCompany: 'createCompany',
  billing: 'wallet',
} as const satisfies Partial<Record<Area, OperationName>>;

export function canEnterArea(area: Area, viewer: Viewer): boolean {
  if (viewer.isStaff) return true;
  if (area === 'booking') return viewer.isApprovedByStaff;
  if (area === 'bookingCalendar') return false;
  return isAllowed(roleMatrix[areaOperations[area]], viewer);
}

/** Who may launch (create) campaigns: everyone but VIEWER (spec 2 §6), as the matrix row says. */
export function canLaunchCampaigns(viewer: Viewer): boolean {
  return isAllowed(roleMatrix.createSponsorCampaign, viewer);
}
