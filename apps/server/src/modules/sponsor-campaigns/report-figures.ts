import DataLoader from 'dataloader';
import { type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Db } from '../../db/client';
import type { GraphQLContext } from '../../graphql/context';
import { noFigures, type ReportFigures } from './campaign-report';
import { type FigureParts, figureRowSums, figureRows } from './figure-rows';

/**
 * The one reader of report figures (issue 13, decision 0190): the campaign list, the ad-set list and the
 * `report {}` field of a campaign or ad set all sum the rollups here (never raw events), per campaign or per
 * ad set: the daily rollup's whole UTC days and the hourly rollup's edge hours (figure-rows.ts, decision
 * 0251), inside the list's own statement (a joined subquery, which the metric sorts order by), or, for
 * `report` fields no list primed, in one grouped query per page (never one per row).
 *
 * The range is the lists' `startDate`/`endDate`: the first day's start to the last day's last
 * millisecond, in the zone decision 0171 gives (the catalog's for a one-catalog list, else the company's;
 * the web computes them with `dayRangeInstants` of packages/domain/src/zoned-day.ts). An hour of the
 * rollup counts when it starts inside the range, so in a zone whose offset is not whole hours the hour
 * that straddles midnight belongs to the day it starts in, once. No start or end: that side is open
 * (`lifetime`).
 */
export type ReportRange = { startDate: Date | null; endDate: Date | null };

export type FigureLevel = 'campaign' | 'adSet';

/** A campaign or ad set: its id, its company's and its campaign's (a campaign's is its own id). */
export type Owner = { id: number; companyId: number; campaignId: number };

/** A campaign as the owner of its figures. */
export function campaignOwner(campaign: { id: number; companyId: number }): Owner {
  return { id: campaign.id, companyId: campaign.companyId, campaignId: campaign.id };
}

const lifetime: ReportRange = { startDate: null, endDate: null };

/** The columns every metric sort and report reads, as sums over the range. */
export const metricSortKeys = [
  'soldSkuCount',
  'impressions',
  'clicks',
  'ctr',
  'conv',
  'costs',
  'roas',
  'cpc',
  'cpm',
  'itemsSold',
  'haloItemsSold',
  'click7Sales',
  'haloSales',
  'purchases',
] as const;
export type MetricSortKey = (typeof metricSortKeys)[number];

/** Which rollup rows of a figures query count: the condition on the rows of the table aliased `alias`. */
export type RowMatch = (alias: string) => SQL;

/**
 * The figures of every campaign or ad set whose rows `match` selects, one row per owner and company (the
 * owner's id as `fig_owner_id`, its company as `fig_company_id`), summed from the rows `figureRows` gives for
 * the range. A list joins it as a subquery (`figuresPerOwner(…).as(name)`) on its row's id and company, so
 * `metricSortExpressions` orders the whole filtered list by a metric before the page is cut, in the list's own
 * statement; the report loader reads it for a page's owners.
 */
export function figuresPerOwner(
  db: Db,
  level: FigureLevel,
  range: ReportRange,
  match: RowMatch,
  parts: FigureParts = 'all',
) {
  const key = sql.raw(level === 'campaign' ? 'u.campaign_id' : 'u.ad_set_id');
  return db
    .select({
      ownerId: sql<number>`${key}`.mapWith(Number).as('fig_owner_id'),
      companyId: sql<number>`u.company_id`.mapWith(Number).as('fig_company_id'),
      ...figureRowSums(),
    })
    .from(figureRows(level, range, match, parts))
    .groupBy(key, sql`u.company_id`);
}

/** `alias.column = any(array(<ids>))`: the rows of the owners a list's own filtered query selects. */
export function matchIds(column: 'campaign_id' | 'ad_set_id', ids: SQL | { getSQL(): SQL }): RowMatch {
  return (alias) => sql`${sql.raw(`${alias}.${column}`)} = any(array(${ids}))`;
}

export type FiguresSubquery = ReturnType<ReturnType<typeof figuresPerOwner>['as']>;
/** The summed fields a metric sort reads, of a figures subquery or any subquery selecting the same names. */
type FigureField = keyof ReturnType<typeof figureRowSums>;

