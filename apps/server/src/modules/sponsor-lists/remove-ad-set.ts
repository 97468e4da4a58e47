import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { sponsorAdSets, sponsorBannerAds, sponsorProductAds } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { DomainError } from '../../graphql/errors';
import { type HistoryChange, recordSponsorHistory } from '../sponsor-campaigns/record-history';
import type { AdSetResult } from './change-ad-set-running-status';
import { findAdSetForUpdate } from './find-ad-set';
import { sponsorListErrors } from './sponsor-list-errors';
import { actorOf, sponsorScope } from './sponsor-scope';

type Input = {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: SignedIn;
  /** `id`: the ad set's row id (null: not a valid id, found nowhere). */
  input: { id: number | null };
};

/**
 * Remove (spec 2 row menu): the ad set becomes REMOVED with its removal time, and its ad is marked
 * removed too; rows are kept for reports and the activity log. Removing twice changes nothing.
 */
export async function removeAdSet({ deps, actor, input }: Input): Promise<AdSetResult> {
  const scope = sponsorScope(actor);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await findAdSetForUpdate(tx, scope, input.id);
    if (!before) throw new DomainError(sponsorListErrors.adSetNotFound, 'id');
    if (before.status === 'REMOVED') return { ok: true, errors: [], adSet: before };
    const [after] = await tx
      .update(sponsorAdSets)
      .set({ status: 'REMOVED', removedAt: now, updatedAt: now })
      .where(eq(sponsorAdSets.id, before.id))
      .returning();
    const adTable = before.adType === 'PRODUCT' ? sponsorProductAds : sponsorBannerAds;
    const removedAds = await tx
      .update(adTable)
      .set({ removedAt: now, updatedAt: now })
      .where(and(eq(adTable.adSetId, before.id), isNull(adTable.removedAt)))
      .returning({ id: adTable.id });
    const removal = (
      objectType: HistoryChange['objectType'],
      field: string,
      old: string | null,
      value: string,
    ): HistoryChange => ({
      actionType: '-',
      objectType,
      field,
      old,
      new: value,
    });
    const base = { companyId: before.companyId, campaignId: before.campaignId, actor: actorOf(actor), now };
    await recordSponsorHistory(tx, {
      ...base,
      objectType: 'AD_SET',
      objectId: before.id,
      changes: [removal('AD_SET', 'status', before.status, 'REMOVED')],
    });
    for (const ad of removedAds) {
      await recordSponsorHistory(tx, {
        ...base,
        objectType: 'AD',
        objectId: ad.id,
        changes: [removal('AD', 'removedAt', null, now.toISOString())],
      });
    }
    return { ok: true, errors: [], adSet: after! };
  });
}
