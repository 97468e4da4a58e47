import { and, asc, eq, gt, gte, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { adSetSpend, sponsorAdSets } from '../../db/schema/index';
import { enqueueJob, type JobHandler } from '../jobs/job-queue';
import type { Tx } from '../wallet/ledger';
import { type SpendInput, type SpendResult, spendInTransaction } from '../wallet/spend-from-wallet';

/**
 * Charging (decision 0190): an ad set's accrued spend (`ad_set_spend.pending_micros`) goes to the wallet
 * through the ledger's spend entry point in small batches. Each batch is ONE transaction that locks the ad
 * set's spend row, spends from the wallet with the key `adspend:<adSetId>:<batchNo + 1>`, zeroes the pending
 * figures and bumps `batch_no`: a crash before the commit leaves the pending spend for the next run, a
 * crash after it leaves nothing to charge, and a second charger (another process) finds the row locked or
 * already zeroed, so nothing is charged twice or lost.
 */

export const SPEND_CHARGE_JOB = 'delivery-spend-charge';
/**
 * The charger runs once a minute and takes everything pending then: an ad set is charged at most a minute
 * after its spend accrued, in batches at most a minute apart (plus the job runner's poll).
 */
export const SPEND_CHARGE_INTERVAL_MS = 60_000;
/** Pending spend this large (wallet-currency micros) is charged whatever its age. */
export const SPEND_CHARGE_THRESHOLD_MICROS = 100_000_000n;

export type ChargeDeps = Pick<AppDeps, 'db' | 'now'>;
export type ChargeOptions = {
  /** Only spend pending for at least this long (ms); 0 (the default) charges everything pending. */
  olderThan?: number;
  /** Spend this large (wallet-currency micros) is charged whatever its age. */
  thresholdMicros?: bigint;
  /** The wallet spend (tests wrap it to fail after it ran, as a crash would). */
  spend?: (tx: Tx, input: SpendInput) => Promise<SpendResult>;
};

export type ChargeResult = {
  adSetsCharged: number;
  chargedMicros: bigint;
  /** Ad sets whose batch failed and rolled back: their spend stays pending for the next run. */
  failures: { adSetId: number; error: string }[];
};

/** Charges every ad set whose pending spend is due; answers how many and how much. */
export async function chargePendingSpend(
  deps: ChargeDeps,
  options: ChargeOptions = {},
): Promise<ChargeResult> {
  const now = deps.now();
  const olderThan = options.olderThan ?? 0;
  const threshold = options.thresholdMicros ?? SPEND_CHARGE_THRESHOLD_MICROS;
  const due = await deps.db
    .select({ adSetId: adSetSpend.adSetId })
    .from(adSetSpend)
    .where(
      and(
        gt(adSetSpend.pendingMicros, 0n),
        or(
          lte(adSetSpend.oldestPendingAt, new Date(now.getTime() - olderThan)),
          gte(adSetSpend.pendingMicros, threshold),
        ),
      ),
    )
    .orderBy(asc(adSetSpend.adSetId));
  const result: ChargeResult = { adSetsCharged: 0, chargedMicros: 0n, failures: [] };
  for (const { adSetId } of due) {
    try {
      const amount = await chargeAdSet(deps.db, adSetId, now, options.spend ?? spendInTransaction);
      if (amount > 0n) {
        result.adSetsCharged += 1;
        result.chargedMicros += amount;
      }
    } catch (error) {
      // One ad set's failure (its transaction rolled back) does not hold the others' charges.
      result.failures.push({ adSetId, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}

/** One ad set's batch, in one transaction; answers the amount charged (0 when another run took it). */
async function chargeAdSet(
  db: Db,
  adSetId: number,
  now: Date,
  spend: NonNullable<ChargeOptions['spend']>,
): Promise<bigint> {
  return db.transaction(async (tx) => {
    // SKIP LOCKED: a batch being ingested or another charger holds it; the next run takes it.
    const [row] = await tx
      .select({
        spend: adSetSpend,
        brandId: sponsorAdSets.brandId,
        catalogId: sponsorAdSets.catalogId,
        adType: sponsorAdSets.adType,
      })
      .from(adSetSpend)
      .innerJoin(sponsorAdSets, eq(sponsorAdSets.id, adSetSpend.adSetId))
      .where(eq(adSetSpend.adSetId, adSetId))
      .for('update', { of: adSetSpend, skipLocked: true });
    if (!row || row.spend.pendingMicros <= 0n) return 0n;
    const pending = row.spend;
    const batchNo = pending.batchNo + 1;
    await spend(tx, {
      companyId: pending.companyId,
      amount: pending.pendingMicros,
      idempotencyKey: `adspend:${adSetId}:${batchNo}`,
      brandId: row.brandId,
      catalogId: row.catalogId,
      adType: row.adType,
      clicks: pending.pendingClicks,
      impressions: pending.pendingImpressions,
      chargeDate: now,
    });
    await tx
      .update(adSetSpend)
      .set({
        pendingMicros: 0n,
        pendingClicks: 0,
        pendingImpressions: 0,
        oldestPendingAt: null,
        batchNo,
        chargedMicros: sql`${adSetSpend.chargedMicros} + ${pending.pendingMicros.toString()}::bigint`,
        updatedAt: now,
      })
      .where(eq(adSetSpend.adSetId, adSetId));
    return pending.pendingMicros;
  });
}

const slotOf = (at: Date) => Math.floor(at.getTime() / SPEND_CHARGE_INTERVAL_MS);
const slotKey = (at: Date) => `${SPEND_CHARGE_JOB}:${slotOf(at)}`;
const nextSlotStart = (at: Date) => new Date((slotOf(at) + 1) * SPEND_CHARGE_INTERVAL_MS);

/** Queues the run of the minute `at` falls in; the dedupe key makes it once per slot across processes. */
export function scheduleSpendCharge(db: Db, at: Date) {
  return enqueueJob(db, { kind: SPEND_CHARGE_JOB, payload: {}, runAt: at, dedupeKey: slotKey(at) });
}

/** Charges what is due, then queues the next slot's run: the schedule carries itself. */
export const spendChargeJobHandler: JobHandler = async (_payload, deps) => {
  const now = deps.now();
  try {
    const result = await chargePendingSpend({ db: deps.db, now: () => now });
    if (result.adSetsCharged > 0)
      deps.logger.info(
        { adSetsCharged: result.adSetsCharged, chargedMicros: String(result.chargedMicros) },
        'delivery spend charged to wallets',
      );
    if (result.failures.length > 0)
      deps.logger.warn({ failures: result.failures }, 'delivery spend left pending after a failed charge');
  } finally {
    await scheduleSpendCharge(deps.db, nextSlotStart(now));
  }
};
