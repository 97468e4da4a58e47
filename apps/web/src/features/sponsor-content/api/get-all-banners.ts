import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';
import { bannerTypeFieldsFragment } from '../../../lib/banner-type-fragments';

export const allBannersQuery = graphql(
  `
  query AllBanners {
    allBanners {
      ...BannerTypeFields
    }
  }
`,
  [bannerTypeFieldsFragment],
);

export type BannerTypeOption = ResultOf<typeof bannerTypeFieldsFragment>;

export function useAllBannersQuery() {
  return useQuery({ query: allBannersQuery });
}
