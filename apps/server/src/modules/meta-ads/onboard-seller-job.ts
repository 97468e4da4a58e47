import { eq } from 'drizzle-orm';
import { catalogs, companies, metaAdAccounts, metaAsyncSessions, sellers } from '../../db/schema/index';
import type { JobDeps } from '../jobs/job-queue';
import { findAdAccount } from './find-ad-account';
import { type MetaAds, MetaApiError } from './meta-ads';
import { metaUserMessage } from './meta-errors';

/** What the session says when the job gave up on an error that was not Meta's answer (its last attempt). */
export const ONBOARDING_GAVE_UP = 'We could not reach Meta to link this account. Please try again later.';

/**
 * The `meta.onboardSeller` job: opens the seller's ad account on Meta (with its product set) in the
 * company's wallet currency and the catalog's zone, stores `meta_ad_accounts` and marks the session
 * COMPLETED, or FAILED with Meta's user message. Anything else is retried by the runner; on the last
 * attempt the session is marked FAILED too, so the screen never waits on a session no job will finish.
 */
export async function runOnboardSeller(
  deps: Pick<JobDeps, 'db' | 'now'> & { metaAds: MetaAds },
  payload: unknown,
  attempt: { isLast: boolean } = { isLast: false },
) {
  try {
    await onboard(deps, payload);
  } catch (error) {
    if (attempt.isLast) {
      const sessionId = Number((payload as { sessionId?: unknown })?.sessionId);
      await deps.db
        .update(metaAsyncSessions)
        .set({ status: 'FAILED', result: ONBOARDING_GAVE_UP, updatedAt: deps.now() })
        .where(eq(metaAsyncSessions.id, sessionId));
    }
    throw error;
  }
}

async function onboard(deps: Pick<JobDeps, 'db' | 'now'> & { metaAds: MetaAds }, payload: unknown) {
  const sessionId = Number((payload as { sessionId?: unknown })?.sessionId);
  const [session] = await deps.db.select().from(metaAsyncSessions).where(eq(metaAsyncSessions.id, sessionId));
  if (!session || session.status === 'COMPLETED' || session.status === 'FAILED') return;
  const finish = (status: 'COMPLETED' | 'FAILED', result: string | null) =>
    deps.db
      .update(metaAsyncSessions)
      .set({ status, result, updatedAt: deps.now() })
      .where(eq(metaAsyncSessions.id, session.id));
  await deps.db
    .update(metaAsyncSessions)
    .set({ status: 'RUNNING', updatedAt: deps.now() })
    .where(eq(metaAsyncSessions.id, session.id));
  if (await findAdAccount({ db: deps.db, companyId: session.companyId, sellerId: session.sellerId })) {
    await finish('COMPLETED', null);
    return;
  }
  const [place] = await deps.db
    .select({ seller: sellers, zone: catalogs.timeZone, currency: companies.walletCurrency })
    .from(sellers)
    .innerJoin(catalogs, eq(catalogs.id, sellers.catalogId))
    .innerJoin(companies, eq(companies.id, session.companyId))
    .where(eq(sellers.id, session.sellerId));
  if (!place) throw new Error(`onboarding session ${session.id}: seller ${session.sellerId} is gone`);
  try {
    const account = await deps.metaAds.createAdAccount({
      sellerName: place.seller.name,
      sellerPageUrl: session.sellerPageUrl,
      currency: place.currency,
      timeZone: place.zone,
    });
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(metaAdAccounts)
        .values({
          companyId: session.companyId,
          sellerId: session.sellerId,
          accountId: account.accountId,
          accountName: account.accountName,
          currency: account.currency,
          sellerPageUrl: session.sellerPageUrl,
          productSetId: account.productSetId,
          createdAt: deps.now(),
        })
        .onConflictDoNothing();
      await tx
        .update(metaAsyncSessions)
        .set({ status: 'COMPLETED', result: null, updatedAt: deps.now() })
        .where(eq(metaAsyncSessions.id, session.id));
    });
  } catch (error) {
    if (!(error instanceof MetaApiError)) throw error;
    await finish('FAILED', metaUserMessage(error));
  }
}
