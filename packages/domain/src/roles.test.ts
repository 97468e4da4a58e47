import { describe, expect, it } from 'vitest';
import { canEnterArea, canLaunchCampaigns } from './roles';

const as = (
  roleName: 'OWNER' | 'ADMIN' | 'MEMBER' | 'VIEWER',
  extra: Partial<{ isStaff: boolean; isApprovedByStaff: boolean }> = {},
) => ({
  roleName,
  isStaff: false,
  isApprovedByStaff: false,
  ...extra,
});

describe('area permissions', () => {
  it('keeps billing for owners', () => {
    expect(canEnterArea('billing', as('OWNER'))).toBe(true);
    expect(canEnterArea('billing', as('ADMIN'))).toBe(false);
  });

  it('lets owners and admins manage the team, never members or viewers', () => {
    expect(canEnterArea('team', as('ADMIN'))).toBe(true);
    expect(canEnterArea('team', as('MEMBER'))).toBe(false);
    expect(canEnterArea('team', as('VIEWER'))).toBe(false);
  });

  it('opens booking to users approved by staff and the calendar to staff only', () => {
    expect(canEnterArea('booking', as('MEMBER'))).toBe(false);
    expect(canEnterArea('booking', as('MEMBER', { isApprovedByStaff: true }))).toBe(true);
    expect(canEnterArea('bookingCalendar', as('OWNER', { isApprovedByStaff: true }))).toBe(false);
    expect(canEnterArea('bookingCalendar', { roleName: null, isStaff: true, isApprovedByStaff: false })).toBe(
      true,
    );
  });

  it('refuses campaign launch to viewers', () => {
    expect(canLaunchCampaigns(as('VIEWER'))).toBe(false);
    expect(canLaunchCampaigns(as('MEMBER'))).toBe(true);
  });
});
