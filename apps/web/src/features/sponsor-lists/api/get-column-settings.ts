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

export function useColumnSettings(listKey: ColumnListKey) {
  return useQuery({ query: columnSettingsQuery, variables: { listKey } });
}
