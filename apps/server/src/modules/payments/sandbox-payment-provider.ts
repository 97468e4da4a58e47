import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cardBrandOf } from '@portal/domain/payments';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { paymentWebhookEvents, topUpRequests } from '../../db/schema/index';
import {
  type AttachedCard,
  type PaymentIntent,
  type PaymentProvider,
  PaymentProviderError,
} from './payment-provider-types';

/** The sandbox signs its webhooks with this secret (it is no secret: the sandbox moves no money). */
export const SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox_portal';
const SIGNATURE_TOLERANCE_SECONDS = 300;

// Decline reasons become the top-up's statusReason and its payload error: translation keys.
export const DECLINED = 'billing:error.cardDeclined';
export const AUTHENTICATION_REQUIRED = 'billing:error.cardAuthenticationRequired';
export const CONFIRMATION_REFUSED = 'Cannot confirm payment';

/** How a card behaves (Stripe's test cards): charged, asks for the confirmation step, or declined. */
export type SandboxScenario = 'ok' | 'auth' | 'decline';

/** Stripe's test payment-method ids the sandbox accepts as they are. */
const testMethods: Record<string, { scenario: SandboxScenario; last4: string }> = {
  pm_card_visa: { scenario: 'ok', last4: '4242' },
  pm_card_authenticationRequired: { scenario: 'auth', last4: '3184' },
  pm_card_chargeDeclined: { scenario: 'decline', last4: '0002' },
};

/** Stripe's test card numbers typed into the sandbox form; any other valid number is charged. */
export function scenarioOfNumber(digits: string): SandboxScenario {
  if (digits === '4000002760003184') return 'auth';
  if (digits === '4000000000000002') return 'decline';
  return 'ok';
}

const tokenPattern = /^pm_sandbox_(ok|auth|decline)_([a-z]+)_(\d{4})_(\d{2})_(\d{4})_[A-Za-z0-9]+$/;

/** The sandbox's card token: the card's behaviour and display data, so no extra table is needed. */
export function sandboxToken(card: { number: string; expMonth: number; expYear: number }): string {
  const digits = card.number;
  return [
    'pm_sandbox',
    scenarioOfNumber(digits),
    cardBrandOf(digits),
    digits.slice(-4),
    String(card.expMonth).padStart(2, '0'),
    String(card.expYear),
    randomBytes(6).toString('hex'),
  ].join('_');
}

function describeMethod(id: string, now: Date): (AttachedCard & { scenario: SandboxScenario }) | null {
  const test = testMethods[id];
  if (test)
    return {
      id,
      scenario: test.scenario,
      brand: 'visa',
      last4: test.last4,
      expMonth: 12,
      expYear: now.getUTCFullYear() + 3,
    };
  const match = tokenPattern.exec(id);
  if (!match) return null;
  return {
    id,
    scenario: match[1] as SandboxScenario,
    brand: match[2]!,
    last4: match[3]!,
    expMonth: Number(match[4]),
    expYear: Number(match[5]),
  };
}

const hmac = (payload: string) => createHmac('sha256', SANDBOX_WEBHOOK_SECRET).update(payload).digest('hex');

