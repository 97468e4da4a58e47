import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { paymentMethods } from '../../db/schema/index';
import { DomainError, type FieldError } from '../../graphql/errors';
import { companyCards, lockCards, renumber } from './payment-cards';
import { paymentProviderFor } from './payment-provider';
import { paymentErrors } from './payments-settings';

/** deletePaymentMethod: removes the card at `index`; the next one becomes the default when it was the first. */
export async function deletePaymentMethod({
  deps,
  actor: { companyId },
  input: { index },
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: { companyId: number };
  input: { index: number };
}): Promise<{ ok: boolean; errors: FieldError[] }> {
  const provider = paymentProviderFor(deps);
  const removed = await deps.db.transaction(async (tx) => {
    await lockCards(tx, companyId);
    const cards = await companyCards(tx, companyId, provider.name);
    const card = cards[index];
    if (!card) return null;
    await tx.delete(paymentMethods).where(eq(paymentMethods.id, card.id));
    await renumber(
      tx,
      cards.filter((other) => other.id !== card.id),
    );
    return card;
  });
  if (!removed) throw new DomainError(paymentErrors.unknownCard, 'index');
  await provider.detachPaymentMethod(removed.providerMethodId);
  return { ok: true, errors: [] };
}
