import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { GraphClient } from './graph-client';
import { GraphMetaAds } from './graph-meta-ads';
import type { MetaAds } from './meta-ads';
import { SandboxMetaAds } from './sandbox-meta-ads';

/**
 * The MetaAds the configuration asks for: the Graph API when META_ACCESS_TOKEN, META_BUSINESS_ID and
 * META_APP_SECRET are set (config.meta, with META_PRODUCT_CATALOG_ID, META_PAGE_ID and META_TIMEZONE_IDS for
 * the product sets, the ads and the accounts' zones), else the built-in sandbox with its state in the database.
 */
export function createMetaAds(deps: { db: Db; config: Pick<AppConfig, 'meta'>; now: () => Date }): MetaAds {
  const meta = deps.config.meta;
  if (meta) {
    const { productCatalogId, pageId, timezoneIds } = meta;
    return new GraphMetaAds(new GraphClient(meta), { productCatalogId, pageId, timezoneIds });
  }
  return new SandboxMetaAds(deps);
}
