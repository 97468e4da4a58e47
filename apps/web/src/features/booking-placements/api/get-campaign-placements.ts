import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/**
 * The campaign's booked placements with their fields and values (decision 0240 `campaignPlacements`), the
 * campaign's status (fields are editable in some) and the catalogs' addresses (a landing URL's host).
 */
export const campaignPlacementsQuery = graphql(`
  query BookingCampaignPlacements($campaignId: ID!) {
    campaign(campaignId: $campaignId) {
      id
      name
      status
    }
    campaignPlacements(campaignId: $campaignId) {
      id
      startDate
      endDate
      landingUrl
      rejectReason
      isOwner
      languages
      venture {
        id
        name
        code
        timeZone
      }
      segment {
        id
        name
      }
      placement {
        id
        name
        previewImg
        description
      }
      fields {
        order
        name
        guide
        rule
        type
      }
      values {
        fieldName
        languageCode
        draftValue
        publishedValue
      }
    }
    allCatalogs {
      id
      code
      baseUrl
    }
  }
`);

export type CampaignPlacementsData = ResultOf<typeof campaignPlacementsQuery>;
export type CampaignPlacement = CampaignPlacementsData['campaignPlacements'][number];
export type PlacementFieldConfig = CampaignPlacement['fields'][number];
export type PlacementFieldValue = CampaignPlacement['values'][number];

const context = { additionalTypenames: ['CampaignBooking', 'PlacementFieldValue'] };

export function useCampaignPlacements(campaignId: string) {
  return useQuery({ query: campaignPlacementsQuery, variables: { campaignId }, context });
}
