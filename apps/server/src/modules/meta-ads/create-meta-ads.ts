import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { GraphClient } from './graph-client';
import { GraphMetaAds } from './graph-meta-ads';
import type { MetaAds } from './meta-ads';
import { SandboxMetaAds } from './sandbox-meta-ads';

/**
 * The MetaAds the configuration asks for: the Graph API when META_ACCESS_TOKEN, META_BUSINESS_ID and
 * META_APP_SECRET are set (config.meta), else the built-in sandbox with its state in the database.
 */
export function createMetaAds(deps: { db: Db; config: Pick<AppConfig, 'meta'>; now: () => Date }): MetaAds {
  if (deps.config.meta) return new GraphMetaAds(new GraphClient(deps.config.meta));
  return new SandboxMetaAds(deps);
}
