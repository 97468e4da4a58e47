// The contract both providers implement; payment-provider.ts picks one. Kept apart so that the providers import
// the contract, not the file that imports them.

export type PaymentProviderName = 'stripe' | 'sandbox';

export type AttachedCard = { id: string; brand: string; last4: string; expMonth: number; expYear: number };

export type PaymentIntentStatus = 'succeeded' | 'requires_action' | 'failed' | 'processing';

export type PaymentIntent = {
  id: string;
  status: PaymentIntentStatus;
  /** For the client's confirmation step (Stripe.js or the sandbox's page); null when none is needed. */
  clientSecret: string | null;
  declineReason: string | null;
  amount: bigint;
  currency: string;
};

export type PaymentWebhookEvent = {
  id: string;
  type: string;
  /** The payment intent the event is about, when it is about one. */
  paymentIntentId: string | null;
};

export class PaymentProviderError extends Error {}

/** What billing needs from a card processor; Stripe and the built-in sandbox implement it (docs/decisions/0051). */
export type PaymentProvider = {
  name: PaymentProviderName;
  createCustomer(input: { companyId: number; name: string; email?: string | null }): Promise<string>;
  /** A card token / payment-method id from the client, attached to the customer; throws PaymentProviderError when unusable. */
  attachPaymentMethod(input: { customerId: string; paymentMethodId: string }): Promise<AttachedCard>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /** Charges `amount` (micros) now; the same idempotency key always answers the same intent. */
  createPaymentIntent(input: {
    amount: bigint;
    currency: string;
    maxFractionDigits: number;
    customerId: string;
    paymentMethodId: string;
    idempotencyKey: string;
    /** The customer is not present (auto top-up): a card that needs authentication fails instead. */
    offSession?: boolean;
    metadata?: Record<string, string>;
  }): Promise<PaymentIntent>;
  /** Reads the intent again (the source of truth after a confirmation step or a webhook). */
  retrievePaymentIntent(id: string): Promise<PaymentIntent>;
  /** Server-side confirmation of an intent that waits for it. */
  confirmPaymentIntent(id: string): Promise<PaymentIntent>;
  /**
   * Gives `amount` (micros) of a succeeded intent back to the card; the same idempotency key always answers the
   * same refund. Throws PaymentProviderError when the provider refuses.
   */
  refundPayment(input: {
    paymentIntentId: string;
    amount: bigint;
    maxFractionDigits: number;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** Checks the signature of a webhook delivery; throws PaymentProviderError when it does not match. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): PaymentWebhookEvent;
  /** What the browser needs to collect cards. */
  clientData(): { provider: PaymentProviderName; publishableKey: string | null; tokenUrl: string | null };
};
