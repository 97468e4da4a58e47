import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const saveColumnSettingsMutation = graphql(`
  mutation SaveColumnSettings($listKey: ColumnListKey!, $settings: [ColumnSettingInput!]!) {
    saveColumnSettings(listKey: $listKey, settings: $settings) {
      ok
      errors {
        field
        messages
      }
      settings {
        id
        title
        show
      }
    }
  }
`);

export function useSaveColumnSettings() {
  return useMutation(saveColumnSettingsMutation);
}
