import { describe, expect, it } from 'vitest';
import { under } from '../../../testing/field-paths';
import { fragmentNames, selectedFields } from '../../../testing/selected-fields';
import { companySettingsQuery } from './get-company-settings';
import { updateTeamProfileMutation } from './update-team-profile';

const formFields =
  'address address2 authorizedName countryCode id name postalCode registrationNo reportCurrency size timezone' +
  ' sellers sellers.catalog sellers.catalog.id sellers.id sellers.nameWithCatalog sellers.originalSellerId';

// Decision 0175: the company form's fields are one fragment, and the documents ask for what they asked before.
describe("the company's documents", () => {
  it('the settings take the form fields from the fragment and add the wallet currency and the lock', () => {
    expect(fragmentNames(companySettingsQuery)).toEqual(['CompanyProfileFields']);
    expect(selectedFields(companySettingsQuery)).toEqual(
      [
        'brandCatalogs',
        'brandCatalogs.id',
        'currencies',
        ...under('currencies', 'code id name symbol'),
        'me',
        ...under('me', 'company id'),
        ...under('me.company', `${formFields} canBeUpdated walletCurrency`),
        ...under('me.company.walletCurrency', 'code name symbol'),
      ].sort(),
    );
  });

  it('the update answers with the same form fields and the name with cluster', () => {
    expect(fragmentNames(updateTeamProfileMutation)).toEqual(['CompanyProfileFields']);
    expect(selectedFields(updateTeamProfileMutation)).toEqual(
      [
        'updateTeamProfile',
        ...under('updateTeamProfile', 'company errors errors.field errors.messages ok'),
        ...under('updateTeamProfile.company', `${formFields} nameWithCluster`),
      ].sort(),
    );
  });
});
