import type { Db } from '../../db/client';
import { marketplaceApiKeys } from '../../db/schema/index';
import { hashMarketplaceKey } from './authenticate-marketplace-key';

/**
 * The demo marketplace's key (README, docs/delivery-api.md): written in the open, so the simulator and a
 * quick `curl` work on a fresh demo start. Seeded only with demo data, which is never for production:
 * anyone who reads the README could call the API with it.
 */
export const DEMO_MARKETPLACE_KEY = 'mk_demo_marketplace_key_for_local_use_only';
export const DEMO_MARKETPLACE_KEY_NAME = 'Demo key (DEMO_DATA, local use only)';

/** Adds the demo key once; a key staff revoked stays revoked across restarts. */
export async function seedDemoMarketplaceKey(db: Db): Promise<void> {
  await db
    .insert(marketplaceApiKeys)
    .values({
      name: DEMO_MARKETPLACE_KEY_NAME,
      prefix: DEMO_MARKETPLACE_KEY.slice(0, 12),
      keyHash: hashMarketplaceKey(DEMO_MARKETPLACE_KEY),
    })
    .onConflictDoNothing({ target: marketplaceApiKeys.keyHash });
}
