import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { voucherRedemptions, vouchers } from '../../db/schema/index';
import { DomainError, type FieldError } from '../../graphql/errors';
import { isFlagActive, paymentErrors } from './payments-settings';
import { liveRedemption, normaliseCode, type RedeemInfo, redeemInfoOf } from './vouchers';

export type RedeemVoucherPayload = { ok: boolean; errors: FieldError[]; redeemInfo: RedeemInfo | null };

/**
 * redeemVoucherCode: checks the voucher (dates, eligible companies, one use per company) and reserves it
 * for the company's next top-up. Applying the same code again before topping up answers the same reservation.
 */
export async function redeemVoucherCode({
  deps,
  actor: { companyId },
  input: { voucherCode },
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: { companyId: number };
  input: { voucherCode: string };
}): Promise<RedeemVoucherPayload> {
  const code = normaliseCode(voucherCode);
  if (!code) throw new DomainError(paymentErrors.requireVoucherCode, 'voucherCode');
  if (code.length > 64) throw new DomainError(paymentErrors.unknownVoucher, 'voucherCode');
  if (!(await isFlagActive(deps, 'enable_topup_voucher')))
    throw new DomainError(paymentErrors.vouchersDisabled, 'voucherCode');
  const [voucher] = await deps.db.select().from(vouchers).where(eq(vouchers.code, code));
  if (!voucher) throw new DomainError(paymentErrors.unknownVoucher, 'voucherCode');
  const now = deps.now();
  if (voucher.validFrom > now) throw new DomainError(paymentErrors.voucherNotYetValid, 'voucherCode');
  if (voucher.redeemBy < now) throw new DomainError(paymentErrors.voucherExpired, 'voucherCode');
  if (voucher.eligibleCompanyIds && !voucher.eligibleCompanyIds.includes(companyId))
    throw new DomainError(paymentErrors.voucherNotEligible, 'voucherCode');

  return deps.db.transaction(async (tx) => {
    const live = await liveRedemption(tx, companyId, voucher.id);
    if (live) {
      if (live.status === 'RESERVED' && live.topUpRequestId === null)
        return { ok: true, errors: [], redeemInfo: redeemInfoOf(voucher, live) };
      throw new DomainError(paymentErrors.voucherAlreadyUsed, 'voucherCode');
    }
    const [redemption] = await tx
      .insert(voucherRedemptions)
      .values({ voucherId: voucher.id, companyId, status: 'RESERVED' })
      .onConflictDoNothing()
      .returning();
    if (!redemption) throw new DomainError(paymentErrors.voucherAlreadyUsed, 'voucherCode');
    return { ok: true, errors: [], redeemInfo: redeemInfoOf(voucher, redemption) };
  });
}
