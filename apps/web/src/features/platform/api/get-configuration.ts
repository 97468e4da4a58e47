import type { ConfigurationKey } from '@portal/domain';
import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const configurationQuery = graphql(`
  query Configuration($key: String!) {
    configuration(key: $key) {
      id
      key
      value
    }
  }
`);

export function useConfigurationQuery(key: ConfigurationKey) {
  return useQuery({ query: configurationQuery, variables: { key } });
}
