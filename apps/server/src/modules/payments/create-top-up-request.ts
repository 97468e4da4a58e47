import { randomUUID } from 'node:crypto';
import { formatMicros } from '@portal/domain';
import { type TopUpType, topUpTypes } from '@portal/domain/payments';
import { topUpAmountSchema, topUpQuote } from '@portal/domain/wallet';
import { and, eq, isNull, TransactionRollbackError } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import {
  authBackends,
  credits,
  linkedAccounts,
  sandboxProviderUsers,
  topUpRequests,
  voucherRedemptions,
} from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import type { FieldError } from '../../graphql/errors';
import { realProviderConfig } from '../social/provider-config';
import type { Tx } from '../wallet/ledger';
import { chargeDefaultCard, defaultCardOf } from './charge-default-card';
import { completeTopUp, completeTopUpIn, failTopUp, type TopUpRow } from './complete-top-up';
import { paymentReference } from './payment-instructions';
import {
  allowTopUp,
  billingCompany,
  cardMinMax,
  isFlagActive,
  methodFlags,
  paymentErrors,
  taxRateOf,
  toId,
} from './payments-settings';
import { reservedRedemption } from './vouchers';

export type TopUpPayload = {
  ok: boolean;
  errors: FieldError[];
  topUp: TopUpRow | null;
  confirmToken: string | null;
};

export type CreateTopUpArgs = {
  amount: bigint;
  type: TopUpType;
  description?: string | null;
  provider?: string | null;
  redeemId?: string | number | null;
  idempotencyKey?: string | null;
};

const failed = (errors: FieldError[]): TopUpPayload => ({
  ok: false,
  errors,
  topUp: null,
  confirmToken: null,
});
const one = (field: string | null, message: string) => failed([{ field, messages: [message] }]);

export const topUpPayload = (row: TopUpRow): TopUpPayload => ({
  ok: row.status !== 'FAILED',
  errors:
    row.status === 'FAILED'
      ? [{ field: null, messages: [row.statusReason ?? paymentErrors.paymentFailed] }]
      : [],
  topUp: row,
  confirmToken: row.status === 'PENDING' ? row.confirmToken : null,
});

/** The linked seller-center account the company tops up from, when the sandbox provider holds it. */
async function sellerAccount(deps: Pick<AppDeps, 'db'>, companyId: number, provider: string) {
  const [row] = await deps.db
    .select({ backend: authBackends, link: linkedAccounts })
    .from(authBackends)
    .innerJoin(
      linkedAccounts,
      and(eq(linkedAccounts.provider, authBackends.provider), eq(linkedAccounts.companyId, companyId)),
    )
    .where(
      and(
        eq(authBackends.provider, provider),
        eq(authBackends.kind, 'SELLER_CENTER'),
        eq(authBackends.isEnabledTopUp, true),
      ),
    )
    .limit(1);
  if (!row || realProviderConfig(provider)) return null;
  const sandboxUserId = Number(row.link.subject);
  return Number.isInteger(sandboxUserId) ? { provider, sandboxUserId } : null;
}

/**
 * Charges the default card for an open CARD top-up: succeeded → PAID now, requires_action → PENDING with the
 * confirmToken for the client's confirmation step, declined → FAILED with the reason.
 */
export async function chargeCardTopUp(
  deps: Pick<AppDeps, 'db' | 'now'>,
  row: TopUpRow,
  options: { offSession?: boolean } = {},
): Promise<TopUpRow> {
  const saved = await defaultCardOf(deps, row.companyId);
  if (!saved) return (await failTopUp(deps, row.id, paymentErrors.noCard)) ?? row;
  if (row.totalMicros === 0n) return (await completeTopUp(deps, row.id)) ?? row;
  const intent = await chargeDefaultCard(deps, saved, {
    amount: row.totalMicros,
    currency: row.currency,
    idempotencyKey: `topup:${row.companyId}:${row.idempotencyKey}`,
    offSession: options.offSession,
    metadata: { topUpRequestId: String(row.id), companyId: String(row.companyId) },
  });
  if (!intent) return (await failTopUp(deps, row.id, paymentErrors.paymentFailed)) ?? row;
  const [updated] = await deps.db
    .update(topUpRequests)
    .set({
      provider: saved.provider.name,
      providerPaymentId: intent.id,
      confirmToken: intent.status === 'requires_action' ? intent.clientSecret : null,
      updatedAt: deps.now(),
    })
    .where(and(eq(topUpRequests.id, row.id), eq(topUpRequests.status, 'PENDING')))
    .returning();
  if (intent.status === 'succeeded') return (await completeTopUp(deps, row.id)) ?? row;
  if (intent.status === 'failed')
    return (await failTopUp(deps, row.id, intent.declineReason ?? paymentErrors.paymentFailed)) ?? row;
  return updated ?? row;
}

