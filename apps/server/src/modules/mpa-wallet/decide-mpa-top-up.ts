import { mpaTopUpMessages } from '@portal/domain/mpa-top-up';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { mpaTopUpRequests } from '../../db/schema/index';
import { inputErrors } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import { findAdAccount } from '../meta-ads/find-ad-account';
import {
  type MpaTopUpPayload,
  type MpaTopUpRow,
  notFoundPayload,
  refused,
  withInvoices,
} from './mpa-top-up-rows';
import { completeLocked, failLocked, isPayload, lockTopUp, type SettleDeps } from './settle-mpa-top-up';

const MAX_REASON_LENGTH = 500;

/** A staff decision succeeded (a failed request included): the request as it is now. */
async function decided(deps: Pick<AppDeps, 'db'>, row: MpaTopUpRow): Promise<MpaTopUpPayload> {
  const [view] = await withInvoices(deps.db, [row]);
  return { ok: true, errors: [], topUpRequest: view! };
}

/** The wire transfer staff decide on; another method, an unknown id or a malformed one is not theirs to decide. */
async function wireOf(deps: Pick<AppDeps, 'db'>, id: unknown): Promise<MpaTopUpRow | null> {
  const rowId = parseRowId(id);
  if (rowId === null) return null;
  const [row] = await deps.db.select().from(mpaTopUpRequests).where(eq(mpaTopUpRequests.id, rowId));
  return row?.method === 'WIRE_TRANSFER' ? row : null;
}

/** approveMpaTopUpRequest (staff): the payment of a requested wire transfer was seen. Approving twice is one approval. */
export async function approveMpaTopUpRequest({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  input: { id: unknown };
}): Promise<MpaTopUpPayload> {
  const wire = await wireOf(deps, input.id);
  if (!wire) return notFoundPayload();
  const row = await deps.db.transaction(async (tx) => {
    const locked = (await lockTopUp(tx, wire.id))!;
    if (locked.status !== 'REQUESTING') return locked;
    const [approved] = await tx
      .update(mpaTopUpRequests)
      .set({ status: 'APPROVED', dateUpdated: deps.now() })
      .where(eq(mpaTopUpRequests.id, wire.id))
      .returning();
    return approved!;
  });
  if (row.status !== 'APPROVED') return refused('id', mpaTopUpMessages.topUpNotOpen);
  return decided(deps, row);
}

/**
 * completeMpaTopUpRequest (staff): the wire transfer's money arrived. The Meta wallet is credited, the invoice
 * issued and Meta funds the ad account, once however often (or however concurrently) it is asked.
 */
export async function completeMpaTopUpRequest({
  deps,
  input,
}: {
  deps: SettleDeps;
  input: { id: unknown };
}): Promise<MpaTopUpPayload> {
  const wire = await wireOf(deps, input.id);
  if (!wire) return notFoundPayload();
  if (wire.status === 'FAILED') return refused('id', mpaTopUpMessages.topUpNotOpen);
  const account = await findAdAccount({ db: deps.db, companyId: wire.companyId, sellerId: wire.sellerId });
  if (!account) return refused('id', mpaTopUpMessages.sellerNotOnboarded);
  const settled = await completeLocked(deps, wire.id, account);
  if (isPayload(settled)) return settled;
  if (settled.status !== 'COMPLETED') return refused('id', mpaTopUpMessages.topUpNotOpen);
  return decided(deps, settled);
}

/** failMpaTopUpRequest (staff): the wire transfer's money never came; the reason is shown to the company. */
export async function failMpaTopUpRequest({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  input: { id: unknown; reason?: string | null };
}): Promise<MpaTopUpPayload> {
  const reason = (input.reason ?? '').trim();
  if (!reason) return refused('reason', mpaTopUpMessages.reasonRequired);
  if (reason.length > MAX_REASON_LENGTH) return refused('reason', inputErrors.invalidValue);
  const wire = await wireOf(deps, input.id);
  if (!wire) return notFoundPayload();
  const row = await failLocked(deps, wire.id, reason);
  if (row.status !== 'FAILED') return refused('id', mpaTopUpMessages.topUpNotOpen);
  return decided(deps, row);
}
