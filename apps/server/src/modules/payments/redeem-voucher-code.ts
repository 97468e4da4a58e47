import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { voucherRedemptions, vouchers } from '../../db/schema/index';
import { type FieldError, fieldError } from '../../graphql/errors';
import { isFlagActive, paymentErrors } from './payments-settings';
import { liveRedemption, normaliseCode, type RedeemInfo, redeemInfoOf } from './vouchers';

export type RedeemVoucherPayload = { ok: boolean; errors: FieldError[]; redeemInfo: RedeemInfo | null };

const failed = (message: string): RedeemVoucherPayload => ({
  ...fieldError('voucherCode', message),
  redeemInfo: null,
});

/**
 * redeemVoucherCode: checks the voucher (dates, eligible companies, one use per company) and reserves it
 * for the company's next top-up. Applying the same code again before topping up answers the same reservation.
 */
export async function redeemVoucherCode(
  deps: Pick<AppDeps, 'db' | 'now'>,
  companyId: number,
  voucherCode: string,
): Promise<RedeemVoucherPayload> {
  const code = normaliseCode(voucherCode);
  if (!code) return failed(paymentErrors.requireVoucherCode);
  if (code.length > 64) return failed(paymentErrors.unknownVoucher);
  if (!(await isFlagActive(deps, 'enable_topup_voucher'))) return failed(paymentErrors.vouchersDisabled);
  const [voucher] = await deps.db.select().from(vouchers).where(eq(vouchers.code, code));
  if (!voucher) return failed(paymentErrors.unknownVoucher);
  const now = deps.now();
  if (voucher.validFrom > now) return failed(paymentErrors.voucherNotYetValid);
  if (voucher.redeemBy < now) return failed(paymentErrors.voucherExpired);
  if (voucher.eligibleCompanyIds && !voucher.eligibleCompanyIds.includes(companyId))
    return failed(paymentErrors.voucherNotEligible);

  return deps.db.transaction(async (tx) => {
    const live = await liveRedemption(tx, companyId, voucher.id);
    if (live) {
      if (live.status === 'RESERVED' && live.topUpRequestId === null)
        return { ok: true, errors: [], redeemInfo: redeemInfoOf(voucher, live) };
      return failed(paymentErrors.voucherAlreadyUsed);
    }
    const [redemption] = await tx
      .insert(voucherRedemptions)
      .values({ voucherId: voucher.id, companyId, status: 'RESERVED' })
      .onConflictDoNothing()
      .returning();
    if (!redemption) return failed(paymentErrors.voucherAlreadyUsed);
    return { ok: true, errors: [], redeemInfo: redeemInfoOf(voucher, redemption) };
  });
}
