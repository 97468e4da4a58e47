import { graphql } from '../../../gql/graphql';

export const createExportRequestMutation = graphql(`
  mutation CreateExportRequest($fileType: ExportFileType!, $dataType: String!, $params: JSON) {
    createExportRequest(fileType: $fileType, dataType: $dataType, params: $params) {
      ok
      errors {
        field
        messages
      }
      exportRequest {
        id
        status
        statusReason
        exportedFileUrl
      }
    }
  }
`);
