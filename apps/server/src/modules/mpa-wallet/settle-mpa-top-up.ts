import type { AppDeps } from '../../app-deps';
import { DomainError } from '../../graphql/errors';
import type { AdAccountRow } from '../meta-ads/find-ad-account';
import { MetaApiError } from '../meta-ads/meta-ads';
import { metaUserMessage } from '../meta-ads/meta-errors';
import { completeOpenTopUp, failOpenTopUp, lockTopUp } from './complete-mpa-top-up';
import { type MpaTopUpPayload, type MpaTopUpRow, refused } from './mpa-top-up-rows';

export type SettleDeps = Pick<AppDeps, 'db' | 'now' | 'metaAds'>;

const isOpen = (row: MpaTopUpRow) => row.status === 'REQUESTING' || row.status === 'APPROVED';

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
    if (error instanceof MetaApiError) return refused(null, metaUserMessage(error));
    if (error instanceof DomainError) return refused(error.field, error.code);
    throw error;
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
