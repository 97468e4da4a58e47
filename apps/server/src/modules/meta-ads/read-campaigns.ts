import { zonedDay } from '@portal/domain/zoned-day';
import { and, desc, eq } from 'drizzle-orm';
import { metaCampaigns } from '../../db/schema/index';
import {
  type CampaignFigures,
  campaignView,
  figuresByCampaign,
  type MetaCampaignView,
  type MpaCampaignView,
  mpaCampaignView,
  noFigures,
} from './campaign-view';
import { dayRange } from './day-args';
import type { AdAccountRow } from './find-ad-account';
import { callMeta } from './meta-call';
import {
  type CampaignRow,
  campaignOf,
  type MetaDeps,
  onboardedSeller,
  type SellerCall,
  sellerAndAccount,
} from './meta-scope';
import { decodePageToken, encodePageToken } from './page-token';
import { syncAccountSpend } from './sync-spend';

export const META_CAMPAIGN_PAGE_SIZE = 10;
export type MetaCampaignPage = {
  objects: MetaCampaignView[];
  nextPage: string | null;
  previousPage: string | null;
};

/** A campaign's figures from its start to today (metaCampaign and the edit answers, which ask no range). */
export async function lifetimeFigures(
  deps: MetaDeps,
  account: AdAccountRow,
  zone: string,
  row: CampaignRow,
): Promise<CampaignFigures> {
  const today = zonedDay(deps.now(), zone);
  if (row.startDate > today) return noFigures;
  const rows = await callMeta(() =>
    deps.metaAds.insights({
      accountId: account.accountId,
      level: 'campaign',
      since: row.startDate,
      until: today,
      campaignIds: [row.metaCampaignId],
    }),
  );
  return figuresByCampaign(rows).get(row.metaCampaignId) ?? noFigures;
}

/** metaCampaigns: the seller's campaigns of this company, newest first, 10 a page, figures of the range. */
export async function listMetaCampaigns({
  deps,
  actor,
  input,
}: SellerCall<
  { fromDate: string; toDate: string; cursor?: string | null },
  MetaDeps
>): Promise<MetaCampaignPage> {
  const range = dayRange(input.fromDate, input.toDate);
  const offset = decodePageToken(input.cursor, 'cursor');
  const { seller, account } = await sellerAndAccount(deps, actor, input.sellerId);
  if (!account) return { objects: [], nextPage: null, previousPage: null };
  await callMeta(() => syncAccountSpend(deps, account));
  const rows = await deps.db
    .select()
    .from(metaCampaigns)
    .where(and(eq(metaCampaigns.companyId, actor.companyId), eq(metaCampaigns.sellerId, seller.id)))
    .orderBy(desc(metaCampaigns.createdAt), desc(metaCampaigns.id))
    .limit(META_CAMPAIGN_PAGE_SIZE + 1)
    .offset(offset);
  const page = rows.slice(0, META_CAMPAIGN_PAGE_SIZE);
  const ids = page.map((row) => row.metaCampaignId);
  const [infos, insightRows] = await callMeta(() =>
    Promise.all([
      deps.metaAds.listCampaigns(account.accountId),
      ids.length
        ? deps.metaAds.insights({
            accountId: account.accountId,
            level: 'campaign',
            since: range.from,
            until: range.to,
            campaignIds: ids,
          })
        : Promise.resolve([]),
    ]),
  );
  const infoById = new Map(infos.map((info) => [info.id, info]));
  const figures = figuresByCampaign(insightRows);
  return {
    objects: page.map((row) =>
      campaignView(
        row,
        infoById.get(row.metaCampaignId) ?? null,
        account,
        figures.get(row.metaCampaignId) ?? noFigures,
      ),
    ),
    nextPage:
      rows.length > META_CAMPAIGN_PAGE_SIZE ? encodePageToken(offset + META_CAMPAIGN_PAGE_SIZE) : null,
    previousPage: offset > 0 ? encodePageToken(Math.max(0, offset - META_CAMPAIGN_PAGE_SIZE)) : null,
  };
}

/** metaCampaign: one campaign with its lifetime figures. */
export async function getMetaCampaign({
  deps,
  actor,
  input,
}: SellerCall<{ campaignId: unknown }, MetaDeps>): Promise<MetaCampaignView> {
  const { seller, account } = await onboardedSeller(deps, actor, input.sellerId);
  const row = await campaignOf(deps, actor, seller, input.campaignId);
  await callMeta(() => syncAccountSpend(deps, account));
  const info = await callMeta(() => deps.metaAds.getCampaign(row.metaCampaignId));
  return campaignView(row, info, account, await lifetimeFigures(deps, account, seller.catalog.timeZone, row));
}

/** getCampaign: the advanced form's values of a campaign. */
export async function getMpaCampaign({
  deps,
  actor,
  input,
}: SellerCall<{ campaignId: unknown }>): Promise<MpaCampaignView> {
  const { seller, account } = await onboardedSeller(deps, actor, input.sellerId);
  const row = await campaignOf(deps, actor, seller, input.campaignId);
  return mpaCampaignView(deps.db, row, account);
}
