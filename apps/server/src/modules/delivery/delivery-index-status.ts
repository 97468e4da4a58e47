import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sponsorAdSets } from '../../db/schema/index';
import { recordSponsorHistory } from '../sponsor-campaigns/record-history';
import { mayServe } from './delivery-index-eligibility';
import {
  type DeliveryIndex,
  type IndexedAdSet,
  isEngineHold,
  isEngineNotDelivering,
} from './delivery-index-model';

export type StatusChange = {
  adSetId: number;
  companyId: number;
  campaignId: number;
  from: { status: string; effectiveStatus: string | null };
  to: { status: 'DELIVERING' | 'NOT_DELIVERING' | 'COMPLETED'; effectiveStatus: string | null };
};

/**
 * An ad set with no SKU left to show (a product ad set's SKUs, or every SKU its banners land on, out of
 * stock or gone from the catalog) is COMPLETED (spec 2: "COMPLETED explains either end date passed or no
 * SKU"), marked NO_SKU so the engine can tell it from an end date: it delivers again when one is back.
 */
export const NO_SKU = 'NO_SKU';

/** Whether the engine owns the ad set's status: DELIVERING, or NOT_DELIVERING for one of its own reasons. */
function engineOwned(adSet: IndexedAdSet): boolean {
  return (
    adSet.status === 'DELIVERING' ||
    (adSet.status === 'NOT_DELIVERING' && isEngineNotDelivering(adSet.effectiveStatus))
  );
}

/**
 * What the SKUs call for, before holds and budgets: complete an ad set the engine owns left without SKUs,
 * or revive one (held at once when it is held: one write, not DELIVERING then NOT_DELIVERING).
 */
function skuChange(adSet: IndexedAdSet): StatusChange['to'] | null {
  if (engineOwned(adSet) && adSet.noSkuLeft) return { status: 'COMPLETED', effectiveStatus: NO_SKU };
  if (adSet.status === 'COMPLETED' && adSet.effectiveStatus === NO_SKU && !adSet.noSkuLeft)
    return adSet.hold
      ? { status: 'NOT_DELIVERING', effectiveStatus: adSet.hold }
      : { status: 'DELIVERING', effectiveStatus: null };
  return null;
}

/**
 * The effective statuses the index's view of budgets and wallets calls for (spec 2's tooltips):
 * a DELIVERING ad set kept out becomes NOT_DELIVERING with its reason (EXCEED_BUDGET_DAILY,
 * EXCEED_BUDGET_TOTAL, WALLET_EXCEED_THRESHOLD); one the engine stopped comes back to DELIVERING (no
 * reason) when it may serve again, or takes the new reason. Only changes: an ad set already in the state
 * it should be in is left alone, so the writes (whose trigger rebuilds the index) never loop. An ad set with
 * no SKU left to show is COMPLETED (NO_SKU) and delivers again when one is back. One the engine holds
 * (`hold`: its banner targets all deleted, a bid below the minimum) is NOT_DELIVERING with the hold's reason
 * (TARGETS_GONE, BID_BELOW_MINIMUM) before any budget reason, and delivers again when the cause is gone.
 * SCHEDULED → DELIVERING is the schedule job's (sponsor-lists/sponsor-schedule-job.ts), not this.
 */
export function statusChanges(index: DeliveryIndex): StatusChange[] {
  const changes: StatusChange[] = [];
  for (const { catalog } of index.catalogs.values()) {
    for (const adSet of catalog.adSets) {
      const from = { status: adSet.status, effectiveStatus: adSet.effectiveStatus };
      const base = { adSetId: adSet.id, companyId: adSet.companyId, campaignId: adSet.campaignId, from };
      const bySkus = skuChange(adSet);
      if (bySkus) {
        changes.push({ ...base, to: bySkus });
        continue;
      }
      if (adSet.hold) {
        const held = adSet.status === 'NOT_DELIVERING' && adSet.effectiveStatus === adSet.hold;
        if (engineOwned(adSet) && !held)
          changes.push({ ...base, to: { status: 'NOT_DELIVERING', effectiveStatus: adSet.hold } });
        continue;
      }
      if (!mayServe(adSet)) {
        // The hold's cause is gone but it has nothing to show for a reason the engine does not write (a
        // creative without an image): the hold's reason would be stale.
        if (adSet.status === 'NOT_DELIVERING' && isEngineHold(adSet.effectiveStatus))
          changes.push({ ...base, to: { status: 'DELIVERING', effectiveStatus: null } });
        continue;
      }
      const reason = index.blocked.get(adSet.id) ?? null;
      if (adSet.status === 'DELIVERING' && reason)
        changes.push({ ...base, to: { status: 'NOT_DELIVERING', effectiveStatus: reason } });
      else if (adSet.status === 'NOT_DELIVERING' && isEngineNotDelivering(adSet.effectiveStatus)) {
        if (!reason) changes.push({ ...base, to: { status: 'DELIVERING', effectiveStatus: null } });
        else if (reason !== adSet.effectiveStatus)
          changes.push({ ...base, to: { status: 'NOT_DELIVERING', effectiveStatus: reason } });
      }
    }
  }
  return changes;
}

/**
 * Writes the changes, each only if the row is still as the index saw it (a user's pause or a review in
 * between wins), with an activity row for a status change. Answers how many rows changed.
 */
export async function writeStatusChanges(
  db: Db,
  changes: readonly StatusChange[],
  now: Date,
): Promise<number> {
  if (changes.length === 0) return 0;
  return db.transaction(async (tx) => {
    let written = 0;
    for (const change of changes) {
      const sameEffective: SQL = change.from.effectiveStatus
        ? eq(sponsorAdSets.effectiveStatus, change.from.effectiveStatus)
        : isNull(sponsorAdSets.effectiveStatus);
      const rows = await tx
        .update(sponsorAdSets)
        .set({ status: change.to.status, effectiveStatus: change.to.effectiveStatus, updatedAt: now })
        .where(
          and(
            eq(sponsorAdSets.id, change.adSetId),
            eq(sponsorAdSets.status, change.from.status as 'DELIVERING'),
            eq(sponsorAdSets.runningStatus, 'STARTED'),
            isNull(sponsorAdSets.removedAt),
            sameEffective,
          ),
        )
        .returning({ id: sponsorAdSets.id });
      if (rows.length === 0) continue;
      written++;
      if (change.from.status !== change.to.status)
        await recordSponsorHistory(tx, {
          companyId: change.companyId,
          campaignId: change.campaignId,
          objectType: 'AD_SET',
          objectId: change.adSetId,
          actor: { userId: null, impersonatorId: null },
          changes: [
            {
              actionType: '~',
              objectType: 'AD_SET',
              field: 'status',
              old: change.from.status,
              new: change.to.status,
            },
          ],
          now,
        });
    }
    return written;
  });
}
