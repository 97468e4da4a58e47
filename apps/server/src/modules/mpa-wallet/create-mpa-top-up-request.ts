import { randomUUID } from 'node:crypto';
import { MAX_MICROS } from '@portal/domain';
import {
  type MpaTopUpMethod,
  mpaTopUpMessages,
  mpaTopUpMethods,
  mpaTopUpTaxRates,
  mpaTopUpTotals,
} from '@portal/domain/mpa-top-up';
import { and, eq } from 'drizzle-orm';
import { mpaTopUpRequests } from '../../db/schema/index';
import { inputErrors } from '../../graphql/errors';
import { isFlagActive } from '../company/company-settings';
import type { AdAccountRow } from '../meta-ads/find-ad-account';
import { sellerAndAccount } from '../meta-ads/meta-scope';
import { defaultCardOf } from '../payments/charge-default-card';
import { billingCompany } from '../payments/payments-settings';
import { chargeTopUpCard } from './charge-top-up-card';
import { completeOpenTopUp } from './complete-mpa-top-up';
import { paidCreditAvailable } from './meta-wallet-ledger';
import { type MpaTopUpPayload, type MpaTopUpRow, payloadOf, refused } from './mpa-top-up-rows';
import {
  completeLocked,
  completionRefusal,
  failLocked,
  isPayload,
  type SettleDeps,
} from './settle-mpa-top-up';

export type CreateMpaTopUpArgs = {
  sellerId: unknown;
  requestAmount?: bigint | null;
  method?: MpaTopUpMethod | null;
  idempotencyKey?: string | null;
};

const MAX_KEY_LENGTH = 200;

async function answer(deps: SettleDeps, settled: MpaTopUpRow | MpaTopUpPayload): Promise<MpaTopUpPayload> {
  return isPayload(settled) ? settled : payloadOf(deps.db, settled);
}

/** Takes a card request as far as it goes now: charged, then completed or failed. Other requests are as they are. */
async function proceed(deps: SettleDeps, row: MpaTopUpRow, account: AdAccountRow): Promise<MpaTopUpPayload> {
  // A key names one request: sent again for another seller it is refused, else that seller's ad account
  // would be funded for the first seller's Meta wallet.
  if (row.sellerId !== account.sellerId) return refused('idempotencyKey', inputErrors.invalidValue);
  if (row.method !== 'CARD' || row.status !== 'REQUESTING') return payloadOf(deps.db, row);
  const charge = await chargeTopUpCard(deps, row);
  if (charge.status === 'paid')
    return answer(deps, await completeLocked(deps, row.id, account, charge.reference));
  if (charge.status === 'failed') return answer(deps, await failLocked(deps, row.id, charge.reason));
  return payloadOf(deps.db, (await findByKey(deps, row.companyId, row.idempotencyKey))!);
}

/** PAID_CREDIT: the request and its completion in one transaction, so a refusal leaves no request behind. */
async function insertCompleted(
  deps: SettleDeps,
  values: typeof mpaTopUpRequests.$inferInsert,
  account: AdAccountRow,
): Promise<MpaTopUpRow | MpaTopUpPayload | null> {
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(mpaTopUpRequests).values(values).onConflictDoNothing().returning();
      return row ? completeOpenTopUp(deps, tx, row, account) : null;
    });
  } catch (error) {
    return completionRefusal(error);
  }
}

/**
 * createMpaTopUpRequest (spec 3 §2.2, decision 0230): a top-up of the seller's Meta wallet. WIRE_TRANSFER waits
 * for staff (REQUESTING); CARD charges the default saved card now (COMPLETED, or FAILED with the decline);
 * PAID_CREDIT (flag use_paid_credit_for_meta_ads, paid credit covering the amount) moves paid credit at once.
 * The same idempotency key again answers the first request (and finishes it if it was interrupted).
 */
export async function createMpaTopUpRequest({
  deps,
  actor,
  input,
}: {
  deps: SettleDeps;
  actor: { companyId: number; user: { id: number } | null };
  input: CreateMpaTopUpArgs;
}): Promise<MpaTopUpPayload> {
  const { db } = deps;
  const { companyId } = actor;
  const { seller, account } = await sellerAndAccount(deps, { companyId }, input.sellerId);
  const sellerId = seller.id;
  if (!account) return refused('sellerId', mpaTopUpMessages.sellerNotOnboarded);
  const company = (await billingCompany(db, companyId))!;
  const amount = input.requestAmount ?? null;
  if (amount === null || amount <= 0n) return refused('requestAmount', mpaTopUpMessages.amountRequired);
  if (amount % 10n ** BigInt(6 - Math.min(6, company.digits)) !== 0n)
    return refused('requestAmount', inputErrors.invalidNumber);
  const method = input.method;
  if (!method || !mpaTopUpMethods.includes(method)) return refused('method', mpaTopUpMessages.methodRequired);
  const idempotencyKey = (input.idempotencyKey ?? '').trim() || randomUUID();
  if (idempotencyKey.length > MAX_KEY_LENGTH) return refused('idempotencyKey', inputErrors.invalidValue);

  const existing = await findByKey(deps, companyId, idempotencyKey);
  if (existing) return proceed(deps, existing, account);

  if (method === 'CARD' && !(await defaultCardOf(deps, companyId)))
    return refused('method', mpaTopUpMessages.noSavedCard);
  if (method === 'PAID_CREDIT') {
    if (!(await isFlagActive(deps, 'use_paid_credit_for_meta_ads')))
      return refused('method', mpaTopUpMessages.paidCreditNotAvailable);
    const available = await db.transaction((tx) => paidCreditAvailable(tx, companyId, deps.now()));
    if (available < amount) return refused('requestAmount', mpaTopUpMessages.paidCreditTooLow);
  }
  const taxRate = mpaTopUpTaxRates[method];
  const { tax, total } = mpaTopUpTotals(amount, taxRate, company.digits);
  // The total is stored (and charged) in a bigint column: an amount whose tax takes it past it is out of range.
  if (total > MAX_MICROS) return refused('requestAmount', inputErrors.numberOutOfRange);
  const values = {
    companyId,
    sellerId,
    method,
    status: 'REQUESTING' as const,
    currency: company.currency,
    requestAmountMicros: amount,
    taxRate,
    taxMicros: tax,
    totalMicros: total,
    idempotencyKey,
    createdBy: actor.user?.id ?? null,
    dateCreated: deps.now(),
    dateUpdated: deps.now(),
  };
  if (method === 'PAID_CREDIT') {
    const settled = await insertCompleted(deps, values, account);
    if (settled) return answer(deps, settled);
  } else {
    const [inserted] = await db.insert(mpaTopUpRequests).values(values).onConflictDoNothing().returning();
    if (inserted) return proceed(deps, inserted, account);
  }
  // The same key was being created at the same moment: answer (and finish) that request.
  return proceed(deps, (await findByKey(deps, companyId, idempotencyKey))!, account);
}

async function findByKey(deps: SettleDeps, companyId: number, idempotencyKey: string) {
  const [row] = await deps.db
    .select()
    .from(mpaTopUpRequests)
    .where(
      and(eq(mpaTopUpRequests.companyId, companyId), eq(mpaTopUpRequests.idempotencyKey, idempotencyKey)),
    );
  return row ?? null;
}
