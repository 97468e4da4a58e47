import { describe, expect, it } from 'vitest';
import { type Asker, isAllowed, OWNER_ADMIN } from './permissions';
import { roleMatrix, rulePermissions } from './role-matrix';
import type { RoleName } from './roles';

const as = (roleName: RoleName | null, isStaff = false): Asker => ({ isStaff, roleName });

describe('isAllowed', () => {
  it('lets anyone through a public row and only signed-in users through a signedIn row', () => {
    expect(isAllowed('public', null)).toBe(true);
    expect(isAllowed('signedIn', null)).toBe(false);
    expect(isAllowed('signedIn', as('VIEWER'))).toBe(true);
  });

  it('lets staff through every role row but refuses staff rows to owners', () => {
    expect(isAllowed(['OWNER'], as(null, true))).toBe(true);
    expect(isAllowed('staff', as('OWNER'))).toBe(false);
    expect(isAllowed('staff', as(null, true))).toBe(true);
    expect(isAllowed(OWNER_ADMIN, as('MEMBER'))).toBe(false);
    expect(isAllowed(OWNER_ADMIN, as('ADMIN'))).toBe(true);
    expect(isAllowed(OWNER_ADMIN, null)).toBe(false);
  });

  it('serves a signedOutOr row to visitors and users without a company, and to the named roles inside one', () => {
    const row = { signedOutOr: OWNER_ADMIN };
    expect(isAllowed(row, null)).toBe(true);
    expect(isAllowed(row, as(null))).toBe(true);
    expect(isAllowed(row, as('OWNER'))).toBe(true);
    expect(isAllowed(row, as('MEMBER'))).toBe(false);
    expect(isAllowed(row, as('VIEWER', true))).toBe(true);
  });
});

describe('roleMatrix', () => {
  it('keeps billing for owners and staff tools for staff (spec 1 §6)', () => {
    expect(isAllowed(roleMatrix.wallet, as('ADMIN'))).toBe(false);
    expect(isAllowed(roleMatrix.wallet, as('OWNER'))).toBe(true);
    expect(isAllowed(roleMatrix.impersonateUser, as('OWNER'))).toBe(false);
    expect(isAllowed(roleMatrix.createSponsorCampaign, as('VIEWER'))).toBe(false);
  });
});

describe('rulePermissions', () => {
  it('keeps campaign review for staff and billing exports for owners, every role exporting campaigns', () => {
    expect(isAllowed(rulePermissions.reviewSponsorCampaign, as('OWNER'))).toBe(false);
    expect(isAllowed(rulePermissions.reviewSponsorCampaign, as(null, true))).toBe(true);
    expect(isAllowed(rulePermissions.exportCredits, as('ADMIN'))).toBe(false);
    expect(isAllowed(rulePermissions.exportWalletTransactions, as('OWNER'))).toBe(true);
    expect(isAllowed(rulePermissions.exportSponsorCampaigns, as('VIEWER'))).toBe(true);
  });

  it('names no operation, so the gate reads none of them', () => {
    expect(Object.keys(rulePermissions).filter((name) => name in roleMatrix)).toEqual([]);
  });
});
