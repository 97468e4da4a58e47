import type { FeatureFlagName } from '@portal/domain';
import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const featureFlagQuery = graphql(`
  query FeatureFlag($name: String!) {
    featureFlag(name: $name) {
      id
      isActive
    }
  }
`);

export function useFeatureFlagQuery(name: FeatureFlagName) {
  return useQuery({ query: featureFlagQuery, variables: { name } });
}
