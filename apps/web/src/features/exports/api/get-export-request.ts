import { graphql } from '../../../gql/graphql';

export const exportRequestQuery = graphql(`
  query ExportRequest($id: ID!) {
    exportRequest(id: $id) {
      id
      status
      statusReason
      exportedFileUrl
    }
  }
`);
