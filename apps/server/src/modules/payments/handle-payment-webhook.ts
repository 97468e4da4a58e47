import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { paymentWebhookEvents } from '../../db/schema/index';
import { restErrorAnswer, restRefusals } from '../../http/rest-error';
import { findTopUpByIntent, syncCardTopUp } from './complete-top-up';
import { paymentProviderFor } from './payment-provider';
import { PaymentProviderError } from './payment-provider-types';

export type WebhookOutcome = { status: 200 | 400 | 404; body: Record<string, unknown> };

/**
 * A provider's webhook delivery: the signature is checked first (a bad one changes nothing), each event id is
 * applied once, and the payment is read again from the provider, so duplicates and any order give one effect.
 */
export async function handlePaymentWebhook(
  deps: Pick<AppDeps, 'db' | 'now'>,
  providerName: string,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const provider = paymentProviderFor(deps);
  if (providerName !== provider.name)
    return { status: 404, body: restErrorAnswer(restRefusals.notFound()).body };
  let event: ReturnType<typeof provider.verifyWebhook>;
  try {
    event = provider.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof PaymentProviderError) return { status: 400, body: { error: error.message } };
    throw error;
  }
  const eventId = `${provider.name}:${event.id}`;
  const [seen] = await deps.db
    .select()
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.id, eventId));
  if (seen) return { status: 200, body: { received: true, duplicate: true } };
  // Applying is idempotent (the payment is read again and a settled top-up is left alone), so recording the
  // event after applying it loses nothing when the process stops in between: the provider delivers it again.
  if (event.paymentIntentId && event.type.startsWith('payment_intent.')) {
    const row = await findTopUpByIntent(deps.db, event.paymentIntentId);
    if (row) await syncCardTopUp(deps, row);
  }
  await deps.db
    .insert(paymentWebhookEvents)
    .values({ id: eventId, provider: provider.name, type: event.type })
    .onConflictDoNothing();
  return { status: 200, body: { received: true } };
}
