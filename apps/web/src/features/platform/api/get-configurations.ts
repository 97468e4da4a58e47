import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const configurationsQuery = graphql(`
  query Configurations {
    configurations {
      id
      key
      value
      description
    }
  }
`);

export type ConfigurationRow = ResultOf<typeof configurationsQuery>['configurations'][number];

export function useConfigurations() {
  return useQuery({ query: configurationsQuery });
}
