import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';
import type { ColumnListKey } from '../utils/columns';

export const columnSettingsQuery = graphql(`
  query ColumnSettings($listKey: ColumnListKey!) {
    columnSettings(listKey: $listKey) {
      id
      title
      show
    }
  }
`);

// A user with nothing saved gets an empty list, which names no type: the mutation could not invalidate it.
const context = { additionalTypenames: ['ColumnSetting'] };

export function useColumnSettings(listKey: ColumnListKey) {
  return useQuery({ query: columnSettingsQuery, variables: { listKey }, context });
}
