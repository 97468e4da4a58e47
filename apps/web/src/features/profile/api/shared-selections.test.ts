import { describe, expect, it } from 'vitest';
import { under } from '../../../testing/field-paths';
import { fragmentNames, selectedFields } from '../../../testing/selected-fields';
import { profileQuery } from './get-profile';
import { updateProfileMutation } from './update-profile';

const formFields = 'enabled2fa firstName id language lastName timezone title';

// Decision 0175: the profile form's fields are one fragment (its name and locale from the shell's), and the
// documents ask for what they asked before.
describe("the profile's documents", () => {
  it('the profile takes the form fields from the fragment and adds what the tabs read', () => {
    expect(fragmentNames(profileQuery)).toEqual(['ProfileFormFields', 'MeNameFields']);
    expect(selectedFields(profileQuery)).toEqual(
      [
        'me',
        ...under('me', `${formFields} allLanguages allLanguages.code allLanguages.label email`),
        ...under('me', 'hasUsablePassword isImpersonate'),
      ].sort(),
    );
  });

  it("the update answers with the same form fields and the shell's name", () => {
    expect(fragmentNames(updateProfileMutation)).toEqual(['ProfileFormFields', 'MeNameFields']);
    expect(selectedFields(updateProfileMutation)).toEqual(
      [
        'updateProfile',
        ...under('updateProfile', 'errors errors.field errors.messages me ok'),
        ...under('updateProfile.me', `${formFields} name`),
      ].sort(),
    );
  });
});
