import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

/** The statuses the filter offers for a list (campaignType SPONSOR) and the report range. */
export const sponsorCampaignStatusesQuery = graphql(`
  query SponsorCampaignStatuses($campaignType: String, $adType: SponsorAdType) {
    sponsorCampaignStatuses(campaignType: $campaignType, adType: $adType)
    reportRange {
      startDate
      endDate
    }
  }
`);

export function useSponsorCampaignStatuses(adType: 'PRODUCT' | 'BANNER') {
  return useQuery({ query: sponsorCampaignStatusesQuery, variables: { campaignType: 'SPONSOR', adType } });
}
