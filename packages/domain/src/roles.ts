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

export function canEnterArea(area: Area, viewer: Viewer): boolean {
  if (viewer.isStaff) return true;
  switch (area) {
    case 'team':
    case 'company':
    case 'brands':
    case 'linked':
    case 'newCompany':
      return viewer.roleName === 'OWNER' || viewer.roleName === 'ADMIN';
    case 'billing':
      return viewer.roleName === 'OWNER';
    case 'booking':
      return viewer.isApprovedByStaff;
    case 'bookingCalendar':
      return false;
  }
}

/** Who may launch (create) campaigns: everyone but VIEWER (spec 2 §6). */
export function canLaunchCampaigns(viewer: Viewer): boolean {
  return viewer.isStaff || (viewer.roleName !== null && viewer.roleName !== 'VIEWER');
}
