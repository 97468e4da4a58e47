import { graphql } from '../../../gql/graphql';

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
    id
    name
    status
    runningStatus
    effectiveStatus
    budgetType
    budgetTotal
    budgetDailyTotal
    startDate
    endDate
    catalog {
      code
      name
    }
    report {
      ...SponsorReportFields
    }
  }
`,
  [sponsorReportFieldsFragment],
);
