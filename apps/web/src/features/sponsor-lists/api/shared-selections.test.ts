import { describe, expect, it } from 'vitest';
import { under } from '../../../testing/field-paths';
import { fragmentNames, selectedFields } from '../../../testing/selected-fields';
import { adsSetsQuery } from './get-ads-sets';
import { sponsorCampaignQuery } from './get-sponsor-campaign';
import { sponsorCampaignsQuery } from './get-sponsor-campaigns';

// Decision 0175: what the sponsor features each wrote again comes from lib/, and moving it there asks the
// server for exactly the fields it asked for before.
describe("the lists' documents", () => {
  it("the ad-set page's campaign takes its header from the fragment the wizard uses too", () => {
    expect(fragmentNames(sponsorCampaignQuery)).toEqual(['SponsorCampaignHeader']);
    const fields = [
      // adsetSet.effectiveStatus: the title badge says why the campaign does not deliver (6ebc331).
      'adType adsetSet adsetSet.catalog adsetSet.catalog.code adsetSet.catalog.id adsetSet.catalog.name',
      'adsetSet.effectiveStatus',
      'adsetSet.id brand brand.id brand.name id name status supplier supplier.id supplier.name',
      'supplier.walletCurrency supplier.walletCurrency.code supplier.walletCurrency.maxFractionDigits',
      'supplier.walletCurrency.symbol',
    ];
    expect(selectedFields(sponsorCampaignQuery)).toEqual(
      ['sponsorCampaign', ...under('sponsorCampaign', fields.join(' '))].sort(),
    );
  });

  it("an ad-set line takes its name, status, budget and dates from the wizard's ad-set summary", () => {
    const line =
      'budgetDailyTotal budgetTotal budgetType catalog catalog.code catalog.name catalog.timeZone effectiveStatus' +
      ' endDate id name report runningStatus startDate status';
    for (const [query, path] of [
      [sponsorCampaignsQuery, 'sponsorCampaigns.objects.adsetSet'],
      [adsSetsQuery, 'adsSets.objects'],
    ] as const) {
      expect(fragmentNames(query)).toEqual(['AdSetListFields', 'SponsorAdSetSummary', 'SponsorReportFields']);
      expect(selectedFields(query)).toEqual(expect.arrayContaining(under(path, line)));
    }
    // catalog.timeZone: the schedule's days are read in the ad set's catalog's zone (decision 0181).
    expect(selectedFields(sponsorCampaignsQuery)).toHaveLength(61);
    expect(selectedFields(adsSetsQuery)).toHaveLength(32);
  });
});
