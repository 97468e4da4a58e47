import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import {
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentProvider,
  PaymentProviderError,
} from './payment-provider-types';

const toMinor = (micros: bigint, digits: number) => micros / 10n ** BigInt(6 - digits);
const fromMinor = (minor: number, digits: number) => BigInt(minor) * 10n ** BigInt(6 - digits);

function statusOf(intent: Stripe.PaymentIntent): PaymentIntentStatus {
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'processing') return 'processing';
  if (intent.status === 'requires_action' || intent.status === 'requires_confirmation')
    return 'requires_action';
  return 'failed';
}

/**
 * The SDK is required when a Stripe provider is made (the first payment with STRIPE_SECRET_KEY set), not at
 * start: it is the largest package the server uses, and the sandbox, the default, never needs it.
 */
const loadStripe = (): typeof Stripe => createRequire(import.meta.url)('stripe');

/** The real processor (docs/decisions/0051): PaymentIntents on saved cards, idempotency keys, signed webhooks. */
export function createStripePaymentProvider(options: {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string | null;
}): PaymentProvider {
  const StripeSdk = loadStripe();
  const stripe = new StripeSdk(options.secretKey);
  const digitsByIntent = new Map<string, number>();
  const view = (intent: Stripe.PaymentIntent, digits: number): PaymentIntent => ({
    id: intent.id,
    status: statusOf(intent),
    clientSecret: intent.client_secret,
    declineReason:
      statusOf(intent) === 'failed'
        ? (intent.last_payment_error?.message ?? 'Your card was declined.')
        : null,
    amount: fromMinor(intent.amount, digits),
    currency: intent.currency.toUpperCase(),
  });
  return {
    name: 'stripe',
    async createCustomer({ companyId, name, email }) {
      const customer = await stripe.customers.create(
        { name, email: email ?? undefined, metadata: { companyId: String(companyId) } },
        { idempotencyKey: `customer:${companyId}` },
      );
      return customer.id;
    },
    async attachPaymentMethod({ customerId, paymentMethodId }) {
      try {
        const method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
        if (!method.card) throw new PaymentProviderError('Not a card');
        return {
          id: method.id,
          brand: method.card.brand,
          last4: method.card.last4,
          expMonth: method.card.exp_month,
          expYear: method.card.exp_year,
        };
      } catch (error) {
        if (error instanceof StripeSdk.errors.StripeError) throw new PaymentProviderError(error.message);
        throw error;
      }
    },
    async detachPaymentMethod(paymentMethodId) {
      await stripe.paymentMethods.detach(paymentMethodId).catch(() => undefined);
    },
    async createPaymentIntent(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: Number(toMinor(input.amount, input.maxFractionDigits)),
            currency: input.currency.toLowerCase(),
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            confirm: true,
            off_session: input.offSession ?? undefined,
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        digitsByIntent.set(intent.id, input.maxFractionDigits);
        return view(intent, input.maxFractionDigits);
      } catch (error) {
        if (error instanceof StripeSdk.errors.StripeCardError) {
          const intent = error.payment_intent as Stripe.PaymentIntent | undefined;
          return {
            id: intent?.id ?? `failed:${input.idempotencyKey}`,
            status: 'failed',
            clientSecret: null,
            declineReason: error.message,
            amount: input.amount,
            currency: input.currency,
          };
        }
        throw error;
      }
    },
    async retrievePaymentIntent(id) {
      const intent = await stripe.paymentIntents.retrieve(id);
      return view(intent, digitsByIntent.get(id) ?? 2);
    },
    async confirmPaymentIntent(id) {
      const intent = await stripe.paymentIntents.confirm(id);
      return view(intent, digitsByIntent.get(id) ?? 2);
    },
    async refundPayment(input) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            amount: Number(toMinor(input.amount, input.maxFractionDigits)),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          throw new PaymentProviderError(refund.failure_reason ?? 'Refund failed');
        return { id: refund.id };
      } catch (error) {
        if (error instanceof StripeSdk.errors.StripeError) throw new PaymentProviderError(error.message);
        throw error;
      }
    },
    verifyWebhook(rawBody, signatureHeader) {
      try {
        const event = stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', options.webhookSecret);
        const object = event.data.object as { object?: string; id?: string };
        return {
          id: event.id,
          type: event.type,
          paymentIntentId: object.object === 'payment_intent' ? (object.id ?? null) : null,
        };
      } catch (error) {
        throw new PaymentProviderError((error as Error).message);
      }
    },
    clientData() {
      return { provider: 'stripe', publishableKey: options.publishableKey, tokenUrl: null };
    },
  };
}
