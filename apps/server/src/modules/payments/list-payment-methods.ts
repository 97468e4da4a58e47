import type { AppDeps } from '../../app-deps';
import { companyCards } from './payment-cards';
import { paymentProviderFor } from './payment-provider';

/** paymentMethods: the acting company's saved cards, the default first. */
export async function listPaymentMethods({
  deps,
  actor,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: { companyId: number };
}) {
  return companyCards(deps.db, actor.companyId, paymentProviderFor(deps).name);
}
