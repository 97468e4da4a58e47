import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { metaAdAccounts, metaCampaigns } from '../../db/schema/index';
import { enqueueJob, type JobDeps } from '../jobs/job-queue';
import { createMetaAds } from './create-meta-ads';
import type { MetaAds } from './meta-ads';
import type { MetaWalletPort } from './meta-wallet-port';
import { syncAccountSpend } from './sync-spend';

export const META_SYNC_SPEND_JOB = 'meta.syncSpend';
export const META_SYNC_SPEND_INTERVAL_MS = 60_000;

/** A job's deps with the MetaAds of the app (the runner is handed the app's deps) or one made from the configuration. */
export function metaJobDeps(deps: JobDeps, metaWallet: MetaWalletPort) {
  const metaAds = (deps as JobDeps & { metaAds?: MetaAds }).metaAds ?? createMetaAds(deps);
  return { ...deps, metaAds, metaWallet };
}

const slotOf = (at: Date) => Math.floor(at.getTime() / META_SYNC_SPEND_INTERVAL_MS);

/** Queues the sync of the minute `at` falls in; the dedupe key makes it once per minute across processes. */
export function scheduleMetaSpendSync(db: Db, at: Date) {
  return enqueueJob(db, {
    kind: META_SYNC_SPEND_JOB,
    payload: {},
    runAt: at,
    dedupeKey: `${META_SYNC_SPEND_JOB}:${slotOf(at)}`,
  });
}

/** Every ad account with campaigns is synced (one failing account does not stop the others); then the next minute is queued. */
export async function syncAllMetaSpend(deps: ReturnType<typeof metaJobDeps>): Promise<void> {
  const now = deps.now();
  try {
    const accounts = await deps.db
      .selectDistinct({ account: metaAdAccounts })
      .from(metaAdAccounts)
      .innerJoin(metaCampaigns, eq(metaCampaigns.adAccountId, metaAdAccounts.id));
    for (const { account } of accounts) {
      try {
        await syncAccountSpend(deps, account);
      } catch (error) {
        deps.logger.warn(
          { err: error, accountId: account.accountId },
          'meta spend sync failed for an account',
        );
      }
    }
  } finally {
    await scheduleMetaSpendSync(deps.db, new Date((slotOf(now) + 1) * META_SYNC_SPEND_INTERVAL_MS));
  }
}
