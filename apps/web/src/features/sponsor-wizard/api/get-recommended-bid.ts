import type { SponsorAdType } from '@portal/domain/sponsor-campaign-form';
import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const recommendedBidQuery = graphql(`
  query WizardRecommendedBid($catalogId: ID!, $brandId: ID, $adType: SponsorAdType) {
    recommendedBid(catalogId: $catalogId, brandId: $brandId, adType: $adType) {
      recommendedBid
      minBid
      recommendedBidRange
      sampleSize
    }
  }
`);

export function useRecommendedBid(
  catalogId: string | null,
  brandId: string | null,
  adType: SponsorAdType | null,
) {
  return useQuery({
    query: recommendedBidQuery,
    variables: { catalogId: catalogId ?? '', brandId, adType },
    pause: catalogId === null || adType === null,
  });
}