/** Takes the total from the linked seller-center balance and credits the wallet, in one transaction. */
async function payFromSellerCenter(deps: Pick<AppDeps, 'db' | 'now'>, row: TopUpRow, sandboxUserId: number) {
  const paid = await deps.db.transaction(async (tx) => {
    const [seller] = await tx
      .select()
      .from(sandboxProviderUsers)
      .where(eq(sandboxProviderUsers.id, sandboxUserId))
      .for('update');
    if (!seller || seller.sellerBalanceMicros <= 0n || seller.sellerBalanceMicros < row.totalMicros)
      return null;
    await tx
      .update(sandboxProviderUsers)
      .set({ sellerBalanceMicros: seller.sellerBalanceMicros - row.totalMicros })
      .where(eq(sandboxProviderUsers.id, sandboxUserId));
    return completeTopUpIn(tx, row.id, deps.now());
  });
  return paid ?? (await failTopUp(deps, row.id, paymentErrors.sellerBalanceTooLow)) ?? row;
}

/**
 * A wire-transfer or credit-note request leaves its trace in Credits at once: a REQUESTED lot of what it
 * will credit (no ledger posting, so no balance), which completeTopUpIn turns PAID when the money arrives and
 * failTopUpIn removes when it never does. A request paid wholly by a voucher has no paid lot to show.
 */
async function recordRequestedCredit(tx: Tx, row: TopUpRow, now: Date) {
  const paid = row.amountMicros - row.discountMicros;
  if (paid <= 0n) return;
  const [credit] = await tx
    .insert(credits)
    .values({
      companyId: row.companyId,
      kind: 'TOPUP',
      status: 'REQUESTED',
      amount: paid,
      amountOriginal: row.amountMicros,
      isFree: false,
      startDate: now,
      paymentMethod: row.type,
      description: `Top-up (${paymentReference(row)})`,
      dateCreated: now,
    })
    .returning();
  await tx.update(topUpRequests).set({ creditId: credit!.id }).where(eq(topUpRequests.id, row.id));
}

/**
 * createTopUpRequest: validates the amount (spec 1 §5) and the method, quotes discount/tax/total with the
 * domain functions and starts the payment. The same idempotency key again answers the first request.
 */
