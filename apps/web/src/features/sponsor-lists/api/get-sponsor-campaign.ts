import { useQuery } from 'urql';
import { graphql, type ResultOf, readFragment } from '../../../gql/graphql';
import { sponsorCampaignHeaderFragment } from '../../../lib/sponsor-campaign-fragments';

/**
 * The campaign an ad-set page belongs to (name, type, currency, catalog, and its first ad set's effective status
 * for the title badge's tooltip, as the campaign list reads it); network only (spec 2 §7).
 */
export const sponsorCampaignQuery = graphql(
  `
  query SponsorListCampaign($id: ID!) {
    sponsorCampaign(id: $id) {
      ...SponsorCampaignHeader
      adsetSet {
        id
        effectiveStatus
        catalog {
          id
          code
          name
        }
      }
    }
  }
`,
  [sponsorCampaignHeaderFragment],
);

type MaskedCampaign = NonNullable<ResultOf<typeof sponsorCampaignQuery>['sponsorCampaign']>;

/** The campaign with its header read out of the fragment (decision 0175: read once, where it is used). */
export type SponsorListCampaign = MaskedCampaign & ResultOf<typeof sponsorCampaignHeaderFragment>;

export function readSponsorListCampaign(
  campaign: MaskedCampaign | null | undefined,
): SponsorListCampaign | null {
  return campaign ? { ...campaign, ...readFragment(sponsorCampaignHeaderFragment, campaign) } : null;
}

export function useSponsorCampaign(id: string | null) {
  return useQuery({
    query: sponsorCampaignQuery,
    variables: { id: id ?? '' },
    pause: !id,
    requestPolicy: 'network-only',
  });
}
