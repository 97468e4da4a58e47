import type { AppDeps } from '../../app-deps';
import { companyCards, ensureCustomer, type PaymentMethodRow } from './payment-cards';
import { paymentProviderFor } from './payment-provider';
import { type PaymentIntent, type PaymentProvider, PaymentProviderError } from './payment-provider-types';
import { type BillingCompany, billingCompany } from './payments-settings';

/** The company's default saved card of the configured provider, with that provider and the paying company. */
export type DefaultCard = { provider: PaymentProvider; card: PaymentMethodRow; company: BillingCompany };

/** The default card (position 0) the company pays with, or null when it has none saved. */
export async function defaultCardOf(
  deps: Pick<AppDeps, 'db' | 'now'>,
  companyId: number,
): Promise<DefaultCard | null> {
  const provider = paymentProviderFor(deps);
  const [card] = await companyCards(deps.db, companyId, provider.name);
  const company = card ? await billingCompany(deps.db, companyId) : null;
  return card && company ? { provider, card, company } : null;
}

/**
 * Charges the default card (the company's top-up, or its Meta wallet's): the provider's customer is made on
 * first use, the same idempotency key answers the same intent. Null when the provider refuses the call
 * (PaymentProviderError): its own text is English and may name its internals, so the caller answers its key.
 */
export async function chargeDefaultCard(
  deps: Pick<AppDeps, 'db'>,
  { provider, card, company }: DefaultCard,
  charge: {
    amount: bigint;
    currency: string;
    idempotencyKey: string;
    offSession?: boolean;
    metadata: Record<string, string>;
  },
): Promise<PaymentIntent | null> {
  try {
    const customerId = await ensureCustomer(deps.db, provider, company);
    return await provider.createPaymentIntent({
      ...charge,
      maxFractionDigits: company.digits,
      customerId,
      paymentMethodId: card.providerMethodId,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) return null;
    throw error;
  }
}
