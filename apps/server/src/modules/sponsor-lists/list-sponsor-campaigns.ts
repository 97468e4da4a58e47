import type { AdSetStatus, SponsorAdType } from '@portal/domain/sponsor-campaign-form';
import { and, count, eq, gte, ilike, ne, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import {
  brands,
  catalogs,
  companies,
  currencies,
  sponsorAdSets,
  sponsorCampaigns,
  sponsorProductAds,
} from '../../db/schema/index';
import type { GraphQLContext, SignedIn } from '../../graphql/context';
import { pageWindow, toPaged } from '../../graphql/paged';
import { campaignReport } from '../sponsor-campaigns/campaign-report';
import {
  campaignOwner,
  figureSelection,
  figuresOf,
  figuresPerOwner,
  matchIds,
  metricSortExpressions,
  metricSortKeys,
  primeReportFigures,
  type ReportRange,
  withSoldSkuCounts,
} from '../sponsor-campaigns/report-figures';
import { budgetOrder } from './budget-sort';
import { inScope, type SponsorScope, sponsorScope } from './sponsor-scope';

export const CAMPAIGN_PAGE_SIZE = 10;

export type SortDirection = 'asc' | 'desc';

export type CampaignListArgs = {
  page?: number | null;
  pageSize?: number;
  sortBy?: string | null;
  direction?: SortDirection | null;
  campaignName?: string | null;
  status?: AdSetStatus | null;
  /** Catalog id; -1 (an unparsable id) matches nothing. */
  ventureId?: number | null;
  brandId?: number | null;
  startDate?: Date | null;
  endDate?: Date | null;
  adType?: SponsorAdType | null;
};

/** The first ad set of a campaign (lowest id): its status, schedule and budget are the campaign's. */
const firstAdSet = alias(sponsorAdSets, 'first_ad_set');
const firstProductAd = alias(sponsorProductAds, 'first_product_ad');
const firstAdSetId = sql`(select min(${sponsorAdSets.id}) from ${sponsorAdSets} where ${sponsorAdSets.campaignId} = ${sponsorCampaigns.id})`;

const statusExpr = sql<AdSetStatus>`coalesce(${firstAdSet.status}, 'DRAFT')`;
const supplierCurrency = alias(currencies, 'supplier_currency');
const adSetCount = sql<number>`(select count(*) from ${sponsorAdSets} where ${sponsorAdSets.campaignId} = ${sponsorCampaigns.id})`;

const sortExpressions: Record<string, SQL> = {
  name: sql`lower(${sponsorCampaigns.name})`,
  status: statusExpr,
  startDate: sql`${firstAdSet.startDate}`,
  endDate: sql`${firstAdSet.endDate}`,
  // Its order is budgetOrder's (the daily budget, else the total; none last): see orderBy.
  budget: sql`${firstAdSet.budgetTotalMicros}`,
  budgetTotal: sql`${firstAdSet.budgetTotalMicros}`,
  budgetDaily: sql`${firstAdSet.budgetDailyMicros}`,
  budgetDailyTotal: sql`${firstAdSet.budgetDailyMicros}`,
  budgetType: sql`${firstAdSet.budgetType}`,
  adType: sql`${sponsorCampaigns.adType}`,
  brand: sql`lower(${brands.name})`,
  supplier: sql`lower(${companies.name})`,
  catalog: sql`${catalogs.code}`,
  createdAt: sql`${sponsorCampaigns.createdAt}`,
  updatedAt: sql`${sponsorCampaigns.updatedAt}`,
  skuCount: sql`coalesce(cardinality(${firstProductAd.skus}), 0)`,
};

/** Aliases the lists may send for the same column. */
const sortAliases: Record<string, string> = { campaignName: 'name', id: 'createdAt' };

/**
 * ORDER BY for a sort column; unknown columns fall back to the default (newest first). Empty values
 * sort lowest (first ascending, last descending); ties always break by id, newest first, so every
 * page is stable (many campaigns share a zero metric). Budget has its own order (budget-sort.ts). Metric columns sort the whole filtered list by
 * the range's figures (report-figures.ts), before the page is cut, so page 2 continues page 1.
 */
function orderBy(
  sortBy: string | null | undefined,
  direction: SortDirection | null | undefined,
  metrics: Record<string, SQL>,
): SQL[] {
  const key = sortBy ? (sortAliases[sortBy] ?? sortBy) : 'createdAt';
  const found = Object.hasOwn(sortExpressions, key)
    ? sortExpressions[key]
    : Object.hasOwn(metrics, key)
      ? metrics[key]
      : undefined;
  const expr = found === undefined ? sortExpressions.createdAt! : found;
  const dir = found === undefined || !direction ? 'desc' : direction;
  if (key === 'budget') return budgetOrder(firstAdSet, sponsorCampaigns.id, dir);
  return [
    dir === 'asc' ? sql`${expr} asc nulls first` : sql`${expr} desc nulls last`,
    sql`${sponsorCampaigns.id} desc`,
  ];
}

/**
 * The tables a campaign row reads and sorts by: its first ad set, that ad set's product ad and catalog, its brand
 * and its company (the supplier).
 */
function joinRowTables<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(firstAdSet, eq(firstAdSet.id, firstAdSetId))
    .leftJoin(firstProductAd, eq(firstProductAd.adSetId, firstAdSet.id))
    .innerJoin(brands, eq(brands.id, sponsorCampaigns.brandId))
    .innerJoin(companies, eq(companies.id, sponsorCampaigns.companyId))
    .leftJoin(catalogs, eq(catalogs.id, firstAdSet.catalogId));
}

