import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';
import { bannerTypeFieldsFragment } from '../../../lib/banner-type-fragments';
import { brandCatalogFieldsFragment } from '../../../lib/sponsor-campaign-fragments';

/**
 * What every step needs besides the campaign: the brand's catalogs, the banner slots, the minimum
 * budget and the acting company's wallet currency (budgets and bids are in it).
 */
export const wizardOptionsQuery = graphql(
  `
  query WizardOptions($brandId: ID) {
    brandCatalogs(brandId: $brandId) {
      ...BrandCatalogFields
    }
    allBanners {
      ...BannerTypeFields
    }
    sponsorCampaignMinBudget
    me {
      id
      company {
        id
        name
        nameWithCluster
        isApprovedByStaff
        walletCurrency {
          code
          symbol
          maxFractionDigits
        }
      }
    }
  }
`,
  [brandCatalogFieldsFragment, bannerTypeFieldsFragment],
);

export type WizardOptions = ResultOf<typeof wizardOptionsQuery>;
export type WizardCatalog = ResultOf<typeof brandCatalogFieldsFragment>;
export type WizardBannerType = ResultOf<typeof bannerTypeFieldsFragment>;

export function useWizardOptions(brandId: string | null) {
  return useQuery({ query: wizardOptionsQuery, variables: { brandId }, pause: brandId === null });
}
