import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/**
 * Every feature flag and configuration entry, in one request the router starts with `me` (app/session-loaders.ts).
 * Read cache-first: one answer per page load and company; a staff change of a flag or entry returns the row,
 * which invalidates this answer and refetches it.
 */
export const appSettingsQuery = graphql(`
  query AppSettings {
    publicFeatureFlags {
      id
      name
      isActive
    }
    publicConfigurations {
      id
      key
      value
    }
  }
`);

export type AppSettings = ResultOf<typeof appSettingsQuery>;

export function useAppSettingsQuery() {
  return useQuery({ query: appSettingsQuery, requestPolicy: 'cache-first' });
}
