import { callMeta } from './meta-call';
import { type MetaDeps, type SellerCall, sellerAndAccount } from './meta-scope';

/** getCustomAudiences: the account's audiences on Meta; none before onboarding. */
export async function getCustomAudiences({
  deps,
  actor,
  input,
}: SellerCall<unknown, MetaDeps>): Promise<{ id: number; name: string }[]> {
  const { account } = await sellerAndAccount(deps, actor, input.sellerId);
  if (!account) return [];
  return callMeta(() => deps.metaAds.customAudiences(account.accountId));
}
