import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const allBannersQuery = graphql(`
  query AllBanners {
    allBanners {
      id
      name
      bannerType
      platform
      width
      height
    }
  }
`);

export type BannerTypeOption = ResultOf<typeof allBannersQuery>['allBanners'][number];

export function useAllBannersQuery() {
  return useQuery({ query: allBannersQuery });
}
