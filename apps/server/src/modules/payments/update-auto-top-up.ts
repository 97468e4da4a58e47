import { formatMicros } from '@portal/domain';
import { topUpAmountSchema } from '@portal/domain/wallet';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { autoTopUpSettings } from '../../db/schema/index';
import type { FieldError } from '../../graphql/errors';
import { companyCards } from './payment-cards';
import { paymentProviderFor } from './payment-provider';
import { billingCompany, cardMinMax, configurationMicros, paymentErrors } from './payments-settings';

export type AutoTopUpView = { autoTopUp: boolean; autoTopUpThreshold: bigint; autoTopUpAmount: bigint };

/** autoTopUp: the saved settings, or the configuration's defaults (default_top_up_amount / _threshold). */
export async function readAutoTopUp({
  deps,
  actor: { companyId },
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number };
}): Promise<AutoTopUpView> {
  const [row] = await deps.db
    .select()
    .from(autoTopUpSettings)
    .where(eq(autoTopUpSettings.companyId, companyId));
  if (row)
    return {
      autoTopUp: row.isEnabled,
      autoTopUpThreshold: row.thresholdMicros,
      autoTopUpAmount: row.amountMicros,
    };
  return {
    autoTopUp: false,
    autoTopUpThreshold: await configurationMicros(deps.db, 'default_top_up_threshold'),
    autoTopUpAmount: await configurationMicros(deps.db, 'default_top_up_amount'),
  };
}

export type UpdateAutoTopUpPayload = { ok: boolean; errors: FieldError[]; autoTopUp: AutoTopUpView | null };

/** updateAutoTopUp: on/off, threshold and amount (card minimum..maximum, spec 1 §5); turning on needs a card. */
export async function updateAutoTopUp({
  deps,
  actor: { companyId },
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: { companyId: number };
  input: { autoTopUp: boolean; autoTopUpThreshold?: bigint | null; autoTopUpAmount?: bigint | null };
}): Promise<UpdateAutoTopUpPayload> {
  const company = await billingCompany(deps.db, companyId);
  if (!company)
    return {
      ok: false,
      errors: [{ field: null, messages: [paymentErrors.unknownCompany] }],
      autoTopUp: null,
    };
  const current = await readAutoTopUp({ deps, actor: { companyId } });
  const threshold = input.autoTopUpThreshold ?? current.autoTopUpThreshold;
  const amount = input.autoTopUpAmount ?? current.autoTopUpAmount;
  const errors: FieldError[] = [];
  const limits = cardMinMax(company.currency);
  const parsed = topUpAmountSchema({
    maxFractionDigits: company.digits,
    cardMin: limits.min,
    cardMax: limits.max,
  }).safeParse(formatMicros(amount));
  if (!parsed.success)
    errors.push({ field: 'autoTopUpAmount', messages: parsed.error.issues.map((issue) => issue.message) });
  const thresholdCheck = topUpAmountSchema({
    maxFractionDigits: company.digits,
    cardMax: limits.max,
  }).safeParse(formatMicros(threshold));
  if (threshold !== 0n && !thresholdCheck.success)
    errors.push({
      field: 'autoTopUpThreshold',
      messages: thresholdCheck.error.issues.map((issue) => issue.message),
    });
  if (input.autoTopUp) {
    const [card] = await companyCards(deps.db, companyId, paymentProviderFor(deps).name);
    if (!card) errors.push({ field: 'autoTopUp', messages: [paymentErrors.noCard] });
  }
  if (errors.length) return { ok: false, errors, autoTopUp: null };
  const values = {
    isEnabled: input.autoTopUp,
    thresholdMicros: threshold,
    amountMicros: amount,
    isArmed: true,
    updatedAt: deps.now(),
  };
  await deps.db
    .insert(autoTopUpSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: autoTopUpSettings.companyId, set: values });
  return { ok: true, errors: [], autoTopUp: await readAutoTopUp({ deps, actor: { companyId } }) };
}
