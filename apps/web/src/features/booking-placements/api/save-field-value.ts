import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

/** Saves one field's draft value in one language (decision 0240 `saveBookCampaignFieldValue`). */
export const saveFieldValueMutation = graphql(`
  mutation SaveBookCampaignFieldValue($bookingId: ID!, $fieldName: String!, $languageCode: String!, $value: String!) {
    saveBookCampaignFieldValue(
      bookingId: $bookingId
      fieldName: $fieldName
      languageCode: $languageCode
      value: $value
    ) {
      ok
      errors {
        field
        messages
      }
      value {
        fieldName
        languageCode
        draftValue
        publishedValue
      }
    }
  }
`);

export function useSaveFieldValue() {
  return useMutation(saveFieldValueMutation);
}
