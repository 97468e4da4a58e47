import { formatMicros } from '@portal/domain/money';
import { fitsCurrencyDigits } from '@portal/domain/wallet';
import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, vouchers } from '../../db/schema/index';
import { DomainError, type FieldError } from '../../graphql/errors';
import { paymentErrors, toId } from './payments-settings';
import { normaliseCode, type VoucherRow } from './vouchers';

export type CreateVoucherArgs = {
  code: string;
  percentage?: bigint | null;
  fixedPrice?: bigint | null;
  minAmount?: bigint | null;
  validFrom: Date;
  redeemBy: Date;
  eligibleCompanyIds?: (string | number)[] | null;
};

export type CreateVoucherPayload = { ok: boolean; errors: FieldError[]; voucher: VoucherRow | null };

/** createVoucher (staff): a percentage or fixed-price voucher with its dates, minimum and eligible companies. */
export async function createVoucher(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  args: CreateVoucherArgs,
): Promise<CreateVoucherPayload> {
  const errors: FieldError[] = [];
  const code = normaliseCode(args.code);
  if (!/^[A-Z0-9_-]{3,64}$/.test(code))
    errors.push({ field: 'code', messages: [paymentErrors.unknownVoucher] });
  const hasPercentage = args.percentage != null;
  const hasFixed = args.fixedPrice != null;
  if (hasPercentage === hasFixed)
    errors.push({ field: 'percentage', messages: [paymentErrors.voucherNeedsOneDiscount] });
  if (
    hasPercentage &&
    (args.percentage! <= 0n || args.percentage! > 100_000_000n || !fitsCurrencyDigits(args.percentage!, 4))
  )
    errors.push({ field: 'percentage', messages: [paymentErrors.invalidPercentage] });
  if (hasFixed && (args.fixedPrice! <= 0n || !fitsCurrencyDigits(args.fixedPrice!, 2)))
    errors.push({ field: 'fixedPrice', messages: ['billing:error.invalidAmount'] });
  if (args.minAmount != null && (args.minAmount < 0n || !fitsCurrencyDigits(args.minAmount, 2)))
    errors.push({ field: 'minAmount', messages: ['billing:error.invalidAmount'] });
  if (args.redeemBy <= args.validFrom)
    errors.push({ field: 'redeemBy', messages: [paymentErrors.invalidDates] });
  let eligible: number[] | null = null;
  if (args.eligibleCompanyIds && args.eligibleCompanyIds.length > 0) {
    const ids = [...new Set(args.eligibleCompanyIds.map(toId))];
    const valid = ids.filter((id): id is number => id !== null && id > 0);
    const found = valid.length
      ? await deps.db.select({ id: companies.id }).from(companies).where(inArray(companies.id, valid))
      : [];
    if (found.length !== ids.length)
      errors.push({ field: 'eligibleCompanyIds', messages: [paymentErrors.unknownCompany] });
    eligible = found.map((row) => row.id).sort((a, b) => a - b);
  }
  if (errors.length) return { ok: false, errors, voucher: null };
  const [voucher] = await deps.db
    .insert(vouchers)
    .values({
      code,
      percentage: hasPercentage ? formatMicros(args.percentage!) : null,
      fixedPriceMicros: hasFixed ? args.fixedPrice! : null,
      minAmountMicros: args.minAmount ?? 0n,
      validFrom: args.validFrom,
      redeemBy: args.redeemBy,
      eligibleCompanyIds: eligible,
      createdById: userId,
    })
    .onConflictDoNothing()
    .returning();
  if (!voucher) throw new DomainError(paymentErrors.voucherCodeTaken, 'code');
  return { ok: true, errors: [], voucher };
}
