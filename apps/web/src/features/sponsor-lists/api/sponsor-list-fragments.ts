import { graphql } from '../../../gql/graphql';
import { sponsorAdSetSummaryFragment } from '../../../lib/sponsor-ad-set-fragments';

/** The twelve metrics of spec 2 §7 a campaign or ad-set line shows; read with `readFragment`. */
export const sponsorReportFieldsFragment = graphql(`
  fragment SponsorReportFields on SponsorCampaignReport {
    skuCount
    impressions
    clicks
    ctr
    conv
    costs
    roas
    cpc
    cpm
    itemsSold
    click7Sales
    purchases
  }
`);

/** One ad-set line of the campaign and ad-set lists: status, budget, dates, country and its report. */
export const adSetListFieldsFragment = graphql(
  `
  fragment AdSetListFields on SponsorAdSet {
    ...SponsorAdSetSummary
    runningStatus
    effectiveStatus
    catalog {
      code
      name
      timeZone
    }
    report {
      ...SponsorReportFields
    }
  }
`,
  [sponsorAdSetSummaryFragment, sponsorReportFieldsFragment],
);
