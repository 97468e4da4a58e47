import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const sponsorCampaignQuery = graphql(`
  query WizardSponsorCampaign($id: ID!) {
    sponsorCampaign(id: $id) {
      id
      name
      goal
      goalOther
      adType
      notes
      status
      brand {
        id
        name
      }
      supplier {
        id
        name
        walletCurrency {
          code
          symbol
          maxFractionDigits
        }
      }
      adsetSet {
        id
        name
        catalogId
        status
        notes
        budgetType
        budgetTotal
        budgetDailyTotal
        scheduleType
        startDate
        endDate
        bidType
        bidWalletCurrency
        targetRoas
        audienceName
        tagIds
        keywords
        negativeKeywords
        minAge
        maxAge
        gender
        locations
        trafficControl
        bannerCategoryIds
        segments
        productAd {
          id
          skus
          productMinPrice
          productMaxPrice
          productCategoryIds
          productSellerIds
          productImages
        }
        bannerAd {
          id
          placements {
            id
            url
            landingUrl
            deeplink
            skus
          }
        }
      }
    }
  }
`);

export type WizardCampaign = NonNullable<ResultOf<typeof sponsorCampaignQuery>['sponsorCampaign']>;

/** Spec 2 §7: the campaign by id, always from the network (another user may have changed it). */
export function useSponsorCampaign(id: string | null) {
  return useQuery({
    query: sponsorCampaignQuery,
    variables: { id: id ?? '' },
    pause: id === null,
    requestPolicy: 'network-only',
  });
}