/** The subquery's sums, as a list query selects them. */
export function figureSelection(f: FiguresSubquery) {
  return {
    impressions: f.impressions,
    clicks: f.clicks,
    costsMicros: f.costsMicros,
    purchases: f.purchases,
    itemsSold: f.itemsSold,
    click7SalesMicros: f.click7SalesMicros,
    haloItemsSold: f.haloItemsSold,
    haloSalesMicros: f.haloSalesMicros,
    soldSkuCount: f.soldSkuCount,
  };
}

type RawFigures = { [K in keyof ReportFigures]: string | number | bigint | null };

const count = (value: string | number | bigint | null) => (value == null ? 0 : Number(value));
const micros = (value: string | number | bigint | null) => (value == null ? 0n : BigInt(value));

/** Decodes the selected sums (PostgreSQL's `sum(bigint)` is numeric, read as text); no row is zero. */
export function figuresOf(raw: RawFigures | null | undefined): ReportFigures {
  if (!raw) return noFigures;
  return {
    impressions: count(raw.impressions),
    clicks: count(raw.clicks),
    costsMicros: micros(raw.costsMicros),
    purchases: count(raw.purchases),
    itemsSold: count(raw.itemsSold),
    click7SalesMicros: micros(raw.click7SalesMicros),
    haloItemsSold: count(raw.haloItemsSold),
    haloSalesMicros: micros(raw.haloSalesMicros),
    soldSkuCount: count(raw.soldSkuCount),
  };
}

/**
 * ORDER BY expressions of the metric columns over a figures subquery, computed with the same
 * formulas as packages/domain/src/sponsor-metrics.ts: a row without rollups sorts as zero, and a ratio
 * whose denominator is zero (CTR and CPM without impressions, CPC and conversion without clicks, ROAS
 * without costs) sorts as 0, the value the report shows for it. Sales and ROAS read the direct sales the
 * figures sum (`click7SalesMicros`: click 7-day plus view 7-day, decision 0255), as the report shows them.
 * Exact numeric division, so the order is the domain's order before its CPC/CPM rounding to a micro
 * (rounding never reverses two values).
 */
export function metricSortExpressions(f: Pick<FiguresSubquery, FigureField>): Record<MetricSortKey, SQL> {
  const z = (field: SQL.Aliased) => sql`coalesce(${field}, 0)`;
  const ratio = (numerator: SQL, denominator: SQL) =>
    sql`(case when ${denominator} > 0 then ${numerator}::numeric / ${denominator} else 0 end)`;
  const impressions = z(f.impressions);
  const clicks = z(f.clicks);
  const costs = z(f.costsMicros);
  return {
    soldSkuCount: z(f.soldSkuCount),
    impressions,
    clicks,
    ctr: ratio(sql`100 * ${clicks}`, impressions),
    conv: ratio(sql`100 * ${z(f.purchases)}`, clicks),
    costs,
    roas: ratio(sql`100 * ${z(f.click7SalesMicros)}`, costs),
    cpc: ratio(costs, clicks),
    cpm: ratio(sql`1000 * ${costs}`, impressions),
    itemsSold: z(f.itemsSold),
    haloItemsSold: z(f.haloItemsSold),
    click7Sales: z(f.click7SalesMicros),
    haloSales: z(f.haloSalesMicros),
    purchases: z(f.purchases),
  };
}

const rangeKey = (range: ReportRange) =>
  `${range.startDate?.toISOString() ?? ''}|${range.endDate?.toISOString() ?? ''}`;

type FigureKey = Owner & { level: FigureLevel; range: ReportRange };
const keyOf = ({ level, range, id, companyId }: FigureKey) =>
  `${level}|${rangeKey(range)}|${id}|${companyId}`;

/**
 * The figures of the given campaigns or ad sets (each of its own company's rollups) in one grouped query
 * over their campaigns' rollups; in the owners' order, zero for one without rollups in the range.
 */
