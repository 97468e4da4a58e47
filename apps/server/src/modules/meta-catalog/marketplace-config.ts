import { parseConfigurationValue } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { catalogs, sellers } from '../../db/schema/index';
import { defaultSellerPageUrl } from '../meta-ads/default-seller-page-url';
import { metaNotFound } from '../meta-ads/find-ad-account';
import { sellerOf } from '../meta-ads/meta-scope';
import { getConfiguration } from '../platform/configurations';

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

type Place = { sellerName: string; catalogName: string; originalSellerId: string; baseUrl: string };

function fill(template: string, place: Place): string {
  return template.replace(
    /\{(sellerName|catalogName|originalSellerId|baseUrl)\}/g,
    (_, name: keyof Place) => place[name],
  );
}

/** A configured text for the catalog: the entry itself when it is text, else its catalog code's member. */
async function configured(db: Db, key: string, catalogCode: string): Promise<string | null> {
  const row = await getConfiguration({ deps: { db }, input: { key } });
  const value = row ? parseConfigurationValue(row.value) : null;
  const text =
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)[catalogCode]
      : value;
  return typeof text === 'string' && text.trim() ? text.trim() : null;
}

/**
 * The marketplace defaults of a seller's Meta campaigns (no scope check: callers have checked the seller is
 * the company's). Onboarding offers `defaultSellerPageUrl` as the seller page.
 */
export async function marketplaceConfigFor({
  db,
  sellerId,
}: {
  db: Db;
  sellerId: number;
}): Promise<MarketplaceConfig> {
  const [row] = await db
    .select({ seller: sellers, catalog: catalogs })
    .from(sellers)
    .innerJoin(catalogs, eq(catalogs.id, sellers.catalogId))
    .where(eq(sellers.id, sellerId));
  if (!row) throw metaNotFound('sellerId');
  const { seller, catalog } = row;
  const place: Place = {
    sellerName: seller.name,
    catalogName: catalog.name,
    originalSellerId: seller.originalSellerId,
    baseUrl: catalog.baseUrl,
  };
  const [creativeText, pageUrl] = await Promise.all([
    configured(db, MPA_CREATIVE_TEXT_KEY, catalog.code),
    defaultSellerPageUrl(db, { ...seller, catalog }),
  ]);
  return {
    country: catalog.code,
    creativeText: fill(creativeText ?? defaultCreativeTexts[catalog.code] ?? DEFAULT_CREATIVE_TEXT, place),
    defaultSellerPageUrl: pageUrl,
  };
}

/** getMarketplaceConfig. */
export async function getMarketplaceConfig({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number };
  input: { sellerId: unknown };
}): Promise<MarketplaceConfig> {
  const seller = await sellerOf(deps, actor, input.sellerId);
  return marketplaceConfigFor({ db: deps.db, sellerId: seller.id });
}
