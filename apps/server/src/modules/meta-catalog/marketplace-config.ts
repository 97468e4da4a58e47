import type { Db } from '../../db/client';
import { catalogText, defaultSellerPageUrl, fillSellerTemplate } from '../meta-ads/default-seller-page-url';
import { type CompanySeller, type SellerCall, sellerOf } from '../meta-ads/meta-scope';

export type MarketplaceConfig = {
  country: string;
  creativeText: string;
  defaultSellerPageUrl: string | null;
};

/**
 * A configuration entry staff may add (none is seeded), read like `mpa_default_seller_page_url` (onboarding's,
 * meta-ads/default-seller-page-url.ts): a text for every catalog, or an object of texts by catalog code
 * ({"SG": "...", "ID": "..."}). Placeholders: {sellerName}, {catalogName}, {originalSellerId}, {baseUrl}.
 */
export const MPA_CREATIVE_TEXT_KEY = 'mpa_default_creative_text';

/** The creative text a new campaign starts from when configuration has none, in the catalog's language. */
const defaultCreativeTexts: Record<string, string> = {
  ID: 'Belanja koleksi terbaru {sellerName}, dikirim ke seluruh {catalogName}.',
  TW: '選購 {sellerName} 的最新系列，配送至全{catalogName}。',
};
const DEFAULT_CREATIVE_TEXT = 'Shop the latest from {sellerName}, delivered across {catalogName}.';

/**
 * The marketplace defaults of a seller's Meta campaigns, for a seller the caller has scoped (sellerOf).
 * Onboarding offers `defaultSellerPageUrl` as the seller page.
 */
export async function marketplaceConfigFor({
  db,
  seller,
}: {
  db: Db;
  seller: CompanySeller;
}): Promise<MarketplaceConfig> {
  const [creativeText, pageUrl] = await Promise.all([
    catalogText(db, MPA_CREATIVE_TEXT_KEY, seller),
    defaultSellerPageUrl(db, seller),
  ]);
  const fallback = defaultCreativeTexts[seller.catalog.code] ?? DEFAULT_CREATIVE_TEXT;
  return {
    country: seller.catalog.code,
    creativeText: creativeText ?? fillSellerTemplate(fallback, seller),
    defaultSellerPageUrl: pageUrl,
  };
}

/** getMarketplaceConfig. */
export async function getMarketplaceConfig({ deps, actor, input }: SellerCall): Promise<MarketplaceConfig> {
  const seller = await sellerOf(deps, actor, input.sellerId);
  return marketplaceConfigFor({ db: deps.db, seller });
}
