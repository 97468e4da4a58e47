import {
  type ConfigurationKey,
  configurationDefaults,
  parseConfigurationValue,
  parseDecimalToMicros,
} from '@portal/domain';
import {
  cardLimitsFor,
  recommendedTopUpAmounts,
  type TopUpType,
  topUpTaxRates,
} from '@portal/domain/payments';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { companies, configurations, currencies } from '../../db/schema/index';
import { parseRowId } from '../../graphql/row-id';
import { isFlagActive } from '../company/company-settings';
import type { Tx } from '../wallet/ledger';

export { isFlagActive };

export const paymentErrors = {
  topUpNotAllowed: 'billing:error.topUpNotAllowed',
  methodNotAvailable: 'billing:error.topUpMethodNotAvailable',
  noCard: 'billing:error.noPaymentCard',
  tooManyCards: 'billing:error.tooManyCards',
  invalidCard: 'billing:error.invalidCard',
  unknownCard: 'billing:error.unknownCard',
  unknownTopUp: 'billing:error.unknownTopUpRequest',
  topUpNotPending: 'billing:error.topUpNotPending',
  unknownRedeem: 'billing:error.unknownVoucherRedeem',
  requireVoucherCode: 'billing:error.requireVoucherCode',
  unknownVoucher: 'billing:error.unknownVoucher',
  voucherNotYetValid: 'billing:error.voucherNotYetValid',
  voucherExpired: 'billing:error.voucherExpired',
  voucherNotEligible: 'billing:error.voucherNotEligible',
  voucherAlreadyUsed: 'billing:error.voucherAlreadyUsed',
  vouchersDisabled: 'billing:error.vouchersDisabled',
  voucherCodeTaken: 'billing:error.voucherCodeTaken',
  voucherNeedsOneDiscount: 'billing:error.voucherNeedsOneDiscount',
  invalidPercentage: 'billing:error.invalidPercentage',
  invalidDates: 'billing:error.invalidVoucherDates',
  unknownCompany: 'billing:error.unknownCompany',
  unknownSellerCenter: 'billing:error.unknownSellerCenter',
  sellerBalanceTooLow: 'billing:error.sellerBalanceTooLow',
  sellerCurrencyMismatch: 'billing:error.sellerCurrencyMismatch',
  paymentFailed: 'billing:error.paymentFailed',
  requireReason: 'billing:error.requireReason',
  descriptionTooLong: 'billing:error.descriptionTooLong',
  requireIdempotencyKey: 'billing:error.requireIdempotencyKey',
} as const;

export async function configurationNumber(db: Db | Tx, key: ConfigurationKey): Promise<number> {
  const [row] = await db
    .select({ value: configurations.value })
    .from(configurations)
    .where(eq(configurations.key, key));
  const value = Number(parseConfigurationValue(row?.value ?? configurationDefaults[key]));
  return Number.isFinite(value) ? value : Number(configurationDefaults[key]);
}

/** A configuration amount ("100") in micros. */
export async function configurationMicros(db: Db | Tx, key: ConfigurationKey): Promise<bigint> {
  const [row] = await db
    .select({ value: configurations.value })
    .from(configurations)
    .where(eq(configurations.key, key));
  const parsed = parseDecimalToMicros(
    String(parseConfigurationValue(row?.value ?? configurationDefaults[key])),
  );
  return parsed ?? parseDecimalToMicros(configurationDefaults[key])!;
}

export type BillingCompany = {
  id: number;
  name: string;
  canBeToppedUp: boolean;
  currency: string;
  digits: number;
};

export async function billingCompany(db: Db | Tx, companyId: number): Promise<BillingCompany | null> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      canBeToppedUp: companies.canBeToppedUp,
      currency: companies.walletCurrency,
      digits: currencies.maxFractionDigits,
    })
    .from(companies)
    .innerJoin(currencies, eq(currencies.code, companies.walletCurrency))
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export const cardMinMax = (currency: string) => cardLimitsFor(currency);

/** cardPaymentMinMax: the card payment minimum and maximum in the company's wallet currency. */
export async function cardPaymentMinMax({
  deps,
  actor,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number };
}): Promise<[bigint, bigint]> {
  const company = await billingCompany(deps.db, actor.companyId);
  const limits = cardMinMax(company?.currency ?? 'SGD');
  return [limits.min, limits.max];
}

/** recommendedTopUpAmounts: the top-up modal's one-click amounts in the company's wallet currency. */
export async function companyRecommendedTopUpAmounts({
  deps,
  actor,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number };
}) {
  const company = await billingCompany(deps.db, actor.companyId);
  return recommendedTopUpAmounts[company?.currency ?? 'SGD'] ?? recommendedTopUpAmounts.SGD!;
}

export const taxRateOf = (type: TopUpType) => topUpTaxRates[type];

/** allowTopUp: the company may be topped up and the billing_top_up flag is on. */
export async function allowTopUp({
  deps,
  actor,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number };
}): Promise<boolean> {
  const company = await billingCompany(deps.db, actor.companyId);
  return Boolean(company?.canBeToppedUp) && (await isFlagActive(deps, 'billing_top_up'));
}

/** The flag that offers each method (CARD is always offered when top-ups are allowed). */
export const methodFlags = {
  CARD: null,
  WIRE_TRANSFER: 'enable_wire_transfer_topup',
  SELLER_CENTER: 'enable_seller_center_topup',
  CREDIT_NOTE: 'enable_credit_note_payment_method',
} as const;

export const toId = (value: string | number | null | undefined): number | null => {
  if (value == null || value === '') return null;
  return parseRowId(value) ?? -1;
};
