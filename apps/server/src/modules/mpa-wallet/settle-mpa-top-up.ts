import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { mpaTopUpRequests } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import type { AdAccountRow } from '../meta-ads/find-ad-account';
import { MetaApiError } from '../meta-ads/meta-ads';
import { metaUserMessage } from '../meta-ads/meta-errors';
import type { Tx } from '../wallet/ledger';
import { completeOpenTopUp } from './complete-mpa-top-up';
import { type MpaTopUpPayload, type MpaTopUpRow, refused } from './mpa-top-up-rows';

export type SettleDeps = Pick<AppDeps, 'db' | 'now' | 'metaAds'>;

const isOpen = (row: MpaTopUpRow) => row.status === 'REQUESTING' || row.status === 'APPROVED';

/** Locks the request's row for the rest of the transaction: transitions of one request are serialised. */
export async function lockTopUp(tx: Tx, id: number) {
  const [row] = await tx.select().from(mpaTopUpRequests).where(eq(mpaTopUpRequests.id, id)).for('update');
  return row ?? null;
}

/** Marks an open request FAILED with its reason (the caller holds the row lock or the row is new). */
export async function failOpenTopUp(
  deps: Pick<AppDeps, 'now'>,
  tx: Tx,
  row: MpaTopUpRow,
  reason: string,
  paymentReference: string | null = row.paymentReference,
): Promise<MpaTopUpRow> {
  const [updated] = await tx
    .update(mpaTopUpRequests)
    .set({ status: 'FAILED', statusReason: reason, paymentReference, dateUpdated: deps.now() })
    .where(and(eq(mpaTopUpRequests.id, row.id), inArray(mpaTopUpRequests.status, ['REQUESTING', 'APPROVED'])))
    .returning();
  return updated ?? row;
}

/**
 * A completion's refusal as the payload's error: Meta's (its user message) or a rule's (paid credit no longer
 * covering the amount); anything else is unexpected and thrown on.
 */
export function completionRefusal(error: unknown): MpaTopUpPayload {
  if (error instanceof MetaApiError) return refused(null, metaUserMessage(error));
  if (error instanceof DomainError) return refused(error.field, error.code);
  throw error;
}

/**
 * Completes a request under its row lock: a request already settled is answered as it is (the same
 * completion twice at once lands once). Meta's refusal and a rule's refusal (paid credit no longer
 * covering the amount) roll the completion back and come back as the error of a payload.
 */
export async function completeLocked(
  deps: SettleDeps,
  id: number,
  account: AdAccountRow,
  paymentReference?: string | null,
): Promise<MpaTopUpRow | MpaTopUpPayload> {
  try {
    return await deps.db.transaction(async (tx) => {
      const row = (await lockTopUp(tx, id))!;
      if (!isOpen(row)) return row;
      return completeOpenTopUp(deps, tx, row, account, paymentReference ?? row.paymentReference);
    });
  } catch (error) {
    return completionRefusal(error);
  }
}

/** Fails an open request under its row lock; a settled one is answered as it is. */
export async function failLocked(
  deps: Pick<AppDeps, 'db' | 'now'>,
  id: number,
  reason: string,
  paymentReference?: string | null,
): Promise<MpaTopUpRow> {
  return deps.db.transaction(async (tx) => {
    const row = (await lockTopUp(tx, id))!;
    if (!isOpen(row)) return row;
    return failOpenTopUp(deps, tx, row, reason, paymentReference ?? row.paymentReference);
  });
}

export const isPayload = (value: MpaTopUpRow | MpaTopUpPayload): value is MpaTopUpPayload =>
  'errors' in value;
