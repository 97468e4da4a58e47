import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { topUpRequests } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import { completeTopUp, failTopUp } from './complete-top-up';
import type { TopUpPayload } from './create-top-up-request';
import { topUpPayload } from './create-top-up-request';
import { paymentErrors, toId } from './payments-settings';

/** The open wire-transfer or credit-note request staff act on; card payments are settled by the provider only. */
async function staffOpenRequest(deps: Pick<AppDeps, 'db'>, id: string | number) {
  const topUpId = toId(id);
  const [row] =
    topUpId && topUpId > 0
      ? await deps.db.select().from(topUpRequests).where(eq(topUpRequests.id, topUpId))
      : [];
  return row ?? null;
}

/** markTopUpRequestPaid (staff): the transfer or credit note arrived; credits the wallet and issues the invoice. */
export async function markTopUpRequestPaid({
  deps,
  input: { id },
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  input: { id: string | number };
}): Promise<TopUpPayload> {
  const row = await staffOpenRequest(deps, id);
  if (!row) throw new DomainError(paymentErrors.unknownTopUp, 'id');
  if (row.type === 'CARD' || row.type === 'SELLER_CENTER' || row.status !== 'PENDING')
    throw new DomainError(paymentErrors.topUpNotPending, 'id');
  return topUpPayload((await completeTopUp(deps, row.id))!);
}

/** markTopUpRequestFailed (staff): the money never came; the voucher is given back. */
export async function markTopUpRequestFailed({
  deps,
  input: { id, reason },
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  input: { id: string | number; reason: string };
}): Promise<TopUpPayload> {
  const text = reason.trim();
  if (!text || text.length > 500) throw new DomainError(paymentErrors.requireReason, 'reason');
  const row = await staffOpenRequest(deps, id);
  if (!row) throw new DomainError(paymentErrors.unknownTopUp, 'id');
  if (row.type === 'CARD' || row.type === 'SELLER_CENTER' || row.status !== 'PENDING')
    throw new DomainError(paymentErrors.topUpNotPending, 'id');
  const failed = (await failTopUp(deps, row.id, text))!;
  return { ...topUpPayload(failed), ok: true, errors: [] };
}
