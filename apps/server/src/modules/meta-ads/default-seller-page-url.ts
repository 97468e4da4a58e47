import { parseConfigurationValue } from '@portal/domain';
import type { Db } from '../../db/client';
import { getConfiguration } from '../platform/configurations';
import type { CompanySeller } from './meta-scope';

/**
 * The seller page onboarding uses when none is given: configuration `mpa_default_seller_page_url`; none
 * configured means none (the URL is then required). The same entry getMarketplaceConfig.defaultSellerPageUrl
 * answers (meta-catalog/marketplace-config.ts, which reads its creative text with `catalogText` too).
 */
export const MPA_SELLER_PAGE_URL_KEY = 'mpa_default_seller_page_url';

/** A template's placeholders filled with the seller's: {sellerName}, {catalogName}, {originalSellerId}, {baseUrl}. */
export function fillSellerTemplate(template: string, seller: CompanySeller): string {
  const place: Record<string, string> = {
    sellerName: seller.name,
    catalogName: seller.catalog.name,
    originalSellerId: seller.originalSellerId,
    baseUrl: seller.catalog.baseUrl,
  };
  return template.replace(
    /\{(sellerName|catalogName|originalSellerId|baseUrl)\}/g,
    (_, name: string) => place[name]!,
  );
}

/**
 * A configuration entry of the Meta forms for the seller's catalog: a text for every catalog, or an object of
 * texts by catalog code ({"SG": "...", "ID": "..."}), its placeholders filled; null when none is configured.
 */
export async function catalogText(db: Db, key: string, seller: CompanySeller): Promise<string | null> {
  const row = await getConfiguration({ deps: { db }, input: { key } });
  const value = row ? parseConfigurationValue(row.value) : null;
  const text =
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)[seller.catalog.code]
      : value;
  return typeof text === 'string' && text.trim() ? fillSellerTemplate(text.trim(), seller) : null;
}

export function defaultSellerPageUrl(db: Db, seller: CompanySeller): Promise<string | null> {
  return catalogText(db, MPA_SELLER_PAGE_URL_KEY, seller);
}