export async function readFigures(
  db: Db,
  level: FigureLevel,
  range: ReportRange,
  owners: readonly Owner[],
  parts: FigureParts = 'all',
): Promise<ReportFigures[]> {
  if (!owners.length) return [];
  const campaignIds = [...new Set(owners.map((owner) => owner.campaignId))];
  const adSetIds = owners.map((owner) => owner.id);
  const match = (alias: string) =>
    sql.join(
      [
        anyOf(sql.raw(`${alias}.campaign_id`), campaignIds, 'int'),
        ...(level === 'adSet' ? [anyOf(sql.raw(`${alias}.ad_set_id`), adSetIds, 'int')] : []),
      ],
      sql` and `,
    );
  const rows = await figuresPerOwner(db, level, range, match, parts);
  const found = new Map(rows.map((row) => [`${row.ownerId}|${row.companyId}`, figuresOf(row)]));
  return owners.map((owner) => found.get(`${owner.id}|${owner.companyId}`) ?? noFigures);
}

/**
 * A page's figures summed without their sold-SKU counts (`parts: 'sums'`), completed with the counts of the
 * page's owners alone: a list sorted by a metric other than sold SKUs sums every filtered campaign to order
 * them, and need not count every campaign's sold SKUs too.
 */
export async function withSoldSkuCounts<Row extends { figures: ReportFigures }>(
  db: Db,
  level: FigureLevel,
  range: ReportRange,
  rows: readonly Row[],
  ownerOf: (row: Row) => Owner,
): Promise<Row[]> {
  const sold = await readFigures(db, level, range, rows.map(ownerOf), 'sold');
  return rows.map((row, i) => ({ ...row, figures: { ...row.figures, soldSkuCount: sold[i]!.soldSkuCount } }));
}

function createFigureLoader(db: Db) {
  return new DataLoader<FigureKey, ReportFigures, string>(
    async (keys) => {
      // One grouped query per level and range asked for in the request (a page asks one).
      const groups = new Map<string, FigureKey[]>();
      for (const key of keys) {
        const group = `${key.level}|${rangeKey(key.range)}`;
        groups.set(group, [...(groups.get(group) ?? []), key]);
      }
      const found = new Map<string, ReportFigures>();
      await Promise.all(
        [...groups.values()].map(async (group) => {
          const { level, range } = group[0]!;
          const figures = await readFigures(db, level, range, group);
          for (const [i, key] of group.entries()) found.set(keyOf(key), figures[i]!);
        }),
      );
      return keys.map((key) => found.get(keyOf(key)) ?? noFigures);
    },
    { cacheKeyFn: keyOf },
  );
}

type RequestState = { loader: ReturnType<typeof createFigureLoader>; range: ReportRange | null };
const perRequest = new WeakMap<object, RequestState>();

function stateOf(ctx: Pick<GraphQLContext, 'deps' | 'loaders'>): RequestState {
  let state = perRequest.get(ctx.loaders);
  if (!state) {
    state = { loader: createFigureLoader(ctx.deps.db), range: null };
    perRequest.set(ctx.loaders, state);
  }
  return state;
}

/**
 * A list tells the request which range its rows' `report {}` fields cover, and hands over the figures its
 * own query read (so a page's reports cost no query). A `report` asked outside a list (one campaign by id)
 * covers the campaign's lifetime.
 */
export function primeReportFigures(
  ctx: Pick<GraphQLContext, 'deps' | 'loaders'>,
  level: FigureLevel,
  range: ReportRange,
  figures: Iterable<[owner: Owner, figures: ReportFigures]>,
) {
  const state = stateOf(ctx);
  state.range = range;
  for (const [{ id, companyId, campaignId }, value] of figures)
    state.loader.prime({ id, companyId, campaignId, level, range }, value);
}

/**
 * The figures of one campaign or ad set (of its own company's rollups) for the request's range, batched
 * with the rest of the page.
 */
export function loadReportFigures(
  ctx: Pick<GraphQLContext, 'deps' | 'loaders'>,
  level: FigureLevel,
  owner: Owner,
): Promise<ReportFigures> {
  const state = stateOf(ctx);
  const { id, companyId, campaignId } = owner;
  return state.loader.load({ id, companyId, campaignId, level, range: state.range ?? lifetime });
}
