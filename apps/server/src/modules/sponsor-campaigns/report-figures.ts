import DataLoader from 'dataloader';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { adRollupsHourly } from '../../db/schema/index';
import type { GraphQLContext } from '../../graphql/context';
import { noFigures, type ReportFigures } from './campaign-report';

/**
 * The one reader of report figures (issue 13, decision 0190): the campaign list, the ad-set list and the
 * `report {}` field of a campaign or ad set all sum `ad_rollups_hourly` here, grouped by campaign or by
 * ad set, in one query for a whole page (never a query per row), and never read raw events.
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

/** A campaign or ad set: its id and its company's. */
export type Owner = { id: number; companyId: number };

const lifetime: ReportRange = { startDate: null, endDate: null };

const keyColumns = { campaign: adRollupsHourly.campaignId, adSet: adRollupsHourly.adSetId };

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

export function isMetricSortKey(key: string | null | undefined): key is MetricSortKey {
  return (metricSortKeys as readonly (string | null | undefined)[]).includes(key);
}

function rangeFilter(range: ReportRange): SQL | undefined {
  return and(
    range.startDate ? gte(adRollupsHourly.hour, range.startDate) : undefined,
    range.endDate ? lte(adRollupsHourly.hour, range.endDate) : undefined,
  );
}

/**
 * The grouped sums as a subquery named `name`, one row per campaign or ad set (and company) with rollups in
 * the range, inside the company (`companyId`; null: every company, staff acting for none) and, when given,
 * among `ids`. Left-join it on `ownerId` and `companyId` (`joinFigures`: a rollup row is counted only for
 * the company that owns its campaign) and order by `metricSortExpressions` to sort a whole list by a metric.
 */
export function figuresSubquery(
  db: Db,
  {
    level,
    range,
    companyId,
    ids,
    name,
  }: { level: FigureLevel; range: ReportRange; companyId: number | null; ids?: number[]; name: string },
) {
  const key = keyColumns[level];
  const r = adRollupsHourly;
  return db
    .select({
      ownerId: sql<number>`${key}`.as('fig_owner_id'),
      companyId: sql<number>`${r.companyId}`.as('fig_company_id'),
      impressions: sql<string>`sum(${r.impressions})`.as('fig_impressions'),
      clicks: sql<string>`sum(${r.clicks})`.as('fig_clicks'),
      costsMicros: sql<string>`sum(${r.costsMicros})`.as('fig_costs_micros'),
      purchases: sql<string>`sum(${r.purchases})`.as('fig_purchases'),
      itemsSold: sql<string>`sum(${r.itemsSold})`.as('fig_items_sold'),
      click7SalesMicros: sql<string>`sum(${r.click7SalesMicros})`.as('fig_click7_sales_micros'),
      haloItemsSold: sql<string>`sum(${r.haloItemsSold})`.as('fig_halo_items_sold'),
      haloSalesMicros: sql<string>`sum(${r.haloSalesMicros})`.as('fig_halo_sales_micros'),
      soldSkuCount:
        sql<string>`count(distinct ${r.sku}) filter (where ${r.itemsSold} > 0 and ${r.sku} <> '')`.as(
          'fig_sold_sku_count',
        ),
    })
    .from(r)
    .where(
      and(
        companyId === null ? undefined : eq(r.companyId, companyId),
        rangeFilter(range),
        ids ? inArray(key, ids.length ? ids : [-1]) : undefined,
      ),
    )
    .groupBy(key, r.companyId)
    .as(name);
}

// Drizzle names a subquery's computed columns unqualified in the outer query: the `fig_` prefix keeps them
// apart from the joined tables' own columns (`company_id`).
export type FiguresSubquery = ReturnType<typeof figuresSubquery>;

/** The join condition of a figures subquery to the campaign or ad set it reports on. */
export function joinFigures(f: FiguresSubquery, owner: { id: PgColumn; companyId: PgColumn }): SQL {
  return and(eq(f.ownerId, owner.id), eq(f.companyId, owner.companyId))!;
}

/** The subquery's sums, as a list query selects them (null when the left join found no row). */
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
 * ORDER BY expressions of the metric columns over a left-joined figures subquery, computed with the same
 * formulas as packages/domain/src/sponsor-metrics.ts: a row without rollups sorts as zero, and a ratio
 * whose denominator is zero (CTR and CPM without impressions, CPC and conversion without clicks, ROAS
 * without costs) sorts as 0, the value the report shows for it. Exact numeric division, so the order is the
 * domain's order before its CPC/CPM rounding to a micro (rounding never reverses two values).
 */
export function metricSortExpressions(f: FiguresSubquery): Record<MetricSortKey, SQL> {
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

type FigureKey = { level: FigureLevel; range: ReportRange; id: number; companyId: number };
const keyOf = ({ level, range, id, companyId }: FigureKey) =>
  `${level}|${rangeKey(range)}|${id}|${companyId}`;

/**
 * The figures of the given campaigns or ad sets (each of its own company's rollups) in one grouped query;
 * in the owners' order, zero for one without rollups in the range.
 */
export async function readFigures(
  db: Db,
  level: FigureLevel,
  range: ReportRange,
  owners: readonly Owner[],
): Promise<ReportFigures[]> {
  if (!owners.length) return [];
  const f = figuresSubquery(db, {
    level,
    range,
    companyId: null,
    ids: [...new Set(owners.map((owner) => owner.id))],
    name: 'figures',
  });
  const rows = await db.select({ ownerId: f.ownerId, companyId: f.companyId, ...figureSelection(f) }).from(f);
  const found = new Map(rows.map((row) => [`${row.ownerId}|${row.companyId}`, figuresOf(row)]));
  return owners.map((owner) => found.get(`${owner.id}|${owner.companyId}`) ?? noFigures);
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
  for (const [{ id, companyId }, value] of figures)
    state.loader.prime({ level, range, id, companyId }, value);
}

/**
 * The figures of one campaign or ad set (of its own company's rollups) for the request's range, batched
 * with the rest of the page.
 */
export function loadReportFigures(
  ctx: Pick<GraphQLContext, 'deps' | 'loaders'>,
  level: FigureLevel,
  { id, companyId }: Owner,
): Promise<ReportFigures> {
  const state = stateOf(ctx);
  return state.loader.load({ level, range: state.range ?? lifetime, id, companyId });
}
