import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { topUpRequests } from '../../db/schema/index';
import { syncCardTopUp } from './complete-top-up';
import { type TopUpPayload, topUpPayload } from './create-top-up-request';
import { paymentErrors, toId } from './payments-settings';

/** checkVerifiedTopUpRequest: after the confirmation step, reads the card payment again and completes it (idempotent). */
export async function checkVerifiedTopUpRequest({
  deps,
  actor: { companyId },
  input: { id },
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: { companyId: number };
  input: { id: string | number };
}): Promise<TopUpPayload> {
  const topUpId = toId(id);
  const [row] =
    topUpId && topUpId > 0
      ? await deps.db
          .select()
          .from(topUpRequests)
          .where(and(eq(topUpRequests.id, topUpId), eq(topUpRequests.companyId, companyId)))
      : [];
  if (!row)
    return {
      ok: false,
      errors: [{ field: 'id', messages: [paymentErrors.unknownTopUp] }],
      topUp: null,
      confirmToken: null,
    };
  return topUpPayload(row.type === 'CARD' ? await syncCardTopUp(deps, row) : row);
}
