import { describe, expect, it } from 'vitest';
import { acceptInvitationNewUserSchema, invitationStatus, splitFullName } from './invitation';
import {
  canGrantRole,
  canManageMember,
  grantableRoles,
  inviteMemberSchema,
  needsOwnerConfirmation,
} from './team';

const owner = { roleName: 'OWNER' as const, isStaff: false };
const admin = { roleName: 'ADMIN' as const, isStaff: false };
const staff = { roleName: null, isStaff: true };

describe('invite schema', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(inviteMemberSchema.parse({ email: '  New@Example.TEST ', roleId: '3' }).email).toBe(
      'new@example.test',
    );
  });

  it('asks for an e-mail first, then for a valid one', () => {
    const empty = inviteMemberSchema.safeParse({ email: '  ', roleId: '3' });
    expect(empty.success || empty.error.issues[0]?.message).toBe('team:error.requireEmail');
    const bad = inviteMemberSchema.safeParse({ email: 'not-an-email', roleId: '3' });
    expect(bad.success || bad.error.issues[0]?.message).toBe('team:error.invalidEmail');
  });
});

describe('owner rules', () => {
  it('lets only owners and staff grant OWNER', () => {
    expect(canGrantRole(owner, 'OWNER')).toBe(true);
    expect(canGrantRole(staff, 'OWNER')).toBe(true);
    expect(canGrantRole(admin, 'OWNER')).toBe(false);
    expect(canGrantRole(admin, 'MEMBER')).toBe(true);
    expect(canGrantRole({ roleName: 'MEMBER', isStaff: false }, 'VIEWER')).toBe(false);
  });

  it('keeps admins away from owners', () => {
    expect(canManageMember(admin, { roleName: 'OWNER' })).toBe(false);
    expect(canManageMember(admin, { roleName: 'VIEWER' })).toBe(true);
    expect(canManageMember(owner, { roleName: 'OWNER' })).toBe(true);
  });

  it('offers admins every role but OWNER, least privileged first (issue 12)', () => {
    const roles = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'].map((name) => ({ name }));
    expect(grantableRoles(admin, roles).map((role) => role.name)).toEqual(['VIEWER', 'MEMBER', 'ADMIN']);
    expect(grantableRoles(owner, roles).map((role) => role.name)).toEqual([
      'VIEWER',
      'MEMBER',
      'ADMIN',
      'OWNER',
    ]);
    expect(grantableRoles(staff, roles)[0]?.name).toBe('VIEWER');
    expect(needsOwnerConfirmation(roles[0])).toBe(true);
    expect(needsOwnerConfirmation(roles[1])).toBe(false);
  });
});

describe('invitation acceptance', () => {
  it('splits a full name into first and last', () => {
    expect(splitFullName('  Ana  Maria Souza ')).toEqual({ firstName: 'Ana', lastName: 'Maria Souza' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('needs a name and a policy-strong password', () => {
    const weak = acceptInvitationNewUserSchema.safeParse({ name: ' ', password: 'short' });
    expect(weak.success).toBe(false);
    const messages = weak.success ? [] : weak.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(['team:error.requireName', 'team:error.invalidPassword']);
    expect(
      acceptInvitationNewUserSchema.safeParse({ name: 'Ana', password: 'Str0ng!Passw0rd' }).success,
    ).toBe(true);
  });

  it('reads a pending invitation past its expiry as EXPIRED', () => {
    const now = new Date('2025-01-10T00:00:00Z');
    expect(invitationStatus('PENDING', new Date('2025-01-09T00:00:00Z'), now)).toBe('EXPIRED');
    expect(invitationStatus('PENDING', new Date('2025-01-11T00:00:00Z'), now)).toBe('PENDING');
    expect(invitationStatus('ACCEPTED', new Date('2025-01-09T00:00:00Z'), now)).toBe('ACCEPTED');
  });
});
