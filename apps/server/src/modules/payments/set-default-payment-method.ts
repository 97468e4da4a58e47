import type { AppDeps } from '../../app-deps';
import { DomainError, type FieldError } from '../../graphql/errors';
import { companyCards, lockCards, renumber } from './payment-cards';
import { paymentProviderFor } from './payment-provider';
import { paymentErrors } from './payments-settings';

/** setDefaultPaymentMethod: moves the card at `index` to the front; the others keep their order. */
export async function setDefaultPaymentMethod({
  deps,
  actor: { companyId },
  input: { index },
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: { companyId: number };
  input: { index: number };
}): Promise<{ ok: boolean; errors: FieldError[] }> {
  const provider = paymentProviderFor(deps);
  const found = await deps.db.transaction(async (tx) => {
    await lockCards(tx, companyId);
    const cards = await companyCards(tx, companyId, provider.name);
    const card = cards[index];
    if (!card) return false;
    await renumber(tx, [card, ...cards.filter((other) => other.id !== card.id)]);
    return true;
  });
  if (!found) throw new DomainError(paymentErrors.unknownCard, 'index');
  return { ok: true, errors: [] };
}
