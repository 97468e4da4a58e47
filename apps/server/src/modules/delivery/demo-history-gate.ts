import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { DEMO_HISTORY_JOB } from './demo-history-job';

/**
 * Live decisions wait for the demo history (decision 0283). The history charges each simulated hour's spend
 * from the same per-ad-set pending spend live traffic accrues into (`ad_set_spend`): a live click accrued while
 * the history runs makes the history's charges skip that ad set (its oldest pending spend lies "after" the
 * simulated clock), so days of history spend were charged at once, dated today, by the live charger. With no
 * live decision while the history is written there is no live token, so no live spend, to mix with it.
 *
 * One indexed query (queued or running day jobs) at most every REFRESH_MS per process; a decision never waits
 * for it except the first one of the process. Once no day job is left the answer stays "done": a history is
 * queued once per database, at a start, before the server listens.
 */

const REFRESH_MS = 2_000;

type Gate = { isWriting: boolean | null; checkedAt: number; checking: Promise<boolean> | null };
const gates = new WeakMap<Db, Gate>();

async function historyJobsLeft(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ left: sql<boolean>`true` })
    .from(jobs)
    .where(and(inArray(jobs.status, ['QUEUED', 'RUNNING']), eq(jobs.kind, DEMO_HISTORY_JOB)))
    .limit(1);
  return row !== undefined;
}

function check(db: Db, gate: Gate): Promise<boolean> {
  gate.checking ??= historyJobsLeft(db)
    .then((isWriting) => {
      gate.isWriting = isWriting;
      gate.checkedAt = Date.now();
      return isWriting;
    })
    .finally(() => {
      gate.checking = null;
    });
  return gate.checking;
}

/** Whether the demo history is still being written on this database: decisions then answer 503. */
export async function isDemoHistoryWriting(db: Db): Promise<boolean> {
  let gate = gates.get(db);
  if (!gate) {
    gate = { isWriting: null, checkedAt: 0, checking: null };
    gates.set(db, gate);
  }
  if (gate.isWriting === null) return check(db, gate);
  if (gate.isWriting && Date.now() - gate.checkedAt >= REFRESH_MS)
    // In the background: this decision answers from the last reading; a failed reading keeps it.
    check(db, gate).catch(() => undefined);
  return gate.isWriting;
}

/** Tests: the next call reads the jobs again. */
export function forgetDemoHistoryGate(db: Db): void {
  gates.delete(db);
}
