import type { FeatureFlagName } from './feature-flags';
import type { OperationName } from './role-matrix';

/**
 * Operations that belong to an area a feature flag turns off (spec 3 §6): with the flag off the server
 * refuses them ('Permission denied', the server's operation gate) and the web hides the area. Staff calls that
 * settle money already asked for (deciding on a wire transfer) stay open, so switching an area off never
 * strands a customer's payment.
 */
export const operationFlags = {
  // meta-ads: the off-site ads area (enable_meta_ad)
  getCompanySellers: 'enable_meta_ad',
  getWalletBalance: 'enable_meta_ad',
  adAccountBalance: 'enable_meta_ad',
  adAccountInsights: 'enable_meta_ad',
  metaCampaigns: 'enable_meta_ad',
  metaCampaign: 'enable_meta_ad',
  getCampaign: 'enable_meta_ad',
  getCatalogCategories: 'enable_meta_ad',
  getCustomAudiences: 'enable_meta_ad',
  getMarketplaceConfig: 'enable_meta_ad',
  getExcludedMPAFields: 'enable_meta_ad',
  getMatchingProducts: 'enable_meta_ad',
  metaCatalogProducts: 'enable_meta_ad',
  onboardSellerStatus: 'enable_meta_ad',
  asyncSessionStatus: 'enable_meta_ad',
  onboardSeller: 'enable_meta_ad',
  createMetaCampaign: 'enable_meta_ad',
  updateMetaCampaign: 'enable_meta_ad',
  createCampaign: 'enable_meta_ad',
  updateCampaign: 'enable_meta_ad',
  // mpa-wallet: the Meta wallets' top-ups and history
  mpaTopUpRequests: 'enable_meta_ad',
  mpaTopUpTax: 'enable_meta_ad',
  createMpaTopUpRequest: 'enable_meta_ad',
} as const satisfies Partial<Record<OperationName, FeatureFlagName>>;

/** The flag an operation's area needs, or null. */
export function operationFlag(operation: string): FeatureFlagName | null {
  return (operationFlags as Partial<Record<string, FeatureFlagName>>)[operation] ?? null;
}
