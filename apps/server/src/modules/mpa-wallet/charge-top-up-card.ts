import { mpaTopUpMessages } from '@portal/domain/mpa-top-up';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { mpaTopUpRequests } from '../../db/schema/index';
import { chargeDefaultCard, defaultCardOf } from '../payments/charge-default-card';
import { AUTHENTICATION_REQUIRED } from '../payments/sandbox-payment-provider';
import type { MpaTopUpRow } from './mpa-top-up-rows';

export type CardCharge =
  | { status: 'paid'; reference: string }
  | { status: 'failed'; reason: string }
  | { status: 'pending'; reference: string };

/**
 * Charges a CARD request's total to the company's default card as auto top-up does (off-session: the Meta
 * modal has no confirmation step, so a card that asks for authentication fails). The provider's idempotency
 * key is the request's, so a retried request charges once. The intent is recorded on the row at once: a
 * charge that succeeded is never forgotten when completing fails afterwards.
 */
export async function chargeTopUpCard(
  deps: Pick<AppDeps, 'db' | 'now'>,
  row: MpaTopUpRow,
): Promise<CardCharge> {
  const saved = await defaultCardOf(deps, row.companyId);
  if (!saved) return { status: 'failed', reason: mpaTopUpMessages.noSavedCard };
  const intent = await chargeDefaultCard(deps, saved, {
    amount: row.totalMicros,
    currency: row.currency,
    idempotencyKey: `mpa-top-up:${row.companyId}:${row.id}`,
    offSession: true,
    metadata: { mpaTopUpRequestId: String(row.id), companyId: String(row.companyId) },
  });
  if (!intent) return { status: 'failed', reason: mpaTopUpMessages.paymentFailed };
  await deps.db
    .update(mpaTopUpRequests)
    .set({ paymentReference: intent.id, dateUpdated: deps.now() })
    .where(eq(mpaTopUpRequests.id, row.id));
  if (intent.status === 'succeeded') return { status: 'paid', reference: intent.id };
  if (intent.status === 'processing') return { status: 'pending', reference: intent.id };
  if (intent.status === 'requires_action') return { status: 'failed', reason: AUTHENTICATION_REQUIRED };
  return { status: 'failed', reason: intent.declineReason ?? mpaTopUpMessages.paymentFailed };
}
