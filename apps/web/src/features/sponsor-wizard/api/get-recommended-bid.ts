import type { SponsorAdType } from '@portal/domain/sponsor-campaign-form';
import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const recommendedBidQuery = graphql(`
  query WizardRecommendedBid($catalogId: ID!, $brandId: ID, $adType: SponsorAdType, $categoryIds: [ID!]) {
    recommendedBid(catalogId: $catalogId, brandId: $brandId, adType: $adType, categoryIds: $categoryIds) {
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
  /** A product campaign's categories: the recommendation reads their clearing prices (decision 0215). */
  categoryIds: readonly string[] = [],
) {
  return useQuery({
    query: recommendedBidQuery,
    variables: { catalogId: catalogId ?? '', brandId, adType, categoryIds: [...categoryIds] },
    pause: catalogId === null || adType === null,
  });
}
