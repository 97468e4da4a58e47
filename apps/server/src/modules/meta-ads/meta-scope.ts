import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { catalogs, companySellers, metaCampaigns, sellers } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import { type AdAccountRow, findAdAccount } from './find-ad-account';
import { metaAdsMessages } from './meta-ads-messages';

/** What the Meta ads use cases need of the app. */
export type MetaDeps = Pick<AppDeps, 'db' | 'metaAds' | 'metaWallet' | 'now'>;
export type MetaActor = { companyId: number; user?: { id: number } };
export type CampaignRow = typeof metaCampaigns.$inferSelect;
export type CompanySeller = typeof sellers.$inferSelect & { catalog: typeof catalogs.$inferSelect };

/** A use case about one seller (`input.sellerId`, an `ID` argument), for the session's company. */
export type SellerCall<Input = unknown, Deps = Pick<AppDeps, 'db'>> = {
  deps: Deps;
  actor: MetaActor;
  input: { sellerId: unknown } & Input;
};

/** The refusal of a seller, campaign or session outside the session's company: it answers as not found. */
export const metaNotFound = (field: string | null = 'sellerId') =>
  new DomainError('common:error.notFound', field, undefined, 'NOT_FOUND');

/**
 * The scope check of every call taking a `sellerId` (decision 0230): the seller must be one of the session
 * company's sellers (`company_sellers`); another company's seller, an unknown one or no id at all is not found.
 */
export async function sellerOf(
  deps: Pick<AppDeps, 'db'>,
  actor: MetaActor,
  sellerId: unknown,
): Promise<CompanySeller> {
  const id = parseRowId(sellerId);
  if (id === null) throw metaNotFound('sellerId');
  const [row] = await deps.db
    .select({ seller: sellers, catalog: catalogs })
    .from(companySellers)
    .innerJoin(sellers, eq(sellers.id, companySellers.sellerId))
    .innerJoin(catalogs, eq(catalogs.id, sellers.catalogId))
    .where(and(eq(companySellers.companyId, actor.companyId), eq(companySellers.sellerId, id)));
  if (!row) throw metaNotFound('sellerId');
  return { ...row.seller, catalog: row.catalog };
}

/** The seller and its ad account for this company, or null for the account when the pair is not onboarded. */
export async function sellerAndAccount(
  deps: Pick<AppDeps, 'db'>,
  actor: MetaActor,
  sellerId: unknown,
): Promise<{ seller: CompanySeller; account: AdAccountRow | null }> {
  const seller = await sellerOf(deps, actor, sellerId);
  return {
    seller,
    account: await findAdAccount({ db: deps.db, companyId: actor.companyId, sellerId: seller.id }),
  };
}

/** As sellerAndAccount, refusing a pair not onboarded (campaign calls need the account). */
export async function onboardedSeller(deps: Pick<AppDeps, 'db'>, actor: MetaActor, sellerId: unknown) {
  const { seller, account } = await sellerAndAccount(deps, actor, sellerId);
  if (!account) throw new DomainError(metaAdsMessages.sellerNotOnboarded, 'sellerId');
  return { seller, account };
}

/** One of the company's campaigns of this seller (our id); any other is not found. */
export async function campaignOf(
  deps: Pick<AppDeps, 'db'>,
  actor: MetaActor,
  seller: CompanySeller,
  campaignId: unknown,
): Promise<CampaignRow> {
  const id = parseRowId(campaignId);
  if (id === null) throw metaNotFound('campaignId');
  const [row] = await deps.db
    .select()
    .from(metaCampaigns)
    .where(
      and(
        eq(metaCampaigns.id, id),
        eq(metaCampaigns.companyId, actor.companyId),
        eq(metaCampaigns.sellerId, seller.id),
      ),
    );
  if (!row) throw metaNotFound('campaignId');
  return row;
}
