import { mpaTopUpMessages } from '@portal/domain/mpa-top-up';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { mpaTopUpRequests } from '../../db/schema/index';
import { companyCards, ensureCustomer } from '../payments/payment-cards';
import { paymentProviderFor } from '../payments/payment-provider';
import { PaymentProviderError } from '../payments/payment-provider-types';
import { billingCompany } from '../payments/payments-settings';
import { AUTHENTICATION_REQUIRED } from '../payments/sandbox-payment-provider';
import type { MpaTopUpRow } from './mpa-top-up-rows';

export type CardCharge =
  | { status: 'paid'; reference: string }
  | { status: 'failed'; reason: string }
  | { status: 'pending'; reference: string };

/** The company's default saved card of the configured provider, or null. */
export async function defaultCard(deps: Pick<AppDeps, 'db' | 'now'>, companyId: number) {
  const [card] = await companyCards(deps.db, companyId, paymentProviderFor(deps).name);
  return card ?? null;
}

/**
 * Charges a CARD request's total to the company's default card as auto top-up does (off-session: the Meta
 * modal has no confirmation step, so a card that asks for authentication fails). The provider's idempotency
 * key is the request's, so a retried request charges once. The intent is recorded on the row at once: a
 * charge that succeeded is never forgotten when completing fails afterwards.
 */
export async function chargeDefaultCard(
  deps: Pick<AppDeps, 'db' | 'now'>,
  row: MpaTopUpRow,
): Promise<CardCharge> {
  const provider = paymentProviderFor(deps);
  const card = await defaultCard(deps, row.companyId);
  const company = await billingCompany(deps.db, row.companyId);
  if (!card || !company) return { status: 'failed', reason: mpaTopUpMessages.noSavedCard };
  let intent: Awaited<ReturnType<typeof provider.createPaymentIntent>>;
  try {
    const customerId = await ensureCustomer(deps.db, provider, company);
    intent = await provider.createPaymentIntent({
      amount: row.totalMicros,
      currency: row.currency,
      maxFractionDigits: company.digits,
      customerId,
      paymentMethodId: card.providerMethodId,
      idempotencyKey: `mpa-top-up:${row.companyId}:${row.id}`,
      offSession: true,
      metadata: { mpaTopUpRequestId: String(row.id), companyId: String(row.companyId) },
    });
  } catch (error) {
    if (error instanceof PaymentProviderError)
      return { status: 'failed', reason: mpaTopUpMessages.paymentFailed };
    throw error;
  }
  await deps.db
    .update(mpaTopUpRequests)
    .set({ paymentReference: intent.id, dateUpdated: deps.now() })
    .where(eq(mpaTopUpRequests.id, row.id));
  if (intent.status === 'succeeded') return { status: 'paid', reference: intent.id };
  if (intent.status === 'processing') return { status: 'pending', reference: intent.id };
  if (intent.status === 'requires_action') return { status: 'failed', reason: AUTHENTICATION_REQUIRED };
  return { status: 'failed', reason: intent.declineReason ?? mpaTopUpMessages.paymentFailed };
}
