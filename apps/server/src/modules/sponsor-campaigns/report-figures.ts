import DataLoader from 'dataloader';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { adRollupsHourly } from '../../db/schema/index';
import type { GraphQLContext } from '../../graphql/context';
import { noFigures, type ReportFigures } from './campaign-report';

/**
 * The one reader of report figures (issue 13, decision 0190): the campaign list, the ad-set list and the
 * `report {}` field of a campaign or ad set all sum `ad_rollups_hourly` here (never raw events), per
 * campaign or per ad set: inside the list's own statement (a lateral subquery, which the metric sorts
 * order by), or, for `report` fields no list primed, in one grouped query per page (never one per row).
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

function rangeFilter(range: ReportRange): SQL | undefined {
  return and(
    range.startDate ? gte(adRollupsHourly.hour, range.startDate) : undefined,
    range.endDate ? lte(adRollupsHourly.hour, range.endDate) : undefined,
  );
}

/**
 * The sums a report reads (the `fig_` prefix: Drizzle names a subquery's columns unqualified outside it);
 * also grouped per SKU by the SKU report (modules/sku-reports).
 */
export function sums() {
  const r = adRollupsHourly;
  return {
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
  };
}

/** The list row a lateral figures subquery reports on: its id, its company and its campaign. */
export type OwnerColumns = { id: PgColumn; companyId: PgColumn; campaignId: PgColumn };

/**
 * The sums of one list row's rollups in the range, as a subquery to `leftJoinLateral(f, sql\`true\`)`:
 * one row per campaign or ad set (sums null without rollups), counted only for the company that owns the
 * campaign, read through the rollups' (campaign_id, hour) index. Being in the list's own statement, it
 * adds no query, and `metricSortExpressions` orders the whole filtered list by a metric before the page
 * is cut.
 */
export function figuresLateral(
  db: Db,
  {
    level,
    range,
    owner,
    name,
  }: { level: FigureLevel; range: ReportRange; owner: OwnerColumns; name: string },
) {
  const r = adRollupsHourly;
  return db
    .select(sums())
    .from(r)
    .where(
      and(
        eq(r.campaignId, owner.campaignId),
        eq(r.companyId, owner.companyId),
        level === 'adSet' ? eq(r.adSetId, owner.id) : undefined,
        rangeFilter(range),
      ),
    )
    .as(name);
}

export type FiguresSubquery = ReturnType<typeof figuresLateral>;
/** The summed fields a metric sort reads, of a lateral subquery or any subquery selecting `sums()`. */
type FigureField = keyof ReturnType<typeof sums>;

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
 * ORDER BY expressions of the metric columns over a lateral figures subquery, computed with the same
 * formulas as packages/domain/src/sponsor-metrics.ts: a row without rollups sorts as zero, and a ratio
 * whose denominator is zero (CTR and CPM without impressions, CPC and conversion without clicks, ROAS
 * without costs) sorts as 0, the value the report shows for it. Exact numeric division, so the order is the
 * domain's order before its CPC/CPM rounding to a micro (rounding never reverses two values).
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
): Promise<ReportFigures[]> {
  if (!owners.length) return [];
  const r = adRollupsHourly;
  const key = level === 'campaign' ? r.campaignId : r.adSetId;
  const rows = await db
    .select({ ownerId: key, companyId: r.companyId, ...sums() })
    .from(r)
    .where(
      and(
        inArray(r.campaignId, [...new Set(owners.map((owner) => owner.campaignId))]),
        level === 'adSet'
          ? inArray(
              r.adSetId,
              owners.map((owner) => owner.id),
            )
          : undefined,
        rangeFilter(range),
      ),
    )
    .groupBy(key, r.companyId);
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
