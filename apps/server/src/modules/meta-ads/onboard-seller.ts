import { metaCampaignMessages, sellerPageUrlError } from '@portal/domain/meta-campaign-rules';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { metaAsyncSessions } from '../../db/schema/index';
import { DomainError, type FieldError, fieldErrors } from '../../graphql/errors';
import { enqueueJob } from '../jobs/job-queue';
import { defaultSellerPageUrl } from './default-seller-page-url';
import { findAdAccount } from './find-ad-account';
import { metaAdsMessages } from './meta-ads-messages';
import { type SellerCall, sellerOf } from './meta-scope';

export const META_ONBOARD_SELLER_JOB = 'meta.onboardSeller';
export type AsyncSessionRow = typeof metaAsyncSessions.$inferSelect;

/**
 * onboardSeller (spec 3 §4, decision 0230): checks the confirmation and the seller page (the configured
 * default when none is given), stores a PENDING session and queues `meta.onboardSeller`, which opens the
 * ad account. A session already PENDING or RUNNING for the pair is answered again instead of a second one.
 */
export async function onboardSeller({
  deps,
  actor,
  input,
}: SellerCall<{ sellerPageUrl?: string | null; confirm: boolean }, Pick<AppDeps, 'db' | 'now'>>) {
  const seller = await sellerOf(deps, actor, input.sellerId);
  const url = input.sellerPageUrl?.trim() || (await defaultSellerPageUrl(deps.db, seller)) || '';
  const errors: FieldError[] = [];
  const urlError = sellerPageUrlError(url);
  if (urlError) errors.push({ field: 'sellerPageUrl', messages: [urlError] });
  if (input.confirm !== true)
    errors.push({ field: 'confirm', messages: [metaCampaignMessages.confirmRequired] });
  if (errors.length) return { ...fieldErrors(errors), session: null };
  if (await findAdAccount({ db: deps.db, companyId: actor.companyId, sellerId: seller.id })) {
    throw new DomainError(metaAdsMessages.alreadyOnboarded, 'sellerId');
  }
  const session = await deps.db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(metaAsyncSessions)
      .where(
        and(
          eq(metaAsyncSessions.companyId, actor.companyId),
          eq(metaAsyncSessions.sellerId, seller.id),
          inArray(metaAsyncSessions.status, ['PENDING', 'RUNNING']),
        ),
      )
      .orderBy(desc(metaAsyncSessions.id))
      .limit(1);
    if (open) return open;
    const now = deps.now();
    const [created] = await tx
      .insert(metaAsyncSessions)
      .values({
        companyId: actor.companyId,
        sellerId: seller.id,
        sellerPageUrl: url,
        status: 'PENDING',
        createdBy: actor.user?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await enqueueJob(tx, {
      kind: META_ONBOARD_SELLER_JOB,
      payload: { sessionId: created!.id },
      runAt: now,
      dedupeKey: `${META_ONBOARD_SELLER_JOB}:${created!.id}`,
    });
    return created!;
  });
  return { ok: true, errors: [] as FieldError[], session };
}
