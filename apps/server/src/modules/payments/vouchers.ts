import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { voucherRedemptions, vouchers } from '../../db/schema/index';
import type { Tx } from '../wallet/ledger';

export type VoucherRow = typeof vouchers.$inferSelect;
export type RedemptionRow = typeof voucherRedemptions.$inferSelect;

export type RedeemInfo = {
  voucherId: number;
  voucherCode: string;
  redeemId: number;
  amount: bigint | null;
  percentage: string | null;
  fixedPrice: bigint | null;
  validFrom: Date;
  redeemBy: Date;
  minAmount: bigint;
  eligibleCompanyIds: number[];
  eligiblePackageIds: number[];
};

export function redeemInfoOf(voucher: VoucherRow, redemption: RedemptionRow): RedeemInfo {
  return {
    voucherId: voucher.id,
    voucherCode: voucher.code,
    redeemId: redemption.id,
    amount: voucher.fixedPriceMicros,
    percentage: voucher.percentage,
    fixedPrice: voucher.fixedPriceMicros,
    validFrom: voucher.validFrom,
    redeemBy: voucher.redeemBy,
    minAmount: voucher.minAmountMicros,
    eligibleCompanyIds: voucher.eligibleCompanyIds ?? [],
    eligiblePackageIds: [],
  };
}

/** A redemption of this company, still RESERVED and not attached to another top-up, with its voucher. */
export async function reservedRedemption(db: Db | Tx, companyId: number, redeemId: number) {
  const [row] = await db
    .select({ redemption: voucherRedemptions, voucher: vouchers })
    .from(voucherRedemptions)
    .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
    .where(
      and(
        eq(voucherRedemptions.id, redeemId),
        eq(voucherRedemptions.companyId, companyId),
        eq(voucherRedemptions.status, 'RESERVED'),
      ),
    );
  return row ?? null;
}

/** A live (reserved or used) redemption of the voucher by the company. */
export async function liveRedemption(db: Db | Tx, companyId: number, voucherId: number) {
  const [row] = await db
    .select()
    .from(voucherRedemptions)
    .where(
      and(
        eq(voucherRedemptions.voucherId, voucherId),
        eq(voucherRedemptions.companyId, companyId),
        ne(voucherRedemptions.status, 'RELEASED'),
      ),
    );
  return row ?? null;
}

export const normaliseCode = (code: string) => code.trim().toUpperCase();
