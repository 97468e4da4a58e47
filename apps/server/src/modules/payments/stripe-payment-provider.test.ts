import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from './payment-provider-types';
import { createStripePaymentProvider } from './stripe-payment-provider';

const webhookSecret = 'whsec_offline_test';
const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: { object: 'payment_intent', id: 'pi_1' } },
});

// Offline: the provider loads the SDK on creation (not at start) and checks signatures without the network.
describe('Stripe payment provider', () => {
  const provider = createStripePaymentProvider({
    secretKey: 'sk_test_offline',
    webhookSecret,
    publishableKey: 'pk_1',
  });

  it('accepts a webhook signed with its secret', () => {
    const header = new Stripe('sk_test_offline').webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
    });
    expect(provider.verifyWebhook(payload, header)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      paymentIntentId: 'pi_1',
    });
  });

  it('refuses one signed with another secret, or unsigned', () => {
    const forged = new Stripe('sk_test_offline').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_other',
    });
    expect(() => provider.verifyWebhook(payload, forged)).toThrow(PaymentProviderError);
    expect(() => provider.verifyWebhook(payload, undefined)).toThrow(PaymentProviderError);
  });

  it('tells the browser it collects cards with Stripe', () => {
    expect(provider.clientData()).toEqual({ provider: 'stripe', publishableKey: 'pk_1', tokenUrl: null });
  });
});
