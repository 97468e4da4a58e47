import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

/** The company a campaign belongs to, when the user may act for it (null otherwise). */
export const relatedAccountQuery = graphql(`
  query RelatedAccount($objectType: RelatedObjectType!, $objectId: ID!) {
    relatedAccount(objectType: $objectType, objectId: $objectId) {
      companyId
    }
  }
`);

export function useRelatedAccount(campaignId: string | null) {
  return useQuery({
    query: relatedAccountQuery,
    variables: { objectType: 'SPONSOR_CAMPAIGN', objectId: campaignId ?? '' },
    pause: !campaignId,
    requestPolicy: 'network-only',
  });
}