/** Stripe-style signature header `t=<unix seconds>,v1=<HMAC-SHA256 of "t.body">`. */
export function signSandboxWebhook(rawBody: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmac(`${t}.${rawBody}`)}`;
}

export function sandboxClientSecret(intentId: string): string {
  return `${intentId}_secret_${hmac(`secret:${intentId}`).slice(0, 24)}`;
}

/** The intent id of a client secret the sandbox issued, or null when it is forged. */
export function intentOfClientSecret(secret: string): string | null {
  const match = /^(pi_sandbox_[a-z]+_[0-9a-f]+)_secret_[0-9a-f]{24}$/.exec(secret);
  if (!match) return null;
  const expected = Buffer.from(sandboxClientSecret(match[1]!));
  const given = Buffer.from(secret);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1]! : null;
}

/** Where the sandbox keeps the customer's answer to a confirmation step (its only state besides billing's rows). */
const confirmationId = (intentId: string) => `sandbox-confirmation:${intentId}`;

/**
 * The default provider (docs/decisions/0051): behaves like Stripe for billing — customers, cards with brand and
 * last 4, intents that succeed, wait for a confirmation step, or are declined; signed webhooks.
 */
export function createSandboxPaymentProvider(deps: Pick<AppDeps, 'db' | 'now'>): PaymentProvider {
  const intentState = async (id: string): Promise<PaymentIntent> => {
    const match = /^pi_sandbox_(ok|auth|offauth|decline)_[0-9a-f]+$/.exec(id);
    if (!match) throw new PaymentProviderError('No such payment_intent');
    const [row] = await deps.db
      .select({ total: topUpRequests.totalMicros, currency: topUpRequests.currency })
      .from(topUpRequests)
      .where(eq(topUpRequests.providerPaymentId, id));
    const base = { id, amount: row?.total ?? 0n, currency: row?.currency ?? '', clientSecret: null };
    const scenario = match[1];
    if (scenario === 'ok') return { ...base, status: 'succeeded', declineReason: null };
    if (scenario === 'decline') return { ...base, status: 'failed', declineReason: DECLINED };
    if (scenario === 'offauth') return { ...base, status: 'failed', declineReason: AUTHENTICATION_REQUIRED };
    const [answer] = await deps.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.id, confirmationId(id)));
    if (answer?.type === 'confirmed') return { ...base, status: 'succeeded', declineReason: null };
    if (answer?.type === 'refused') return { ...base, status: 'failed', declineReason: CONFIRMATION_REFUSED };
    return { ...base, status: 'requires_action', clientSecret: sandboxClientSecret(id), declineReason: null };
  };

  const answer = async (id: string, type: 'confirmed' | 'refused') => {
    await deps.db
      .insert(paymentWebhookEvents)
      .values({ id: confirmationId(id), provider: 'sandbox-confirmation', type })
      .onConflictDoNothing();
    return intentState(id);
  };

  return {
    name: 'sandbox',
    async createCustomer({ companyId }) {
      return `cus_sandbox_${companyId}`;
    },
    async attachPaymentMethod({ paymentMethodId }) {
      const card = describeMethod(paymentMethodId, deps.now());
      if (!card) throw new PaymentProviderError('No such PaymentMethod');
      const { scenario: _scenario, ...attached } = card;
      return attached;
    },
    async detachPaymentMethod() {},
    async createPaymentIntent(input) {
      const card = describeMethod(input.paymentMethodId, deps.now());
      if (!card) throw new PaymentProviderError('No such PaymentMethod');
      const scenario = card.scenario === 'auth' && input.offSession ? 'offauth' : card.scenario;
      const hash = createHash('sha256').update(`${input.customerId}:${input.idempotencyKey}`).digest('hex');
      const intent = await intentState(`pi_sandbox_${scenario}_${hash.slice(0, 24)}`);
      return { ...intent, amount: input.amount, currency: input.currency };
    },
    retrievePaymentIntent: intentState,
    async confirmPaymentIntent(id) {
      return answer(id, 'confirmed');
    },
    async refundPayment(input) {
      // Decided from the intent id alone, without reading the database: refundCredit calls it inside its
      // transaction, which must not wait on a second connection of the pool. Only PAID top-ups are refunded,
      // so an `auth` intent was confirmed; declined ones never succeeded.
      const match = /^pi_sandbox_(ok|auth|offauth|decline)_[0-9a-f]+$/.exec(input.paymentIntentId);
      if (!match) throw new PaymentProviderError('No such payment_intent');
      if (match[1] === 'decline' || match[1] === 'offauth')
        throw new PaymentProviderError('This PaymentIntent does not have a successful charge to refund.');
      if (input.amount <= 0n) throw new PaymentProviderError('Invalid refund amount');
      const hash = createHash('sha256').update(`refund:${input.paymentIntentId}:${input.idempotencyKey}`);
      return { id: `re_sandbox_${hash.digest('hex').slice(0, 24)}` };
    },
    verifyWebhook(rawBody, signatureHeader) {
      const parts = Object.fromEntries(
        (signatureHeader ?? '').split(',').map((part) => {
          const at = part.indexOf('=');
          return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
        }),
      );
      const t = Number(parts.t);
      const given = Buffer.from(String(parts.v1 ?? ''));
      const expected = Buffer.from(hmac(`${parts.t}.${rawBody}`));
      if (!Number.isInteger(t) || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new PaymentProviderError('No signatures found matching the expected signature for payload');
      if (Math.abs(deps.now().getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS)
        throw new PaymentProviderError('Timestamp outside the tolerance zone');
      let event: { id?: unknown; type?: unknown; data?: { object?: { id?: unknown; object?: unknown } } };
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw new PaymentProviderError('Invalid payload');
      }
      if (typeof event.id !== 'string' || typeof event.type !== 'string')
        throw new PaymentProviderError('Invalid payload');
      const object = event.data?.object;
      return {
        id: event.id,
        type: event.type,
        paymentIntentId:
          object?.object === 'payment_intent' && typeof object.id === 'string' ? object.id : null,
      };
    },
    clientData() {
      return { provider: 'sandbox', publishableKey: null, tokenUrl: '/v1/payments/sandbox/tokens' };
    },
  };
}

/** The customer's "no" at the sandbox's confirmation step. */
export async function refuseSandboxIntent(deps: Pick<AppDeps, 'db'>, intentId: string) {
  await deps.db
    .insert(paymentWebhookEvents)
    .values({ id: confirmationId(intentId), provider: 'sandbox-confirmation', type: 'refused' })
    .onConflictDoNothing();
}
