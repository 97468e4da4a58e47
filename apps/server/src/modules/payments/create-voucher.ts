import { formatMicros } from '@portal/domain/money';
import { fitsCurrencyDigits } from '@portal/domain/wallet';
import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, vouchers } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
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
export async function createVoucher({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: Pick<SignedIn, 'user'>;
  input: CreateVoucherArgs;
}): Promise<CreateVoucherPayload> {
  const errors: FieldError[] = [];
  const code = normaliseCode(input.code);
  if (!/^[A-Z0-9_-]{3,64}$/.test(code))
    errors.push({ field: 'code', messages: [paymentErrors.unknownVoucher] });
  const hasPercentage = input.percentage != null;
  const hasFixed = input.fixedPrice != null;
  if (hasPercentage === hasFixed)
    errors.push({ field: 'percentage', messages: [paymentErrors.voucherNeedsOneDiscount] });
  if (
    hasPercentage &&
    (input.percentage! <= 0n || input.percentage! > 100_000_000n || !fitsCurrencyDigits(input.percentage!, 4))
  )
    errors.push({ field: 'percentage', messages: [paymentErrors.invalidPercentage] });
  if (hasFixed && (input.fixedPrice! <= 0n || !fitsCurrencyDigits(input.fixedPrice!, 2)))
    errors.push({ field: 'fixedPrice', messages: ['billing:error.invalidAmount'] });
  if (input.minAmount != null && (input.minAmount < 0n || !fitsCurrencyDigits(input.minAmount, 2)))
    errors.push({ field: 'minAmount', messages: ['billing:error.invalidAmount'] });
  if (input.redeemBy <= input.validFrom)
    errors.push({ field: 'redeemBy', messages: [paymentErrors.invalidDates] });
  let eligible: number[] | null = null;
  if (input.eligibleCompanyIds && input.eligibleCompanyIds.length > 0) {
    const ids = [...new Set(input.eligibleCompanyIds.map(toId))];
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
      percentage: hasPercentage ? formatMicros(input.percentage!) : null,
      fixedPriceMicros: hasFixed ? input.fixedPrice! : null,
      minAmountMicros: input.minAmount ?? 0n,
      validFrom: input.validFrom,
      redeemBy: input.redeemBy,
      eligibleCompanyIds: eligible,
      createdById: actor.user.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!voucher) throw new DomainError(paymentErrors.voucherCodeTaken, 'code');
  return { ok: true, errors: [], voucher };
}
