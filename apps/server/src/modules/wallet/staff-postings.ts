import { fitsCurrencyDigits } from '@portal/domain/wallet';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { brands, catalogs, companies, currencies } from '../../db/schema/index';
import type { FieldError } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import { type CreditRow, creditWallet, type WalletTransactionRow } from './credit-wallet';
import { type SpendInput, spendFromWallet } from './spend-from-wallet';

export const walletErrors = {
  invalidAmount: 'billing:error.invalidAmount',
  tooManyDecimals: 'billing:error.tooManyDecimals',
  unknownCompany: 'billing:error.unknownCompany',
  unknownBrand: 'billing:error.unknownBrand',
  unknownCatalog: 'billing:error.unknownCatalog',
  requireIdempotencyKey: 'billing:error.requireIdempotencyKey',
  invalidCount: 'billing:error.invalidCount',
  expiryInPast: 'billing:error.expiryInPast',
} as const;

const toId = (value: string | number | null | undefined): number | null => {
  if (value == null || value === '') return null;
  return parseRowId(value) ?? -1;
};

/** Checks shared by both staff postings; answers the company and its currency digits, or per-field errors. */
async function checkPosting(
  deps: Pick<AppDeps, 'db'>,
  input: { companyId: string | number; amount: bigint; idempotencyKey: string },
) {
  const errors: FieldError[] = [];
  const companyId = toId(input.companyId);
  const [company] =
    companyId && companyId > 0
      ? await deps.db
          .select({ id: companies.id, digits: currencies.maxFractionDigits })
          .from(companies)
          .innerJoin(currencies, eq(currencies.code, companies.walletCurrency))
          .where(eq(companies.id, companyId))
      : [];
  if (!company) errors.push({ field: 'companyId', messages: [walletErrors.unknownCompany] });
  if (input.amount <= 0n) errors.push({ field: 'amount', messages: [walletErrors.invalidAmount] });
  else if (company && !fitsCurrencyDigits(input.amount, company.digits))
    errors.push({ field: 'amount', messages: [walletErrors.tooManyDecimals] });
  const key = input.idempotencyKey.trim();
  if (key === '' || key.length > 200)
    errors.push({ field: 'idempotencyKey', messages: [walletErrors.requireIdempotencyKey] });
  return { errors, companyId: company?.id ?? 0, idempotencyKey: key };
}

export type SpendPayload = { ok: boolean; errors: FieldError[]; transaction: WalletTransactionRow | null };

export type PostWalletSpendArgs = {
  companyId: string | number;
  amount: bigint;
  idempotencyKey: string;
  brandId?: string | number | null;
  catalogId?: string | number | null;
  adType?: SpendInput['adType'];
  clicks?: number | null;
  impressions?: number | null;
  chargeDate?: Date | null;
};

/** postWalletSpend (staff): the delivery engine's charge, by hand, until the engine exists. */
export async function postWalletSpend({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  input: PostWalletSpendArgs;
}): Promise<SpendPayload> {
  const checked = await checkPosting(deps, input);
  const errors = [...checked.errors];
  const brandId = toId(input.brandId);
  const catalogId = toId(input.catalogId);
  if (brandId !== null) {
    const [brand] = brandId > 0 ? await deps.db.select().from(brands).where(eq(brands.id, brandId)) : [];
    if (!brand) errors.push({ field: 'brandId', messages: [walletErrors.unknownBrand] });
  }
  if (catalogId !== null) {
    const [catalog] =
      catalogId > 0 ? await deps.db.select().from(catalogs).where(eq(catalogs.id, catalogId)) : [];
    if (!catalog) errors.push({ field: 'catalogId', messages: [walletErrors.unknownCatalog] });
  }
  for (const field of ['clicks', 'impressions'] as const) {
    const value = input[field];
    if (value != null && value < 0) errors.push({ field, messages: [walletErrors.invalidCount] });
  }
  if (errors.length > 0) return { ok: false, errors, transaction: null };
  const result = await spendFromWallet({
    db: deps.db,
    input: {
      companyId: checked.companyId,
      amount: input.amount,
      idempotencyKey: checked.idempotencyKey,
      brandId,
      catalogId,
      adType: input.adType ?? null,
      clicks: input.clicks ?? 0,
      impressions: input.impressions ?? 0,
      chargeDate: input.chargeDate ?? deps.now(),
    },
  });
  return { ok: true, errors: [], transaction: result.transaction };
}

export type CreditPayload = { ok: boolean; errors: FieldError[]; credit: CreditRow | null };

export type PostManualCreditArgs = {
  companyId: string | number;
  amount: bigint;
  isFree: boolean;
  expiryDate?: Date | null;
  description?: string | null;
  idempotencyKey: string;
};

/** postManualCredit (staff): a MANUAL lot, free (promotion) or paid (cash received outside the portal). */
export async function postManualCredit({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  input: PostManualCreditArgs;
}): Promise<CreditPayload> {
  const checked = await checkPosting(deps, input);
  const errors = [...checked.errors];
  const now = deps.now();
  if (input.expiryDate && input.expiryDate <= now)
    errors.push({ field: 'expiryDate', messages: [walletErrors.expiryInPast] });
  if (errors.length > 0) return { ok: false, errors, credit: null };
  const result = await creditWallet({
    db: deps.db,
    input: {
      companyId: checked.companyId,
      amount: input.amount,
      kind: 'MANUAL',
      paymentMethod: 'MANUAL',
      isFree: input.isFree,
      expiryDate: input.expiryDate ?? null,
      description: input.description?.trim() ?? '',
      idempotencyKey: checked.idempotencyKey,
      now,
    },
  });
  return { ok: true, errors: [], credit: result.credit };
}
