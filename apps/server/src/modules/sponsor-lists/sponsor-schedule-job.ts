import { runningAdSetStatus } from '@portal/domain/sponsor-status';
import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SponsorAdSetRow, sponsorAdSets } from '../../db/schema/index';
import { enqueueJob, type JobHandler } from '../jobs/job-queue';
import { recordSponsorHistory } from '../sponsor-campaigns/record-history';

export const SPONSOR_SCHEDULE_JOB = 'sponsor-schedule';
export const SPONSOR_SCHEDULE_INTERVAL_MS = 5 * 60_000;

const slotOf = (at: Date) => Math.floor(at.getTime() / SPONSOR_SCHEDULE_INTERVAL_MS);
const slotKey = (at: Date) => `${SPONSOR_SCHEDULE_JOB}:${slotOf(at)}`;
const nextSlotStart = (at: Date) => new Date((slotOf(at) + 1) * SPONSOR_SCHEDULE_INTERVAL_MS);

/** Statuses that end as COMPLETED once the end date has passed. */
const endable = ['SCHEDULED', 'DELIVERING', 'PAUSED', 'NOT_DELIVERING'] as const;

/**
 * Why a COMPLETED ad set completed, as the engine's NO_SKU says it for want of SKUs (delivery-index-status.ts):
 * its end date passed. It replaces whatever reason the ad set had (a spent budget, a low wallet, no SKU), so
 * the tooltip and the diagnostics say the end date, and the engine never revives it when a SKU is back.
 */
export const END_DATE = 'END_DATE';

/** Queues the run of the 5-minute slot `at` falls in; the dedupe key makes it once per slot across processes. */
export function scheduleSponsorSchedule(db: Db, at: Date) {
  return enqueueJob(db, { kind: SPONSOR_SCHEDULE_JOB, payload: {}, runAt: at, dedupeKey: slotKey(at) });
}

type Move = {
  row: SponsorAdSetRow;
  status: SponsorAdSetRow['status'];
  /** The new effective status, when the move sets one. */
  effectiveStatus?: string;
};

async function apply(db: Db, moves: Move[], now: Date) {
  for (const { row, status, effectiveStatus } of moves) {
    await db
      .update(sponsorAdSets)
      .set({ status, updatedAt: now, ...(effectiveStatus === undefined ? {} : { effectiveStatus }) })
      .where(eq(sponsorAdSets.id, row.id));
    if (status === row.status) continue;
    await recordSponsorHistory(db, {
      companyId: row.companyId,
      campaignId: row.campaignId,
      objectType: 'AD_SET',
      objectId: row.id,
      actor: { userId: null, impersonatorId: null },
      changes: [{ actionType: '~', objectType: 'AD_SET', field: 'status', old: row.status, new: status }],
      now,
    });
  }
}

/**
 * Moves ad sets along their schedule (delivery and spend are the engine's): past the end date → COMPLETED
 * (END_DATE), including one already COMPLETED for another reason (the engine's NO_SKU, which it would revive
 * when a SKU is back, or a reason left from before); SCHEDULED whose start has come → DELIVERING (or PAUSED when its running
 * status is PAUSED). Rows are locked and re-checked, so a second run changes nothing.
 */
export async function runSponsorSchedule(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const ended = await tx
      .select()
      .from(sponsorAdSets)
      .where(
        and(
          or(
            inArray(sponsorAdSets.status, endable),
            and(
              eq(sponsorAdSets.status, 'COMPLETED'),
              sql`${sponsorAdSets.effectiveStatus} is distinct from ${END_DATE}`,
            ),
          ),
          isNotNull(sponsorAdSets.endDate),
          lt(sponsorAdSets.endDate, now),
        ),
      )
      .for('update', { skipLocked: true });
    await apply(
      tx,
      ended.map((row) => ({ row, status: 'COMPLETED' as const, effectiveStatus: END_DATE })),
      now,
    );
    const started = await tx
      .select()
      .from(sponsorAdSets)
      .where(
        and(
          eq(sponsorAdSets.status, 'SCHEDULED'),
          lte(sponsorAdSets.startDate, now),
          or(isNull(sponsorAdSets.endDate), gte(sponsorAdSets.endDate, now)),
        ),
      )
      .for('update', { skipLocked: true });
    await apply(
      tx,
      started.map((row) => ({
        row,
        status: runningAdSetStatus(row.runningStatus),
      })),
      now,
    );
    return { completed: ended.length, started: started.length };
  });
}

export const sponsorScheduleJobHandler: JobHandler = async (_payload, deps) => {
  const now = deps.now();
  const result = await runSponsorSchedule(deps.db, now);
  if (result.completed || result.started) deps.logger.info(result, 'sponsor schedule moved ad sets');
  await scheduleSponsorSchedule(deps.db, nextSlotStart(now));
};

/** Queues the current slot's run: the schedule then carries itself every 5 minutes. */
export async function startSponsorSchedule(db: Db, now: Date) {
  await scheduleSponsorSchedule(db, now);
}
