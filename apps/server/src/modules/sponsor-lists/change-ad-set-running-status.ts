import { canToggleAdSet, statusAfterToggle } from '@portal/domain/sponsor-status';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { type SponsorAdSetRow, sponsorAdSets } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { DomainError, type FieldError } from '../../graphql/errors';
import { diffFields, recordSponsorHistory } from '../sponsor-campaigns/record-history';
import { findAdSetForUpdate } from './find-ad-set';
import { sponsorListErrors } from './sponsor-list-errors';
import { actorOf, sponsorScope } from './sponsor-scope';

export type AdSetResult = { ok: boolean; errors: FieldError[]; adSet: SponsorAdSetRow | null };

type Input = {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: SignedIn;
  /** `id`: the ad set's row id (null: not a valid id, found nowhere). */
  input: { id: number | null; runningStatus: 'STARTED' | 'PAUSED' };
};

/**
 * The active toggle (spec 2 §4): allowed only while the domain says the toggle is enabled (DELIVERING,
 * or NOT_DELIVERING without an effective-status reason, or paused by the toggle). Pausing sets PAUSED
 * (issue 12: NOT_DELIVERING told the user 'active but not showing ads'), and the domain keeps the
 * toggle enabled to start it again; starting sets DELIVERING (see docs/decisions/0085). An ad set that has
 * not run yet (draft, in review, rejected, scheduled) is paused or started before it runs and keeps its
 * status: the approval and the schedule job start it as its running status says (decision 0275).
 */
export async function changeAdSetRunningStatus({ deps, actor, input }: Input): Promise<AdSetResult> {
  const { id, runningStatus } = input;
  const scope = sponsorScope(actor);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await findAdSetForUpdate(tx, scope, id);
    if (!before) throw new DomainError(sponsorListErrors.adSetNotFound, 'id');
    if (!canToggleAdSet(before)) {
      throw new DomainError(sponsorListErrors.cannotToggleAdSet, 'runningStatus');
    }
    if (before.runningStatus === runningStatus) return { ok: true, errors: [], adSet: before };
    const status = statusAfterToggle(before.status, runningStatus);
    const [after] = await tx
      .update(sponsorAdSets)
      .set({ runningStatus, status, updatedAt: now })
      .where(eq(sponsorAdSets.id, before.id))
      .returning();
    await recordSponsorHistory(tx, {
      companyId: before.companyId,
      campaignId: before.campaignId,
      objectType: 'AD_SET',
      objectId: before.id,
      actor: actorOf(actor),
      changes: diffFields('AD_SET', before, after!, ['runningStatus', 'status']),
      now,
    });
    return { ok: true, errors: [], adSet: after! };
  });
}
