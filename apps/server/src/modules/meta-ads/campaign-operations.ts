import { DomainError } from '../../graphql/errors';
import { mpaCampaignView } from './campaign-view';
import { createMetaCampaignFor } from './create-meta-campaign';
import type { MetaCampaignConfiguredStatus } from './meta-ads';
import type { MetaCampaignPayload, MpaCampaignPayload } from './meta-ads.types';
import { metaAdsMessages } from './meta-ads-messages';
import { type MetaActor, type MetaDeps, onboardedSeller } from './meta-scope';
import { updateMetaCampaignFor } from './update-meta-campaign';

type List<T> = readonly T[] | null | undefined;

/** The advanced form names the product filter productMinPrice/productMaxPrice; the quick form minPrice/maxPrice. */
const quickFormFields = { productMinPrice: 'minPrice', productMaxPrice: 'maxPrice' };

/** createMetaCampaign (the quick form, spec 3 §5). */
export async function createMetaCampaign({
  deps,
  actor,
  input,
}: {
  deps: MetaDeps;
  actor: MetaActor;
  input: {
    sellerId: unknown;
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
  };
}): Promise<MetaCampaignPayload> {
  const { sellerId, ...form } = input;
  const created = await createMetaCampaignFor({
    deps,
    actor,
    sellerId,
    input: form,
    rename: quickFormFields,
  });
  return { ok: created.ok, errors: created.errors, campaign: created.campaign };
}

/** updateMetaCampaign: the list's toggle (ACTIVE/PAUSED) and the quick edit. */
export async function updateMetaCampaign({
  deps,
  actor,
  input,
}: {
  deps: MetaDeps;
  actor: MetaActor;
  input: {
    sellerId: unknown;
    campaignId: unknown;
    name?: string | null;
    status?: MetaCampaignConfiguredStatus | null;
    lifetimeBudget?: bigint | null;
    startDate?: string | null;
    endDate?: string | null;
    customAudienceIds?: List<number>;
  };
}): Promise<MetaCampaignPayload> {
  const { sellerId, campaignId, ...changes } = input;
  const updated = await updateMetaCampaignFor({
    deps,
    actor,
    sellerId,
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
  return { ok: updated.ok, errors: updated.errors, campaign: updated.campaign };
}

type AdvancedForm = {
  sellerId: unknown;
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

/** The advanced form states the wallet currency it priced in: it must be the account's. */
async function checkWalletCurrency(deps: MetaDeps, actor: MetaActor, input: AdvancedForm) {
  const { account } = await onboardedSeller(deps, actor, input.sellerId);
  if (input.walletCurrency !== account.currency)
    throw new DomainError(metaAdsMessages.invalidValue, 'walletCurrency');
}

/** createCampaign (the advanced form). */
export async function createCampaign({
  deps,
  actor,
  input,
}: {
  deps: MetaDeps;
  actor: MetaActor;
  input: AdvancedForm & { creativeText?: string | null };
}): Promise<MpaCampaignPayload> {
  await checkWalletCurrency(deps, actor, input);
  const created = await createMetaCampaignFor({
    deps,
    actor,
    sellerId: input.sellerId,
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
  if (!created.row || !created.account) return { ok: false, errors: created.errors, campaign: null };
  return { ok: true, errors: [], campaign: await mpaCampaignView(deps.db, created.row, created.account) };
}

/** updateCampaign (the advanced form). */
export async function updateCampaign({
  deps,
  actor,
  input,
}: {
  deps: MetaDeps;
  actor: MetaActor;
  input: AdvancedForm & { campaignId: unknown };
}): Promise<MpaCampaignPayload> {
  await checkWalletCurrency(deps, actor, input);
  const updated = await updateMetaCampaignFor({
    deps,
    actor,
    sellerId: input.sellerId,
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
  if (!updated.row || !updated.account) return { ok: false, errors: updated.errors, campaign: null };
  return { ok: true, errors: [], campaign: await mpaCampaignView(deps.db, updated.row, updated.account) };
}
