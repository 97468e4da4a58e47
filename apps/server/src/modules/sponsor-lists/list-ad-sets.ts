import { and, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { catalogs, sponsorAdSets, sponsorProductAds } from '../../db/schema/index';
import type { GraphQLContext, SignedIn } from '../../graphql/context';
import { pageWindow, toPaged } from '../../graphql/paged';
import { campaignReport } from '../sponsor-campaigns/campaign-report';
import {
  figureSelection,
  figuresOf,
  figuresPerOwner,
  matchIds,
  metricSortExpressions,
  primeReportFigures,
} from '../sponsor-campaigns/report-figures';
import { budgetOrder } from './budget-sort';
import { reportRangeOf, type SortDirection } from './list-sponsor-campaigns';
import { inScope, sponsorScope } from './sponsor-scope';

export const AD_SET_PAGE_SIZE = 10;

export type AdSetListArgs = {
  page?: number | null;
  campaignId: number;
  catalogId?: number | null;
  brandId?: number | null;
  startDate?: Date | null;
  endDate?: Date | null;
  sortBy?: string | null;
  direction?: SortDirection | null;
};

const skuCountExpr = sql`coalesce(cardinality(${sponsorProductAds.skus}), 0)`;

const sortExpressions: Record<string, SQL> = {
  name: sql`lower(${sponsorAdSets.name})`,
  status: sql`${sponsorAdSets.status}`,
  startDate: sql`${sponsorAdSets.startDate}`,
  endDate: sql`${sponsorAdSets.endDate}`,
  // Its order is budgetOrder's (the daily budget, else the total; none last): see orderBy.
  budget: sql`${sponsorAdSets.budgetTotalMicros}`,
  budgetTotal: sql`${sponsorAdSets.budgetTotalMicros}`,
  budgetDaily: sql`${sponsorAdSets.budgetDailyMicros}`,
  budgetDailyTotal: sql`${sponsorAdSets.budgetDailyMicros}`,
  budgetType: sql`${sponsorAdSets.budgetType}`,
  catalog: sql`${catalogs.code}`,
  createdAt: sql`${sponsorAdSets.createdAt}`,
  updatedAt: sql`${sponsorAdSets.updatedAt}`,
  skuCount: skuCountExpr,
};

/**
 * ORDER BY for the ad-set list: by default oldest first (like the campaign's own `adsetSet`); a known
 * column sorts in the direction asked (empty values lowest), ties by id, oldest first; budget has its own
 * order (budget-sort.ts). Metric columns sort the campaign's whole filtered list by the range's figures,
 * as the campaign list does.
 */
function orderBy(
  sortBy: string | null | undefined,
  direction: SortDirection | null | undefined,
  metrics: Record<string, SQL>,
): SQL[] {
  const found = !sortBy
    ? undefined
    : Object.hasOwn(sortExpressions, sortBy)
      ? sortExpressions[sortBy]
      : Object.hasOwn(metrics, sortBy)
        ? metrics[sortBy]
        : undefined;
  const tieBreak = sql`${sponsorAdSets.id} asc`;
  if (found === undefined) return [tieBreak];
  if (sortBy === 'budget')
    return budgetOrder(sponsorAdSets, sponsorAdSets.id, direction === 'desc' ? 'desc' : 'asc');
  return [direction === 'desc' ? sql`${found} desc nulls last` : sql`${found} asc nulls first`, tieBreak];
}

/**
 * The ad sets of one campaign inside the scope (a foreign campaign gives an empty page), oldest
 * first like the campaign's own `adsetSet` unless sorted. REMOVED ad sets are listed (their row hides
 * Remove). The date range follows the campaign list: ad sets that ended before it are left out, and each
 * row carries its report figures for the range (its rollups summed in the same query).
 */
export async function listAdSets({
  deps,
  actor,
  input: args,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: SignedIn;
  input: AdSetListArgs;
}) {
  const scope = sponsorScope(actor);
  const { db } = deps;
  const { page, limit, offset } = pageWindow(args.page, AD_SET_PAGE_SIZE);
  const where: SQL | undefined = and(
    inScope(scope, sponsorAdSets.companyId),
    eq(sponsorAdSets.campaignId, args.campaignId),
    args.catalogId != null ? eq(sponsorAdSets.catalogId, args.catalogId) : undefined,
    args.brandId != null ? eq(sponsorAdSets.brandId, args.brandId) : undefined,
    args.startDate
      ? gte(sql`coalesce(${sponsorAdSets.endDate}, 'infinity'::timestamptz)`, args.startDate)
      : undefined,
  );
  const ids = db.select({ id: sponsorAdSets.id }).from(sponsorAdSets).where(where);
  const figures = figuresPerOwner(
    db,
    'adSet',
    reportRangeOf(args),
    (alias) =>
      sql`${sql.raw(alias)}.campaign_id = ${args.campaignId} and ${matchIds('ad_set_id', ids)(alias)}`,
  ).as('ad_set_figures');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        adSet: sponsorAdSets,
        skuCount: skuCountExpr.mapWith(Number),
        figures: figureSelection(figures),
      })
      .from(sponsorAdSets)
      .leftJoin(sponsorProductAds, eq(sponsorProductAds.adSetId, sponsorAdSets.id))
      .leftJoin(catalogs, eq(catalogs.id, sponsorAdSets.catalogId))
      .leftJoin(
        figures,
        and(eq(figures.ownerId, sponsorAdSets.id), eq(figures.companyId, sponsorAdSets.companyId)),
      )
      .where(where)
      .orderBy(...orderBy(args.sortBy, args.direction, metricSortExpressions(figures)))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(sponsorAdSets).where(where),
  ]);
  const objects = rows.map(({ adSet, skuCount, figures: raw }) => {
    const reportFigures = figuresOf(raw);
    return { adSet, figures: reportFigures, report: campaignReport(reportFigures, skuCount) };
  });
  return toPaged(objects, Number(total?.value ?? 0), page, AD_SET_PAGE_SIZE);
}

export type AdSetListRow = Awaited<ReturnType<typeof listAdSets>>['objects'][number];

/** Hands a page's figures to the request, so its rows' `report {}` cost no query. */
export function primeAdSetFigures(
  ctx: Pick<GraphQLContext, 'deps' | 'loaders'>,
  args: Pick<AdSetListArgs, 'startDate' | 'endDate'>,
  rows: AdSetListRow[],
) {
  primeReportFigures(
    ctx,
    'adSet',
    reportRangeOf(args),
    rows.map((row) => [row.adSet, row.figures]),
  );
}
