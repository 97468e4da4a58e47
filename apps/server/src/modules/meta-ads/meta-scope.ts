import { addDays, isCalendarDay } from '@portal/domain/zoned-day';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { metaCampaigns } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import {
  type AdAccountRow,
  type CompanySeller,
  findAdAccount,
  metaNotFound,
  requireCompanySeller,
} from './find-ad-account';
import { metaAdsMessages } from './meta-ads-messages';

/** What the Meta ads use cases need of the app. */
export type MetaDeps = Pick<AppDeps, 'db' | 'metaAds' | 'metaWallet' | 'now'>;
export type MetaActor = { companyId: number; user?: { id: number } };
export type CampaignRow = typeof metaCampaigns.$inferSelect;

/** The session company's seller named by an `ID` argument; another company's, or no id at all, is not found. */
export async function sellerOf(
  deps: Pick<AppDeps, 'db'>,
  actor: MetaActor,
  sellerId: unknown,
): Promise<CompanySeller> {
  const id = parseRowId(sellerId);
  if (id === null) throw metaNotFound('sellerId');
  return requireCompanySeller({ db: deps.db, companyId: actor.companyId, sellerId: id });
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

/** A `YYYY-MM-DD` argument (the catalog's calendar), or a refusal naming it. */
export function dayArg(value: string, field: string): string {
  if (!isCalendarDay(value)) throw new DomainError(metaAdsMessages.invalidDate, field);
  return value;
}

/** A from–to range of days, the end not before the start, and at most `maxDays` long when given. */
export function dayRange(fromDate: string, toDate: string, maxDays?: number): { from: string; to: string } {
  const from = dayArg(fromDate, 'fromDate');
  const to = dayArg(toDate, 'toDate');
  if (to < from) throw new DomainError(metaAdsMessages.invalidDate, 'toDate');
  if (maxDays !== undefined && addDays(from, maxDays) <= to)
    throw new DomainError(metaAdsMessages.invalidDate, 'toDate');
  return { from, to };
}
