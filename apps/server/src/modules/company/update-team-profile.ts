import { companySettingsSchema } from '@portal/domain/company';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, companySellers, currencies } from '../../db/schema/index';
import { DomainError, type FieldError, issuesToFieldErrors } from '../../graphql/errors';
import type { CompanyRow } from '../../graphql/loaders';
import { invalidateSessionCache } from '../auth/session-cache-listener';
import { editableCompanyFields } from './company-settings';
import { checkCompanySellers, parseIds, UNKNOWN_SELLER } from './seller-rules';

export const COMPANY_LOCKED = 'company:error.cannotBeUpdated';
export const CURRENCY_SETTING_HIDDEN = 'company:error.currencySettingHidden';

export type UpdateTeamProfileArgs = {
  name?: string | null;
  address?: string | null;
  address2?: string | null;
  postalCode?: string | null;
  registrationNo?: string | null;
  countryCode?: string | null;
  authorizedName?: string | null;
  reportCurrency?: string | null;
  timezone?: string | null;
  size?: string | null;
  sellerIds?: readonly (string | number)[] | null;
};

export type CompanyPayload = { ok: boolean; errors: FieldError[]; company: CompanyRow | null };

const refuse = (errors: FieldError[]): CompanyPayload => ({ ok: false, errors, company: null });

/**
 * updateTeamProfile: name and address are required; any other argument left out keeps its value, and
 * fields excluded by `company_exclude_fields` are never changed. A locked company (canBeUpdated false)
 * refuses every change.
 */
export async function updateTeamProfile({
  deps,
  actor: { companyId },
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number };
  input: UpdateTeamProfileArgs;
}): Promise<CompanyPayload> {
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, companyId));
  if (!company?.canBeUpdated) throw new DomainError(COMPANY_LOCKED);
  const { excluded, canChangeReportCurrency } = await editableCompanyFields(deps);
  const pick = <K extends Exclude<keyof UpdateTeamProfileArgs, 'name' | 'address' | 'sellerIds'>>(
    field: K,
    current: string | null,
  ) => (excluded.has(field as never) ? current : (input[field] ?? current));

  if (!canChangeReportCurrency && input.reportCurrency && input.reportCurrency !== company.reportCurrency)
    throw new DomainError(CURRENCY_SETTING_HIDDEN, 'reportCurrency');

  const sellerArgs = excluded.has('sellerIds') ? null : (input.sellerIds ?? null);
  const parsed = companySettingsSchema.safeParse({
    name: input.name ?? '',
    address: input.address ?? '',
    address2: pick('address2', company.address2),
    postalCode: pick('postalCode', company.postalCode),
    registrationNo: pick('registrationNo', company.registrationNo),
    authorizedName: pick('authorizedName', company.authorizedName),
    countryCode: pick('countryCode', company.countryCode),
    reportCurrency: canChangeReportCurrency
      ? pick('reportCurrency', company.reportCurrency)
      : company.reportCurrency,
    timezone: pick('timezone', company.timezone),
    size: excluded.has('size') || input.size == null ? company.size : input.size || null,
    sellerIds: (sellerArgs ?? []).map(String),
  });
  if (!parsed.success) return refuse(issuesToFieldErrors(parsed.error.issues));
  const { sellerIds: _sellerIds, ...values } = parsed.data;

  const [currency] = await deps.db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.code, values.reportCurrency));
  if (!currency) throw new DomainError('company:error.invalidCurrency', 'reportCurrency');

  const sellerIds = sellerArgs === null ? null : parseIds(sellerArgs);
  if (sellerArgs !== null && sellerIds === null) throw new DomainError(UNKNOWN_SELLER, 'sellerIds');
  if (sellerIds !== null) {
    const problem = await checkCompanySellers(deps.db, companyId, sellerIds);
    if (problem) throw new DomainError(problem, 'sellerIds');
  }

  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx.update(companies).set(values).where(eq(companies.id, companyId)).returning();
    if (sellerIds !== null) {
      await tx.delete(companySellers).where(eq(companySellers.companyId, companyId));
      const unique = [...new Set(sellerIds)];
      if (unique.length > 0)
        await tx.insert(companySellers).values(unique.map((sellerId) => ({ companyId, sellerId })));
    }
    return row!;
  });
  invalidateSessionCache(deps.db, { companyId });
  return { ok: true, errors: [], company: updated };
}
