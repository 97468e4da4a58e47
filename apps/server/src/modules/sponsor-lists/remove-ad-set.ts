import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sponsorAdSets, sponsorBannerAds, sponsorProductAds } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import {
  type HistoryActor,
  type HistoryChange,
  recordSponsorHistory,
} from '../sponsor-campaigns/record-history';
import type { AdSetResult } from './change-ad-set-running-status';
import { findAdSetForUpdate } from './find-ad-set';
import { sponsorListErrors } from './sponsor-list-errors';
import type { SponsorScope } from './sponsor-scope';

type Input = { db: Db; scope: SponsorScope; actor: HistoryActor; id: number | null; now: Date };

/**
 * Remove (spec 2 row menu): the ad set becomes REMOVED with its removal time, and its ad is marked
 * removed too; rows are kept for reports and the activity log. Removing twice changes nothing.
 */
export async function removeAdSet({ db, scope, actor, id, now }: Input): Promise<AdSetResult> {
  return db.transaction(async (tx) => {
    const before = await findAdSetForUpdate(tx, scope, id);
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
    const base = { companyId: before.companyId, campaignId: before.campaignId, actor, now };
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
