import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import {
  autoTopUpSettings,
  credits,
  topUpRequests,
  voucherRedemptions,
  vouchers,
} from '../../db/schema/index';
import { paymentMethodLabel } from '../documents/payment-method-label';
import { creditWallet } from '../wallet/credit-wallet';
import { spendableBalance, type Tx } from '../wallet/ledger';
import { issueInvoice } from './issue-invoice';
import { paymentProviderFor } from './payment-provider';
import { paymentErrors, taxRateOf } from './payments-settings';

export type TopUpRow = typeof topUpRequests.$inferSelect;

const OPEN = ['PENDING', 'REQUIRES_CONFIRMATION'] as const;

async function lockTopUp(tx: Tx, id: number): Promise<TopUpRow | null> {
  const [row] = await tx.select().from(topUpRequests).where(eq(topUpRequests.id, id)).for('update');
  return row ?? null;
}

/**
 * Marks an open top-up PAID in the caller's transaction: credits what was paid (amount − discount) as a paid
 * TOPUP lot and the voucher's discount as a free PROMOTION lot, uses the voucher, issues the invoice.
 * A top-up already PAID (or FAILED) is returned unchanged, so webhooks and checks may race.
 */
export async function completeTopUpIn(tx: Tx, id: number, now: Date): Promise<TopUpRow | null> {
  const row = await lockTopUp(tx, id);
  if (!row || !(OPEN as readonly string[]).includes(row.status)) return row;
  const db = tx as unknown as Db;
  let voucherCode: string | null = null;
  if (row.redemptionId) {
    const [voucher] = await tx
      .select({ code: vouchers.code })
      .from(voucherRedemptions)
      .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
      .where(eq(voucherRedemptions.id, row.redemptionId));
    voucherCode = voucher?.code ?? null;
    await tx
      .update(voucherRedemptions)
      .set({ status: 'USED' })
      .where(eq(voucherRedemptions.id, row.redemptionId));
  }
  const paid = row.amountMicros - row.discountMicros;
  const description = row.isAutoTopUp ? 'Auto top-up' : 'Top-up';
  let creditId: number | null = null;
  if (paid > 0n) {
    const { credit } = await creditWallet({
      db,
      input: {
        companyId: row.companyId,
        amount: paid,
        amountOriginal: row.amountMicros,
        kind: 'TOPUP',
        paymentMethod: row.type,
        isFree: false,
        description,
        promotionCode: voucherCode,
        idempotencyKey: `topup:${row.id}`,
        now,
        // The REQUESTED lot a wire transfer or credit note showed since it was asked for.
        requestedCreditId: row.creditId,
      },
    });
    creditId = credit.id;
  }
  if (row.discountMicros > 0n) {
    const { credit } = await creditWallet({
      db,
      input: {
        companyId: row.companyId,
        amount: row.discountMicros,
        kind: 'PROMOTION',
        paymentMethod: row.type,
        isFree: true,
        description: `Voucher ${voucherCode ?? ''}`.trim(),
        promotionCode: voucherCode,
        idempotencyKey: `topup:${row.id}:voucher`,
        now,
      },
    });
    creditId ??= credit.id;
  }
  const [updated] = await tx
    .update(topUpRequests)
    .set({ status: 'PAID', statusReason: null, creditId, confirmToken: null, updatedAt: now })
    .where(eq(topUpRequests.id, row.id))
    .returning();
  await issueInvoice(tx, {
    companyId: row.companyId,
    currency: row.currency,
    amount: row.amountMicros,
    discount: row.discountMicros,
    tax: row.taxMicros,
    total: row.totalMicros,
    taxRate: taxRateOf(row.type),
    paymentMethod: row.type, // the code; the PDF prints its label (documents/payment-method-label.ts)
    lineDescription: `Wallet ${description.toLowerCase()} (${paymentMethodLabel(row.type)})`,
    voucherCode,
    topUpRequestId: row.id,
    creditId,
    now,
  });
  // The spendable balance is at or above the threshold again: the next crossing may charge again (decisions
  // 0055, 0263; an expired lot not yet swept does not count, so it cannot re-arm a wallet that cannot pay).
  const [settings] = await tx
    .select()
    .from(autoTopUpSettings)
    .where(eq(autoTopUpSettings.companyId, row.companyId));
  if (
    settings &&
    !settings.isArmed &&
    (await spendableBalance(tx, row.companyId, now)) >= settings.thresholdMicros
  )
    await tx
      .update(autoTopUpSettings)
      .set({ isArmed: true, updatedAt: now })
      .where(eq(autoTopUpSettings.companyId, row.companyId));
  return updated!;
}

export function completeTopUp(deps: Pick<AppDeps, 'db' | 'now'>, id: number) {
  return deps.db.transaction((tx) => completeTopUpIn(tx, id, deps.now()));
}

/** Marks an open top-up FAILED with the reason and gives its voucher back. */
export async function failTopUpIn(tx: Tx, id: number, reason: string, now: Date): Promise<TopUpRow | null> {
  const row = await lockTopUp(tx, id);
  if (!row || !(OPEN as readonly string[]).includes(row.status)) return row;
  if (row.redemptionId)
    await tx
      .update(voucherRedemptions)
      .set({ status: 'RELEASED' })
      .where(and(eq(voucherRedemptions.id, row.redemptionId), eq(voucherRedemptions.status, 'RESERVED')));
  const [updated] = await tx
    .update(topUpRequests)
    .set({
      status: 'FAILED',
      statusReason: reason.slice(0, 500),
      confirmToken: null,
      creditId: null,
      updatedAt: now,
    })
    .where(eq(topUpRequests.id, row.id))
    .returning();
  // The money never came: the REQUESTED lot the request showed in Credits goes (it never held anything).
  if (row.creditId)
    await tx.delete(credits).where(and(eq(credits.id, row.creditId), eq(credits.status, 'REQUESTED')));
  return updated!;
}

export function failTopUp(deps: Pick<AppDeps, 'db' | 'now'>, id: number, reason: string) {
  return deps.db.transaction((tx) => failTopUpIn(tx, id, reason, deps.now()));
}

/** Reads the card payment again from the provider and applies what it says (idempotent, order-free). */
export async function syncCardTopUp(deps: Pick<AppDeps, 'db' | 'now'>, row: TopUpRow): Promise<TopUpRow> {
  if (!row.providerPaymentId || !(OPEN as readonly string[]).includes(row.status)) return row;
  const intent = await paymentProviderFor(deps).retrievePaymentIntent(row.providerPaymentId);
  if (intent.status === 'succeeded') return (await completeTopUp(deps, row.id)) ?? row;
  if (intent.status === 'failed')
    return (await failTopUp(deps, row.id, intent.declineReason ?? paymentErrors.paymentFailed)) ?? row;
  return row;
}

export async function findTopUpByIntent(db: Db, intentId: string) {
  const [row] = await db
    .select()
    .from(topUpRequests)
    .where(and(eq(topUpRequests.providerPaymentId, intentId), inArray(topUpRequests.type, ['CARD'])));
  return row ?? null;
}
