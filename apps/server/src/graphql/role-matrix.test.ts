import { describe, expect, it } from 'vitest';
import { isAllowed } from './permissions';
import { roleMatrix } from './role-matrix';
import { schema } from './schema';

const operations = [
  ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
  ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
];

const user = (roleName: 'OWNER' | 'ADMIN' | 'MEMBER' | 'VIEWER' | null, isStaff = false) => ({
  user: { isStaff } as never,
  roleName,
});

describe('role matrix', () => {
  it('has a row for every query and mutation of the schema', () => {
    const missing = operations.filter((operation) => !(operation in roleMatrix));
    expect(missing).toEqual([]);
  });

  it('has no row for an operation the schema does not have', () => {
    const stale = Object.keys(roleMatrix).filter((operation) => !operations.includes(operation));
    expect(stale).toEqual([]);
  });

  it('lets staff through every role row but refuses staff rows to owners', () => {
    expect(isAllowed(['OWNER'], user(null, true))).toBe(true);
    expect(isAllowed('staff', user('OWNER'))).toBe(false);
    expect(isAllowed(['OWNER', 'ADMIN'], user('MEMBER'))).toBe(false);
    expect(isAllowed('signedIn', null)).toBe(false);
    expect(isAllowed('public', null)).toBe(true);
  });
});
