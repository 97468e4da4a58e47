import { useForm } from '@mantine/form';
import { topUpErrors } from '@portal/domain/wallet';
import type { RedeemInfo } from '../api/redeem-voucher-code';
import { type AmountCheck, checkAmount } from './top-up-quote';

/** The radio's value is the method with its backend ("SELLER_CENTER|sc_sg"); the voucher once redeemed. */
export type TopUpFormValues = {
  amount: string;
  method: string | null;
  voucherCode: string;
  voucher: RedeemInfo | null;
};

export type TopUpAmountRules = {
  maxFractionDigits: number;
  cardMinMax: readonly string[];
  language: string;
};

export const emptyTopUp: TopUpFormValues = { amount: '', method: null, voucherCode: '', voucher: null };

/** The amount read in the user's language and checked by the domain's top-up schema (checkAmount). */
export function checkTopUpAmount(values: TopUpFormValues, rules: TopUpAmountRules): AmountCheck {
  return checkAmount(values.amount, { ...rules, voucher: values.voucher });
}

/** The amount's error text; the bounds are money in the wallet's currency (spec 1 §5). */
export function amountErrorText(
  check: AmountCheck,
  t: (key: string, values?: Record<string, string>) => string,
  money: (micros: bigint) => string,
): string | null {
  if (check.ok || check.message === null) return null;
  if (check.message === topUpErrors.greaterThanMaximum)
    return t('error.greaterThanMaximum', { amount: money(check.bound ?? 0n) });
  if (check.message === topUpErrors.lessThanMinimum)
    return t('error.lessThanMinimum', { amount: money(check.bound ?? 0n) });
  return t(check.message);
}

/**
 * The top-up form: the amount is validated as it is typed (spec 1 §5 shows the bound at once), with the
 * voucher's minAmount taken from the values, so a redeemed voucher re-checks the amount through
 * `validateField('amount')`.
 */
export function useTopUpForm(rules: TopUpAmountRules, describe: (check: AmountCheck) => string | null) {
  return useForm<TopUpFormValues>({
    mode: 'controlled',
    initialValues: emptyTopUp,
    validateInputOnChange: ['amount'],
    validate: { amount: (_amount, values) => describe(checkTopUpAmount(values, rules)) },
  });
}
