import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export type HistoryObjectType = 'CAMPAIGN' | 'AD_SET' | 'AD';

/**
 * The log with what it is of (decision 0266): the name for the title, the wallet currency, the catalog's
 * zone and currency, and the brands, sellers, categories, segments and catalogs its values hold by name,
 * so a dialog opened from the address alone (a reload, a shared link) reads as one opened from a row.
 */
export const activityHistoryQuery = graphql(`
  query ActivityHistory($objectType: HistoryObjectType!, $objectId: ID!) {
    activityLog(objectType: $objectType, objectId: $objectId) {
      objectType
      objectId
      name
      walletCurrency {
        code
        maxFractionDigits
      }
      catalog {
        id
        timeZone
        currencyCode
      }
      entries {
        updatedBy
        updatedDate
        changes {
          actionType
          objectType
          field
          old
          new
          oldRefs {
            id
            name
            code
            deleted
          }
          newRefs {
            id
            name
            code
            deleted
          }
        }
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
