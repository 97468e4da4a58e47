import { DomainError } from '../../graphql/errors';
import { mpaCampaignAnswer } from './campaign-write';
import { createMetaCampaignFor } from './create-meta-campaign';
import type { MpaCampaignPayload } from './meta-ads.types';
import { metaAdsMessages } from './meta-ads-messages';
import { type MetaActor, type MetaDeps, onboardedSeller, type SellerCall } from './meta-scope';
import { updateMetaCampaignFor } from './update-meta-campaign';

type List<T> = readonly T[] | null | undefined;

type AdvancedForm = {
  walletCurrency: string;
  name: string;
  lifetimeBudget: bigint;
  startDate: string;
  endDate: string;
  productCategoryIds?: List<number>;
  productMinPrice?: bigint | null;
  productMaxPrice?: bigint | null;
  customAudienceIds?: List<number>;
  productSKUs?: List<string>;
};

/** The scoped, onboarded seller; the advanced form states the wallet currency it priced in: it must be the account's. */
async function advancedFormScope(
  deps: MetaDeps,
  actor: MetaActor,
  input: AdvancedForm & { sellerId: unknown },
) {
  const scope = await onboardedSeller(deps, actor, input.sellerId);
  if (input.walletCurrency !== scope.account.currency)
    throw new DomainError(metaAdsMessages.invalidValue, 'walletCurrency');
  return scope;
}

/** createCampaign (the advanced form). */
export async function createCampaign({
  deps,
  actor,
  input,
}: SellerCall<AdvancedForm & { creativeText?: string | null }, MetaDeps>): Promise<MpaCampaignPayload> {
  const scope = await advancedFormScope(deps, actor, input);
  const created = await createMetaCampaignFor({
    deps,
    actor,
    ...scope,
    input: {
      name: input.name,
      lifetimeBudget: input.lifetimeBudget,
      startDate: input.startDate,
      endDate: input.endDate,
      creativeText: input.creativeText,
      customAudienceIds: input.customAudienceIds,
      categories: input.productCategoryIds,
      minPrice: input.productMinPrice,
      maxPrice: input.productMaxPrice,
      skus: input.productSKUs,
    },
  });
  return mpaCampaignAnswer(deps, created);
}

/** updateCampaign (the advanced form): every value is the form's, a product price left empty clears it. */
export async function updateCampaign({
  deps,
  actor,
  input,
}: SellerCall<AdvancedForm & { campaignId: unknown }, MetaDeps>): Promise<MpaCampaignPayload> {
  const scope = await advancedFormScope(deps, actor, input);
  const updated = await updateMetaCampaignFor({
    deps,
    actor,
    ...scope,
    campaignId: input.campaignId,
    changes: {
      name: input.name,
      lifetimeBudget: input.lifetimeBudget,
      startDate: input.startDate,
      endDate: input.endDate,
      customAudienceIds: input.customAudienceIds,
      categories: input.productCategoryIds,
      minPrice: input.productMinPrice ?? null,
      maxPrice: input.productMaxPrice ?? null,
      skus: input.productSKUs,
    },
  });
  return mpaCampaignAnswer(deps, updated);
}