export async function createTopUpRequest({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  /** `user` null: the server itself asks (auto top-up). */
  actor: { companyId: number; user: Pick<SignedIn['user'], 'id'> | null };
  input: CreateTopUpArgs & { isAutoTopUp?: boolean };
}): Promise<TopUpPayload> {
  const { companyId } = actor;
  const company = await billingCompany(deps.db, companyId);
  if (!company || !(await allowTopUp({ deps, actor: { companyId } })))
    return one(null, paymentErrors.topUpNotAllowed);
  if (!(topUpTypes as readonly string[]).includes(input.type))
    return one('type', paymentErrors.methodNotAvailable);
  const flag = methodFlags[input.type];
  if (flag && !(await isFlagActive(deps, flag))) return one('type', paymentErrors.methodNotAvailable);
  const description = (input.description ?? '').trim();
  if (description.length > 500) return one('description', paymentErrors.descriptionTooLong);
  const idempotencyKey = (input.idempotencyKey ?? '').trim() || randomUUID();
  if (idempotencyKey.length > 200) return one('idempotencyKey', paymentErrors.requireIdempotencyKey);

  const [existing] = await deps.db
    .select()
    .from(topUpRequests)
    .where(and(eq(topUpRequests.companyId, companyId), eq(topUpRequests.idempotencyKey, idempotencyKey)));
  if (existing) return topUpPayload(existing);

  const errors: FieldError[] = [];
  let voucher: Awaited<ReturnType<typeof reservedRedemption>> = null;
  const redeemId = toId(input.redeemId);
  if (redeemId !== null) {
    voucher = redeemId > 0 ? await reservedRedemption(deps.db, companyId, redeemId) : null;
    const now = deps.now();
    if (!voucher || voucher.redemption.topUpRequestId !== null)
      errors.push({ field: 'redeemId', messages: [paymentErrors.unknownRedeem] });
    else if (voucher.voucher.redeemBy < now || voucher.voucher.validFrom > now)
      errors.push({ field: 'redeemId', messages: [paymentErrors.voucherExpired] });
  }
  const limits = cardMinMax(company.currency);
  const parsed = topUpAmountSchema({
    maxFractionDigits: company.digits,
    cardMin: limits.min,
    cardMax: limits.max,
    voucherMinAmount: voucher?.voucher.minAmountMicros ?? null,
  }).safeParse(formatMicros(input.amount));
  if (!parsed.success)
    errors.push({ field: 'amount', messages: parsed.error.issues.map((issue) => issue.message) });
  const quote = parsed.success
    ? topUpQuote({
        amount: parsed.data,
        voucher: voucher
          ? { percentage: voucher.voucher.percentage, fixedPrice: voucher.voucher.fixedPriceMicros }
          : null,
        taxRate: taxRateOf(input.type),
        maxFractionDigits: company.digits,
      })
    : null;

  let seller: Awaited<ReturnType<typeof sellerAccount>> = null;
  if (input.type === 'CARD' && !input.isAutoTopUp) {
    if (!(await defaultCardOf(deps, companyId)))
      errors.push({ field: 'type', messages: [paymentErrors.noCard] });
  }
  if (input.type === 'SELLER_CENTER') {
    seller = await sellerAccount(deps, companyId, (input.provider ?? '').trim());
    if (!seller) errors.push({ field: 'provider', messages: [paymentErrors.unknownSellerCenter] });
    else if (quote) {
      const [account] = await deps.db
        .select()
        .from(sandboxProviderUsers)
        .where(eq(sandboxProviderUsers.id, seller.sandboxUserId));
      if (!account) errors.push({ field: 'provider', messages: [paymentErrors.unknownSellerCenter] });
      else if (account.currency !== company.currency)
        errors.push({ field: 'provider', messages: [paymentErrors.sellerCurrencyMismatch] });
      // Up front, on the amount (what the user changes): the seller account cannot pay more than it holds.
      else if (account.sellerBalanceMicros <= 0n || account.sellerBalanceMicros < quote.total)
        errors.push({ field: 'amount', messages: [paymentErrors.sellerBalanceTooLow] });
    }
  }
  if (errors.length || !quote) return failed(errors);

  const inserted = await deps.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(topUpRequests)
        .values({
          companyId,
          type: input.type,
          status: 'PENDING',
          amountMicros: quote.amount,
          discountMicros: quote.discount,
          taxMicros: quote.tax,
          totalMicros: quote.total,
          currency: company.currency,
          description,
          provider: input.type === 'SELLER_CENTER' ? seller!.provider : null,
          redemptionId: voucher?.redemption.id ?? null,
          idempotencyKey,
          isAutoTopUp: input.isAutoTopUp ?? false,
          requestedById: actor.user?.id ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      if (input.type === 'WIRE_TRANSFER' || input.type === 'CREDIT_NOTE')
        await recordRequestedCredit(tx, row, deps.now());
      if (voucher) {
        const [attached] = await tx
          .update(voucherRedemptions)
          .set({ topUpRequestId: row.id })
          .where(
            and(
              eq(voucherRedemptions.id, voucher.redemption.id),
              eq(voucherRedemptions.status, 'RESERVED'),
              isNull(voucherRedemptions.topUpRequestId),
            ),
          )
          .returning();
        if (!attached) {
          tx.rollback();
        }
      }
      return row;
    })
    .catch((error: Error) => {
      if (error instanceof TransactionRollbackError) return 'voucher' as const;
      throw error;
    });
  if (inserted === 'voucher') return one('redeemId', paymentErrors.unknownRedeem);
  if (!inserted) {
    const [first] = await deps.db
      .select()
      .from(topUpRequests)
      .where(and(eq(topUpRequests.companyId, companyId), eq(topUpRequests.idempotencyKey, idempotencyKey)));
    return topUpPayload(first!);
  }
  if (input.type === 'CARD')
    return topUpPayload(await chargeCardTopUp(deps, inserted, { offSession: input.isAutoTopUp }));
  if (input.type === 'SELLER_CENTER')
    return topUpPayload(await payFromSellerCenter(deps, inserted, seller!.sandboxUserId));
  // Wire transfers and credit notes: request received; staff mark it paid when the money or the note arrives.
  return topUpPayload(inserted);
}
