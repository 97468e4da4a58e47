import { useQuery } from 'urql';
import { graphql, type ResultOf, readFragment } from '../../../gql/graphql';
import { sponsorAdSetSummaryFragment } from '../../../lib/sponsor-ad-set-fragments';
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
        ...SponsorAdSetSummary
        catalogId
        notes
        scheduleType
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
  [sponsorCampaignHeaderFragment, sponsorAdSetSummaryFragment],
);

type MaskedCampaign = NonNullable<ResultOf<typeof sponsorCampaignQuery>['sponsorCampaign']>;

type WizardAdSet = MaskedCampaign['adsetSet'][number] & ResultOf<typeof sponsorAdSetSummaryFragment>;

/**
 * The campaign with its header and its ad sets' summaries read out of their fragments (decision 0175: read
 * once, where it is mapped).
 */
export type WizardCampaign = Omit<MaskedCampaign, 'adsetSet'> &
  ResultOf<typeof sponsorCampaignHeaderFragment> & { adsetSet: WizardAdSet[] };

export function readWizardCampaign(campaign: MaskedCampaign | null | undefined): WizardCampaign | null {
  if (!campaign) return null;
  return {
    ...campaign,
    ...readFragment(sponsorCampaignHeaderFragment, campaign),
    adsetSet: campaign.adsetSet.map((adSet) => ({
      ...adSet,
      ...readFragment(sponsorAdSetSummaryFragment, adSet),
    })),
  };
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
