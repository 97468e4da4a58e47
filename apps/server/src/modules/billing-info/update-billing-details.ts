import { billingDetailsSchema } from '@portal/domain/billing-info';
import { fitsCurrencyDigits } from '@portal/domain/wallet';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { billingInfo, companies, currencies } from '../../db/schema/index';
import { commonErrors, DomainError, type FieldError, issuesToFieldErrors } from '../../graphql/errors';
import type { BillingInfo } from './get-billing-info';

export const TOO_MANY_DECIMALS = 'billing:error.tooManyDecimals';

export type UpdateBillingDetailsArgs = {
  name?: string | null;
  email?: string | null;
  description?: string | null;
  topUpAlertAmount?: bigint | null;
};

export type BillingInfoPayload = { ok: boolean; errors: FieldError[]; billingInfo: BillingInfo | null };

const refuse = (errors: FieldError[]): BillingInfoPayload => ({ ok: false, errors, billingInfo: null });

/**
 * updateBillingDetails: validated with the form's schema (packages/domain/billing-info), the alert
 * amount also within the wallet currency's fraction digits; one row per company, replaced whole.
 */
export async function updateBillingDetails({
  deps,
  actor: { companyId },
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: { companyId: number };
  input: UpdateBillingDetailsArgs;
}): Promise<BillingInfoPayload> {
  const parsed = billingDetailsSchema.safeParse({
    name: input.name ?? '',
    email: input.email ?? '',
    description: input.description ?? '',
    topUpAlertAmount: input.topUpAlertAmount ?? null,
  });
  if (!parsed.success) return refuse(issuesToFieldErrors(parsed.error.issues));
  const values = parsed.data;

  const [company] = await deps.db
    .select({ digits: currencies.maxFractionDigits })
    .from(companies)
    .innerJoin(currencies, eq(currencies.code, companies.walletCurrency))
    .where(eq(companies.id, companyId));
  if (!company) throw new DomainError(commonErrors.permissionDenied);
  if (values.topUpAlertAmount !== null && !fitsCurrencyDigits(values.topUpAlertAmount, company.digits))
    throw new DomainError(TOO_MANY_DECIMALS, 'topUpAlertAmount');

  const row = {
    name: values.name,
    email: values.email,
    description: values.description,
    topUpAlertAmountMicros: values.topUpAlertAmount,
    updatedAt: deps.now(),
  };
  await deps.db
    .insert(billingInfo)
    .values({ companyId, ...row })
    .onConflictDoUpdate({ target: billingInfo.companyId, set: row });
  return {
    ok: true,
    errors: [],
    billingInfo: {
      companyId,
      name: values.name,
      email: values.email,
      description: values.description,
      topUpAlertAmount: values.topUpAlertAmount,
    },
  };
}
