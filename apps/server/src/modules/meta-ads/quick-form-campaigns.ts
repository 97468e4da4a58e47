import { metaCampaignAnswer } from './campaign-write';
import { createMetaCampaignFor } from './create-meta-campaign';
import type { MetaCampaignConfiguredStatus } from './meta-ads';
import type { MetaCampaignPayload } from './meta-ads.types';
import { type MetaDeps, onboardedSeller, type SellerCall } from './meta-scope';
import { updateMetaCampaignFor } from './update-meta-campaign';

type List<T> = readonly T[] | null | undefined;

/** The advanced form names the product filter productMinPrice/productMaxPrice; the quick form minPrice/maxPrice. */
const quickFormFields = { productMinPrice: 'minPrice', productMaxPrice: 'maxPrice' };

/** createMetaCampaign (the quick form, spec 3 §5). */
export async function createMetaCampaign({
  deps,
  actor,
  input,
}: SellerCall<
  {
    name: string;
    lifetimeBudget: bigint;
    startDate: string;
    endDate: string;
    creativeText?: string | null;
    customAudienceIds?: List<number>;
    categories?: List<number>;
    minPrice?: bigint | null;
    maxPrice?: bigint | null;
    skus?: List<string>;
  },
  MetaDeps
>): Promise<MetaCampaignPayload> {
  const { sellerId, ...form } = input;
  const scope = await onboardedSeller(deps, actor, sellerId);
  return metaCampaignAnswer(
    await createMetaCampaignFor({ deps, actor, ...scope, input: form, rename: quickFormFields }),
  );
}

/** updateMetaCampaign: the list's toggle (ACTIVE/PAUSED) and the quick edit. */
export async function updateMetaCampaign({
  deps,
  actor,
  input,
}: SellerCall<
  {
    campaignId: unknown;
    name?: string | null;
    status?: MetaCampaignConfiguredStatus | null;
    lifetimeBudget?: bigint | null;
    startDate?: string | null;
    endDate?: string | null;
    customAudienceIds?: List<number>;
  },
  MetaDeps
>): Promise<MetaCampaignPayload> {
  const { sellerId, campaignId, ...changes } = input;
  const scope = await onboardedSeller(deps, actor, sellerId);
  const updated = await updateMetaCampaignFor({
    deps,
    actor,
    ...scope,
    campaignId,
    // An argument left out (or null) keeps the stored value.
    changes: {
      name: changes.name ?? undefined,
      status: changes.status ?? undefined,
      lifetimeBudget: changes.lifetimeBudget ?? undefined,
      startDate: changes.startDate ?? undefined,
      endDate: changes.endDate ?? undefined,
      customAudienceIds: changes.customAudienceIds ?? undefined,
    },
    rename: quickFormFields,
  });
  return metaCampaignAnswer(updated);
}
