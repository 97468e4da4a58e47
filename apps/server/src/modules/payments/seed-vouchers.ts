import type { Db } from '../../db/client';
import { vouchers } from '../../db/schema/index';

const units = (value: number) => BigInt(value) * 1_000_000n;

/** Issue 4's demo vouchers, valid for every company; idempotent (existing codes are left as staff changed them). */
export async function seedVouchers(db: Db): Promise<void> {
  const validFrom = new Date(Date.UTC(2020, 0, 1));
  const redeemBy = new Date(Date.UTC(2099, 11, 31, 23, 59, 59));
  await db
    .insert(vouchers)
    .values([
      { code: 'WELCOME10', percentage: '10', minAmountMicros: units(50), validFrom, redeemBy },
      { code: 'FLAT20', fixedPriceMicros: units(20), minAmountMicros: units(100), validFrom, redeemBy },
    ])
    .onConflictDoNothing();
}
