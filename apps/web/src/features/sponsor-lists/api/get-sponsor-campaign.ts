import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/** The campaign an ad-set page belongs to (name, type, currency, catalog); network only (spec 2 §7). */
export const sponsorCampaignQuery = graphql(`
  query SponsorListCampaign($id: ID!) {
    sponsorCampaign(id: $id) {
      id
      name
      adType
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
        catalog {
          id
          code
          name
        }
      }
    }
  }
`);

export type SponsorListCampaign = NonNullable<ResultOf<typeof sponsorCampaignQuery>['sponsorCampaign']>;

export function useSponsorCampaign(id: string | null) {
  return useQuery({
    query: sponsorCampaignQuery,
    variables: { id: id ?? '' },
    pause: !id,
    requestPolicy: 'network-only',
  });
}
