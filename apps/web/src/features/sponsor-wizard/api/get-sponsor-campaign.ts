import { useQuery } from 'urql';
import { graphql, type ResultOf, readFragment } from '../../../gql/graphql';
import { sponsorCampaignHeaderFragment } from '../../../lib/sponsor-campaign-fragments';

export const sponsorCampaignQuery = graphql(
  `
  query WizardSponsorCampaign($id: ID!) {
    sponsorCampaign(id: $id) {
      ...SponsorCampaignHeader
      goal
      goalOther
      notes
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
`,
  [sponsorCampaignHeaderFragment],
);

type MaskedCampaign = NonNullable<ResultOf<typeof sponsorCampaignQuery>['sponsorCampaign']>;

/** The campaign with its header fields read out of the fragment (decision 0175: read once, where it is mapped). */
export type WizardCampaign = MaskedCampaign & ResultOf<typeof sponsorCampaignHeaderFragment>;

export function readWizardCampaign(campaign: MaskedCampaign | null | undefined): WizardCampaign | null {
  return campaign ? { ...campaign, ...readFragment(sponsorCampaignHeaderFragment, campaign) } : null;
}

/** Spec 2 §7: the campaign by id, always from the network (another user may have changed it). */
export function useSponsorCampaign(id: string | null) {
  return useQuery({
    query: sponsorCampaignQuery,
    variables: { id: id ?? '' },
    pause: id === null,
    requestPolicy: 'network-only',
  });
}
