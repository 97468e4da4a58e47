import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { paymentMethods } from '../../db/schema/index';
import { DomainError, type FieldError } from '../../graphql/errors';
import { companyCards, ensureCustomer, lockCards } from './payment-cards';
import { paymentProviderFor } from './payment-provider';
import { PaymentProviderError } from './payment-provider-types';
import { billingCompany, configurationNumber, paymentErrors } from './payments-settings';

export type SavePaymentMethodPayload = { ok: boolean; errors: FieldError[]; clientSecret: string | null };

/**
 * savePaymentMethod: attaches the card the client tokenised and stores it last, or in place of the card
 * at `indexToReplace`. At most `max_number_of_cards` cards.
 */
export async function savePaymentMethod({
  deps,
  actor: { companyId },
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: { companyId: number };
  input: { token: string; indexToReplace?: number | null; requiresConfirmation?: boolean | null };
}): Promise<SavePaymentMethodPayload> {
  const token = input.token.trim();
  if (!token || token.length > 255) throw new DomainError(paymentErrors.invalidCard, 'token');
  const company = await billingCompany(deps.db, companyId);
  if (!company) throw new DomainError(paymentErrors.unknownCompany);
  const provider = paymentProviderFor(deps);
  const max = await configurationNumber(deps.db, 'max_number_of_cards');
  const existing = await companyCards(deps.db, companyId, provider.name);
  const index = input.indexToReplace;
  if (index != null && (index < 0 || index >= existing.length))
    throw new DomainError(paymentErrors.unknownCard, 'indexToReplace');
  if (index == null && existing.length >= max) throw new DomainError(paymentErrors.tooManyCards);

  let card: Awaited<ReturnType<typeof provider.attachPaymentMethod>>;
  try {
    const customerId = await ensureCustomer(deps.db, provider, company);
    card = await provider.attachPaymentMethod({ customerId, paymentMethodId: token });
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new DomainError(paymentErrors.invalidCard, 'token');
    throw error;
  }

  const outcome = await deps.db.transaction(async (tx) => {
    await lockCards(tx, companyId);
    const cards = await companyCards(tx, companyId, provider.name);
    const values = {
      companyId,
      provider: provider.name,
      providerMethodId: card.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
    if (index != null) {
      const replaced = cards[index];
      if (!replaced) return { error: 'indexToReplace' as const };
      await tx.delete(paymentMethods).where(eq(paymentMethods.id, replaced.id));
      await tx.insert(paymentMethods).values({ ...values, position: replaced.position });
      return { replaced: replaced.providerMethodId };
    }
    if (cards.length >= max) return { error: 'max' as const };
    await tx.insert(paymentMethods).values({ ...values, position: cards.length });
    return { replaced: null };
  });
  if ('error' in outcome) {
    await provider.detachPaymentMethod(card.id);
    throw outcome.error === 'max'
      ? new DomainError(paymentErrors.tooManyCards)
      : new DomainError(paymentErrors.unknownCard, 'indexToReplace');
  }
  if (outcome.replaced && outcome.replaced !== card.id) await provider.detachPaymentMethod(outcome.replaced);
  // A card that needs authentication is confirmed by the client on its first charge (the top-up's confirmation step);
  // when the client asks for a confirmation now, the sandbox answers a setup secret it may show.
  const clientSecret = input.requiresConfirmation ? `seti_${card.id}_secret` : null;
  return { ok: true, errors: [], clientSecret };
}