/** Whether the list's order reads the figures (a metric column no other sort has). */
function sortsByMetric(sortBy: string | null | undefined): boolean {
  const key = sortBy ? (sortAliases[sortBy] ?? sortBy) : 'createdAt';
  return !Object.hasOwn(sortExpressions, key) && (metricSortKeys as readonly string[]).includes(key);
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function filters(scope: SponsorScope, args: CampaignListArgs): SQL | undefined {
  const name = args.campaignName?.trim();
  return and(
    inScope(scope, sponsorCampaigns.companyId),
    eq(sponsorCampaigns.adType, args.adType ?? 'PRODUCT'),
    name ? ilike(sponsorCampaigns.name, `%${escapeLike(name)}%`) : undefined,
    // REMOVED campaigns stay out of the list unless asked for by name.
    args.status ? eq(statusExpr, args.status) : ne(statusExpr, 'REMOVED'),
    args.ventureId != null ? eq(firstAdSet.catalogId, args.ventureId) : undefined,
    args.brandId != null ? eq(sponsorCampaigns.brandId, args.brandId) : undefined,
    // The range picks the metrics period: campaigns that ended before it are left out; running and
    // upcoming ones stay, so a campaign that starts next week never disappears from the list.
    args.startDate
      ? gte(sql`coalesce(${firstAdSet.endDate}, 'infinity'::timestamptz)`, args.startDate)
      : undefined,
  );
}

/**
 * One page of campaigns (spec 2 "Campaign list") in one query: with each row its first ad set, that ad set's
 * product ad and catalog, the brand, the supplier and its wallet currency, the campaign's report figures
 * for the range (the filtered campaigns' rollups summed per campaign in a joined subquery: report-figures.ts), so the list's fields need
 * no further query (sponsor-campaigns/sponsor-loaders.ts and report-figures.ts are primed), and the total
 * counted by a window. Only a page past the end, which has no row to carry the total, costs a second query.
 */
export async function listSponsorCampaigns({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: SignedIn;
  /** `supplierId`: staff acting for no company narrow to it (see sponsorScope); -1 matches nothing. */
  input: CampaignListArgs & { supplierId?: number | null };
}) {
  const { supplierId, ...args } = input;
  return listCampaignsInScope(deps.db, sponsorScope(actor, supplierId), args);
}

/** The range the list's figures cover: its `startDate`/`endDate` (report-figures.ts says how). */
export function reportRangeOf(args: Pick<CampaignListArgs, 'startDate' | 'endDate'>): ReportRange {
  return { startDate: args.startDate ?? null, endDate: args.endDate ?? null };
}

/** The same page for a scope given by the caller (the campaign export runs without a session). */
export async function listCampaignsInScope(db: Db, scope: SponsorScope, args: CampaignListArgs) {
  const pageSize = args.pageSize ?? CAMPAIGN_PAGE_SIZE;
  const { page, limit, offset } = pageWindow(args.page, pageSize);
  const where = filters(scope, args);
  // Sorted by a metric, every filtered campaign's figures are summed to order the list; sorted otherwise, only
  // the page's: the figures subquery takes the page's ids, cut by the same order.
  const filtered = joinRowTables(
    db.select({ id: sponsorCampaigns.id }).from(sponsorCampaigns).$dynamic(),
  ).where(where);
  const ids = sortsByMetric(args.sortBy)
    ? filtered
    : filtered
        .orderBy(...orderBy(args.sortBy, args.direction, {}))
        .limit(limit)
        .offset(offset);
  // Sorted by a metric but not by sold SKUs, the sold-SKU counts are read for the page's campaigns alone.
  const soldLater = sortsByMetric(args.sortBy) && args.sortBy !== 'soldSkuCount';
  const range = reportRangeOf(args);
  const figures = figuresPerOwner(
    db,
    'campaign',
    range,
    matchIds('campaign_id', ids),
    soldLater ? 'sums' : 'all',
  ).as('campaign_figures');
  const pageQuery = db
    .select({
      campaign: sponsorCampaigns,
      adSet: firstAdSet,
      productAd: firstProductAd,
      brand: brands,
      supplier: companies,
      catalog: catalogs,
      currency: supplierCurrency,
      adSetCount: adSetCount.mapWith(Number),
      brandName: brands.name,
      companyName: companies.name,
      catalogCode: catalogs.code,
      skuCount: sql<number>`coalesce(cardinality(${firstProductAd.skus}), 0)`.mapWith(Number),
      figures: figureSelection(figures),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(sponsorCampaigns)
    .$dynamic();
  const rows = await joinRowTables(pageQuery)
    .leftJoin(supplierCurrency, eq(supplierCurrency.code, companies.walletCurrency))
    .leftJoin(
      figures,
      and(eq(figures.ownerId, sponsorCampaigns.id), eq(figures.companyId, sponsorCampaigns.companyId)),
    )
    .where(where)
    .orderBy(...orderBy(args.sortBy, args.direction, metricSortExpressions(figures)))
    .limit(limit)
    .offset(offset);
  const total =
    rows[0]?.total ??
    (
      await db
        .select({ value: count() })
        .from(sponsorCampaigns)
        .leftJoin(firstAdSet, eq(firstAdSet.id, firstAdSetId))
        .where(where)
    )[0]?.value ??
    0;
  const summed = rows.map(({ figures: raw, ...row }) => ({ ...row, figures: figuresOf(raw) }));
  const counted = soldLater
    ? await withSoldSkuCounts(db, 'campaign', range, summed, (row) => campaignOwner(row.campaign))
    : summed;
  const objects = counted.map((row) => ({ ...row, report: campaignReport(row.figures, row.skuCount) }));
  return toPaged(objects, Number(total), page, pageSize);
}

export type CampaignListRow = Awaited<ReturnType<typeof listSponsorCampaigns>>['objects'][number];

/**
 * Hands a page's figures to the request, so its rows' `report {}` (the campaign's, and its ad set's when
 * the campaign has only one, whose figures are the campaign's) cost no query.
 */
export function primeCampaignFigures(
  ctx: Pick<GraphQLContext, 'deps' | 'loaders'>,
  args: Pick<CampaignListArgs, 'startDate' | 'endDate'>,
  rows: CampaignListRow[],
) {
  const range = reportRangeOf(args);
  primeReportFigures(
    ctx,
    'campaign',
    range,
    rows.map((row) => [campaignOwner(row.campaign), row.figures]),
  );
  primeReportFigures(
    ctx,
    'adSet',
    range,
    rows.flatMap((row) => (row.adSet && row.adSetCount <= 1 ? [[row.adSet, row.figures] as const] : [])),
  );
}
