import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const campaignDiagnosticsQuery = graphql(`
  query CampaignDiagnostics($campaignId: ID!) {
    diagnostics(campaignId: $campaignId) {
      name
      level
      details
      actions {
        kind
        route
      }
      at
      timeZone
      adSetName
    }
  }
`);

/** The campaign's diagnostics (staff; flag sponsor_campaign_diagnostics), fresh each time the dialog opens. */
export function useCampaignDiagnostics(campaignId: string | null) {
  return useQuery({
    query: campaignDiagnosticsQuery,
    variables: { campaignId: campaignId ?? '' },
    pause: campaignId === null,
    requestPolicy: 'network-only',
  });
}
