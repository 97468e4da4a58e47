import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export type HistoryObjectType = 'CAMPAIGN' | 'AD_SET' | 'AD';

export const activityHistoryQuery = graphql(`
  query ActivityHistory($objectType: HistoryObjectType!, $objectId: ID!) {
    activityHistory(objectType: $objectType, objectId: $objectId) {
      updatedBy
      updatedDate
      changes {
        actionType
        objectType
        field
        old
        new
      }
    }
  }
`);

/** Always fresh: the log is opened right after the changes it should show. */
export function useActivityHistory(target: { objectType: HistoryObjectType; objectId: string } | null) {
  return useQuery({
    query: activityHistoryQuery,
    variables: { objectType: target?.objectType ?? 'CAMPAIGN', objectId: target?.objectId ?? '' },
    pause: !target,
    requestPolicy: 'network-only',
  });
}
