import { metaCampaigns } from '../../db/schema/index';
import { type CampaignFormInput, campaignErrors, scheduleOf } from './campaign-input';
import { noFigures } from './campaign-view';
import { type CampaignWrite, refusedWrite, writtenCampaign } from './campaign-write';
import type { AdAccountRow } from './find-ad-account';
import { callMeta } from './meta-call';
import type { CompanySeller, MetaActor, MetaDeps } from './meta-scope';

/**
 * Creates a Meta campaign for a seller (spec 3 §5): the form's rules with today in the catalog's zone,
 * then Meta (objective OUTCOME_SALES, the account's product set, lifetime budget, the end day included),
 * then our row with the form's values. It starts ACTIVE when the Meta wallet holds money, else PAUSED
 * with effective status WALLET_EMPTY. `rename` names the fields as the calling operation does.
 */
export async function createMetaCampaignFor({
  deps,
  actor,
  seller,
  account,
  input,
  rename,
}: {
  deps: MetaDeps;
  actor: MetaActor;
  /** Scoped and onboarded (onboardedSeller). */
  seller: CompanySeller;
  account: AdAccountRow;
  input: CampaignFormInput;
  rename?: Record<string, string>;
}): Promise<CampaignWrite> {
  const now = deps.now();
  const errors = await campaignErrors(deps.db, seller, input, { mode: 'create', now, rename });
  if (errors.length) return refusedWrite(errors);
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
  return writtenCampaign(row!, info, account, noFigures);
}
