import { EDITORS, type Permission } from '../../graphql/permissions';

/**
 * Catalog calls of the campaign screens (spec 2 §7): marketplace data scoped to the acting company's
 * brands, so any signed-in user; generating images writes files for the company, so editors only.
 * `sellerSuggestion` and `addSellers` already exist in the company module (decision 0076).
 */
export const sponsorCatalogPermissions = {
  productCategories: 'signedIn',
  allBanners: 'signedIn',
  segments: 'signedIn',
  sellersMatchedFilter: 'signedIn',
  productsSuggestion: 'signedIn',
  productDetails: 'signedIn',
  existProducts: 'signedIn',
  productsMatchedFilter: 'signedIn',
  countProductsMatchedFilter: 'signedIn',
  topSearchKeywords: 'signedIn',
  recommendedBid: 'signedIn',
  sponsorCampaignMinBudget: 'signedIn',
  validateAdsUrl: 'signedIn',
  generateLandingUrl: 'signedIn',
  generateDeeplink: 'signedIn',
  generateProductBackground: EDITORS,
} as const satisfies Record<string, Permission>;

/** POST /v1/uploads/images (REST, not in the GraphQL matrix): banner images belong to campaigns editors create. */
export const uploadImagePermission: Permission = EDITORS;
