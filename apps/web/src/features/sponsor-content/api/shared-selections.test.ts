import { describe, expect, it } from 'vitest';
import { fragmentNames, selectedFields } from '../../../testing/selected-fields';
import { createQuickSponsorCampaignMutation } from './create-quick-sponsor-campaign';
import { quickBrandCatalogsQuery } from './get-brand-catalogs';

// Decision 0175: the selections the wizards repeat come from lib/sponsor-campaign-fragments.ts, unchanged.
describe("the quick dialog's documents", () => {
  it('the quick campaign answers with the shared outcome and the new campaign id', () => {
    expect(fragmentNames(createQuickSponsorCampaignMutation)).toEqual(['SponsorCampaignOutcome']);
    expect(selectedFields(createQuickSponsorCampaignMutation)).toEqual(
      ['', '.campaign', '.campaign.id', '.errors', '.errors.field', '.errors.messages', '.ok'].map(
        (field) => `createQuickSponsorCampaign${field}`,
      ),
    );
  });

  it("the brand's catalogs come from the fragment the wizard uses too", () => {
    expect(fragmentNames(quickBrandCatalogsQuery)).toEqual(['BrandCatalogFields']);
    expect(selectedFields(quickBrandCatalogsQuery)).toEqual(
      [
        '',
        '.baseUrl',
        '.code',
        '.currencyCode',
        '.currencySymbol',
        '.id',
        '.name',
        '.timeZone',
        '.tzOffset',
      ].map((field) => `brandCatalogs${field}`),
    );
  });
});
