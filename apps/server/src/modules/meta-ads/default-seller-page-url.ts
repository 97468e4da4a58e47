import { parseConfigurationValue } from '@portal/domain';
import type { Db } from '../../db/client';
import { getConfiguration } from '../platform/configurations';
import type { CompanySeller } from './find-ad-account';

/**
 * The seller page onboarding uses when none is given: configuration `mpa_default_seller_page_url` (a text
 * for every catalog, or an object of texts by catalog code), placeholders {sellerName}, {catalogName},
 * {originalSellerId}, {baseUrl}; none configured means none (the URL is then required). The same entry
 * getMarketplaceConfig.defaultSellerPageUrl answers (meta-catalog/marketplace-config.ts, which imports
 * this module and so cannot be imported here).
 */
export const MPA_SELLER_PAGE_URL_KEY = 'mpa_default_seller_page_url';

export async function defaultSellerPageUrl(db: Db, seller: CompanySeller): Promise<string | null> {
  const row = await getConfiguration({ deps: { db }, input: { key: MPA_SELLER_PAGE_URL_KEY } });
  const value = row ? parseConfigurationValue(row.value) : null;
  const text =
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)[seller.catalog.code]
      : value;
  if (typeof text !== 'string' || !text.trim()) return null;
  const place: Record<string, string> = {
    sellerName: seller.name,
    catalogName: seller.catalog.name,
    originalSellerId: seller.originalSellerId,
    baseUrl: seller.catalog.baseUrl,
  };
  return text
    .trim()
    .replace(/\{(sellerName|catalogName|originalSellerId|baseUrl)\}/g, (_, name: string) => place[name]!);
}
