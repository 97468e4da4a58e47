import { describe, expect, it } from 'vitest';
import { under } from '../../../testing/field-paths';
import { fragmentNames, selectedFields } from '../../../testing/selected-fields';
import { meQuery } from './get-me';

// Decision 0175: the shell's first query takes the user's name and locale from lib/me-fragments.ts (the profile
// uses it too) and asks for exactly the fields it asked for before.
describe("the shell's me", () => {
  it('spreads the name fields and keeps every other field', () => {
    expect(fragmentNames(meQuery)).toEqual(['MeNameFields']);
    const fields = [
      'company company.brands company.brands.id company.brands.logo company.brands.name',
      'company.id company.name company.nameWithCluster company.timezone',
      'email firstName id isApprovedByStaff isGfg isImpersonate isOwner language lastName name',
      'role role.id role.name timezone',
    ];
    expect(selectedFields(meQuery)).toEqual(['me', ...under('me', fields.join(' '))].sort());
  });
});
