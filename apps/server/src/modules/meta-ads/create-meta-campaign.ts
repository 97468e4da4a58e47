import { metaCampaigns } from '../../db/schema/index';
import type { FieldError } from '../../graphql/errors';
import { fieldErrors } from '../../graphql/errors';
import { type CampaignFormInput, campaignErrors, scheduleOf } from './campaign-input';
import { campaignView, type MetaCampaignView, noFigures } from './campaign-view';
import type { AdAccountRow } from './find-ad-account';
import { callMeta } from './meta-call';
import { type MetaActor, type MetaDeps, onboardedSeller, type CampaignRow as Row } from './meta-scope';

export type CreatedCampaign = {
  ok: boolean;
  errors: FieldError[];
  campaign: MetaCampaignView | null;
  row: Row | null;
  account: AdAccountRow | null;
};

/**
 * Creates a Meta campaign for a seller (spec 3 §5): the form's rules with today in the catalog's zone,
 * then Meta (objective OUTCOME_SALES, the account's product set, lifetime budget, the end day included),
 * then our row with the form's values. It starts ACTIVE when the Meta wallet holds money, else PAUSED
 * with effective status WALLET_EMPTY. `rename` names the fields as the calling operation does.
 */
export async function createMetaCampaignFor({
  deps,
  actor,
  sellerId,
  input,
  rename,
}: {
  deps: MetaDeps;
  actor: MetaActor;
  sellerId: unknown;
  input: CampaignFormInput;
  rename?: Record<string, string>;
}): Promise<CreatedCampaign> {
  const { seller, account } = await onboardedSeller(deps, actor, sellerId);
  const now = deps.now();
  const errors = await campaignErrors(deps.db, seller, input, { mode: 'create', now, rename });
  if (errors.length) return { ...fieldErrors(errors), campaign: null, row: null, account: null };
  const startDate = input.startDate!;
  const endDate = input.endDate!;
  const funded =
    (await deps.metaWallet.balance({ db: deps.db, companyId: actor.companyId, sellerId: seller.id })) > 0n;
  const info = await callMeta(() =>
    deps.metaAds.createCampaign(account.accountId, {
      name: input.name.trim(),
      status: funded ? 'ACTIVE' : 'PAUSED',
      lifetimeBudgetMicros: input.lifetimeBudget!,
      ...scheduleOf(seller.catalog.timeZone, startDate, endDate),
      productSetId: account.productSetId,
      creativeText: input.creativeText?.trim() ?? '',
      customAudienceIds: [...(input.customAudienceIds ?? [])],
    }),
  );
  const [row] = await deps.db
    .insert(metaCampaigns)
    .values({
      companyId: actor.companyId,
      sellerId: seller.id,
      adAccountId: account.id,
      metaCampaignId: info.id,
      name: input.name.trim(),
      lifetimeBudgetMicros: input.lifetimeBudget!,
      startDate,
      endDate,
      creativeText: input.creativeText?.trim() ?? '',
      productCategoryIds: [...(input.categories ?? [])],
      productMinPriceMicros: input.minPrice ?? null,
      productMaxPriceMicros: input.maxPrice ?? null,
      productSkus: [...(input.skus ?? [])],
      customAudienceIds: [...(input.customAudienceIds ?? [])],
      walletPausedAt: funded ? null : now,
      createdBy: actor.user?.id ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { ok: true, errors: [], campaign: campaignView(row!, info, account, noFigures), row: row!, account };
}
