import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const featureFlagsQuery = graphql(`
  query FeatureFlags {
    featureFlags {
      id
      name
      isActive
      description
    }
  }
`);

export type FeatureFlagRow = ResultOf<typeof featureFlagsQuery>['featureFlags'][number];

export function useFeatureFlags() {
  return useQuery({ query: featureFlagsQuery });
}
