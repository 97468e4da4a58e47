import type { AppDeps } from '../../app-deps';
import { companyCards } from './payment-cards';
import { paymentProviderFor } from './payment-provider';

/** paymentMethods: the acting company's saved cards, the default first. */
export async function listPaymentMethods(deps: Pick<AppDeps, 'db' | 'now'>, companyId: number) {
  return companyCards(deps.db, companyId, paymentProviderFor(deps).name);
}
