import { describe, expect, it } from 'vitest';
import { fragmentNames, selectedFields } from '../../../testing/selected-fields';
import { createSponsorCampaignMutation } from './create-sponsor-campaign';
import { sponsorCampaignQuery } from './get-sponsor-campaign';
import { wizardOptionsQuery } from './get-wizard-options';
import { updateSponsorCampaignMutation } from './update-sponsor-campaign';

const outcome = (mutation: string) => [
  mutation,
  `${mutation}.errors`,
  `${mutation}.errors.field`,
  `${mutation}.errors.messages`,
  `${mutation}.ok`,
];

// Decision 0175: what the sponsor features each wrote again comes from lib/sponsor-campaign-fragments.ts,
// and moving it there asks the server for exactly the fields it asked for before.
describe("the wizard's documents", () => {
  it('create and update take ok and errors from the shared outcome, each naming the campaign fields it reads', () => {
    expect(fragmentNames(createSponsorCampaignMutation)).toEqual(['SponsorCampaignOutcome']);
    expect(fragmentNames(updateSponsorCampaignMutation)).toEqual(['SponsorCampaignOutcome']);
    const campaign = (mutation: string, fields: string[]) => [
      `${mutation}.campaign`,
      ...fields.map((field) => `${mutation}.campaign.${field}`),
    ];
    expect(selectedFields(createSponsorCampaignMutation)).toEqual(
      [
        ...outcome('createSponsorCampaign'),
        ...campaign('createSponsorCampaign', ['adType', 'id', 'status']),
      ].sort(),
    );
    expect(selectedFields(updateSponsorCampaignMutation)).toEqual(
      [
        ...outcome('updateSponsorCampaign'),
        ...campaign('updateSponsorCampaign', ['adType', 'id', 'notes', 'status']),
      ].sort(),
    );
  });

  it("the campaign takes its header and its ad sets' summary from the shared fragments and keeps its own fields", () => {
    expect(fragmentNames(sponsorCampaignQuery)).toEqual(['SponsorCampaignHeader', 'SponsorAdSetSummary']);
    const fields = selectedFields(sponsorCampaignQuery);
    expect(fields).toEqual(
      expect.arrayContaining(
        [
          'id',
          'name',
          'adType',
          'status',
          'brand.name',
          'supplier.walletCurrency.maxFractionDigits',
          'goal',
          'notes',
        ]
          .concat(['adsetSet.productAd.skus', 'adsetSet.bannerAd.placements.landingUrl'])
          .concat(
            [
              'id',
              'name',
              'status',
              'budgetType',
              'budgetTotal',
              'budgetDailyTotal',
              'startDate',
              'endDate',
            ].map((field) => `adsetSet.${field}`),
          )
          .map((field) => `sponsorCampaign.${field}`),
      ),
    );
    expect(fields).toHaveLength(60);
  });

  it("the brand's catalogs and the banner slots come from the fragments the quick dialog uses too", () => {
    expect(fragmentNames(wizardOptionsQuery)).toEqual(['BrandCatalogFields', 'BannerTypeFields']);
    expect(selectedFields(wizardOptionsQuery).filter((field) => field.startsWith('allBanners'))).toEqual(
      ['', '.bannerType', '.height', '.id', '.name', '.platform', '.width'].map(
        (field) => `allBanners${field}`,
      ),
    );
    expect(selectedFields(wizardOptionsQuery)).toHaveLength(28);
    expect(selectedFields(wizardOptionsQuery).filter((field) => field.startsWith('brandCatalogs'))).toEqual(
      ['', 'baseUrl', 'code', 'currencyCode', 'currencySymbol', 'id', 'name', 'timeZone', 'tzOffset'].map(
        (field) => (field ? `brandCatalogs.${field}` : 'brandCatalogs'),
      ),
    );
  });
});
