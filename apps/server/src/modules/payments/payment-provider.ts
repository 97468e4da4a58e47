import type { AppDeps } from '../../app-deps';
import { stripeConfig } from '../../config/env';
import type { PaymentProvider } from './payment-provider-types';
import { createSandboxPaymentProvider } from './sandbox-payment-provider';
import { createStripePaymentProvider } from './stripe-payment-provider';

// One provider per database and clock: a seed running with its own clock does not leave the app a provider that
// reads the seed's frozen time.
const cache = new WeakMap<object, WeakMap<() => Date, PaymentProvider>>();

/** Stripe when STRIPE_SECRET_KEY is set, the sandbox otherwise; one instance per app. */
export function paymentProviderFor(deps: Pick<AppDeps, 'db' | 'now'>): PaymentProvider {
  const byClock = cache.get(deps.db) ?? new WeakMap<() => Date, PaymentProvider>();
  cache.set(deps.db, byClock);
  const existing = byClock.get(deps.now);
  if (existing) return existing;
  const stripe = stripeConfig();
  const provider = stripe ? createStripePaymentProvider(stripe) : createSandboxPaymentProvider(deps);
  byClock.set(deps.now, provider);
  return provider;
}

/** paymentProvider: 'stripe' or 'sandbox'. */
export function paymentProviderName({ deps }: { deps: Pick<AppDeps, 'db' | 'now'> }) {
  return paymentProviderFor(deps).name;
}

/** paymentClientData: what the web's card form needs to tokenise a card with the provider. */
export function paymentClientData({ deps }: { deps: Pick<AppDeps, 'db' | 'now'> }) {
  return paymentProviderFor(deps).clientData();
}
