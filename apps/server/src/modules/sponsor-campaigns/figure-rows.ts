import { type SQL, sql } from 'drizzle-orm';
import { directSales, rollupRowsAs } from '../../db/rollup-direct-sales';
import { rollupFigureNames, splitOpenRange } from '../../db/rollup-range';
import type { FigureLevel, ReportRange } from './report-figures';

/** Which rows `figureRows` gives: the figures and the sold SKUs, the figures only, or the sold SKUs only. */
export type FigureParts = 'all' | 'sums' | 'sold';

/**
 * The rollup rows a campaign's or ad set's figures sum (decision 0251), as a subquery aliased `u`: whole UTC
 * days from `ad_rollups_daily`, the hours at the range's edges from `ad_rollups_hourly` (decision 0220's
 * split, 18 times fewer rows over a year), and for the sold-SKU count, which no daily row can give, the
 * hourly rows of the whole range with items sold, read through their partial index
 * (`ad_rollups_sold_idx`), one per owner of the `level` and SKU, carrying only the `sku`. Every row has
 * `campaign_id`, `ad_set_id` (null on a campaign's sold-SKU row), `company_id`, the nine figures (null on a
 * sold-SKU row) and `sku` (null on a figures row).
 *
 * `match(alias)` selects the owners' rows of the table aliased so (by campaign, and by ad set for ad sets);
 * the sums are grouped per owner and company (report-figures.ts), so a row counts only for its own company.
 */
export function figureRows(
  level: FigureLevel,
  range: ReportRange,
  match: (alias: string) => SQL,
  parts: FigureParts = 'all',
): SQL {
  const { firstHour, endHour, dayStart, dayEnd } = splitOpenRange(range.startDate, range.endDate);
  const iso = (at: number) => new Date(at).toISOString();
  const date = (at: number) => iso(at).slice(0, 10);
  const columns = (alias: string) =>
    sql.raw(['campaign_id', 'ad_set_id', 'company_id'].map((name) => `${alias}.${name}`).join(', '));
  const figures = (alias: string) =>
    sql.raw([...rollupFigureNames.map((name) => `${alias}.${name}`), 'null::text as sku'].join(', '));
  const noFigures = sql.raw(
    [...rollupFigureNames.map((name) => `null::bigint as ${name}`), 'h.sku'].join(', '),
  );
  const hours = (from: number | null, to: number | null) =>
    sql.join(
      [
        from == null ? undefined : sql`h.hour >= ${iso(from)}`,
        to == null ? undefined : sql`h.hour < ${iso(to)}`,
      ].filter((part) => part !== undefined),
      sql` and `,
    );
  const allHours = firstHour == null && endHour == null ? sql`true` : hours(firstHour, endHour);
  // One row per owner and SKU sold (a campaign's without its ad set), so counting them counts distinct SKUs
  // and the sums can be grouped by hashing (a count(distinct …) would sort every row).
  const soldOwner = sql.raw(
    level === 'campaign'
      ? 'h.campaign_id, null::int as ad_set_id, h.company_id'
      : 'h.campaign_id, h.ad_set_id, h.company_id',
  );
  const sold = sql`select distinct ${soldOwner}, ${noFigures} from ad_rollups_hourly as h
    where ${match('h')} and h.items_sold > 0 and h.sku <> '' and ${allHours}`;
  if (parts === 'sold') return sql`(${sold}) as u`;
  const soldRows = parts === 'all' ? sql` union all ${sold}` : sql``;
  const hourly = (where: SQL) =>
    sql`select ${columns('h')}, ${figures('h')} from ad_rollups_hourly as h where ${match('h')} and (${where})`;
  if (dayStart != null && dayEnd != null && dayEnd <= dayStart)
    return sql`(${hourly(allHours)}${soldRows}) as u`;
  const days = sql.join(
    [
      dayStart == null ? undefined : sql`d.day >= ${date(dayStart)}`,
      dayEnd == null ? undefined : sql`d.day < ${date(dayEnd)}`,
      match('d'),
    ].filter((part) => part !== undefined),
    sql` and `,
  );
  const edges = [
    firstHour != null && dayStart != null && firstHour < dayStart ? hours(firstHour, dayStart) : undefined,
    dayEnd != null && endHour != null && dayEnd < endHour ? hours(dayEnd, endHour) : undefined,
  ].filter((edge) => edge !== undefined);
  const edgeRows = edges.length ? sql` union all ${hourly(sql.join(edges, sql` or `))}` : sql``;
  return sql`(select ${columns('d')}, ${figures('d')} from ad_rollups_daily as d
    where ${days}${edgeRows}${soldRows}) as u`;
}

/**
 * The sums a report reads over `figureRows` (the `fig_` prefix: Drizzle names a subquery's columns unqualified
 * outside it); the sold-SKU count counts the sold rows, one per owner and SKU. `click7SalesMicros` (the API's
 * `click7Sales`) is the direct sales, click 7-day plus view 7-day (decision 0255): a banner's purchases are
 * credited as view 7-day sales only, a product ad's as click 7-day sales only.
 */
export function figureRowSums() {
  return {
    impressions: sql<string>`sum(u.impressions)`.as('fig_impressions'),
    clicks: sql<string>`sum(u.clicks)`.as('fig_clicks'),
    costsMicros: sql<string>`sum(u.costs_micros)`.as('fig_costs_micros'),
    purchases: sql<string>`sum(u.purchases)`.as('fig_purchases'),
    itemsSold: sql<string>`sum(u.items_sold)`.as('fig_items_sold'),
    click7SalesMicros: sql<string>`sum(${directSales(rollupRowsAs('u'))})`.as('fig_click7_sales_micros'),
    haloItemsSold: sql<string>`sum(u.halo_items_sold)`.as('fig_halo_items_sold'),
    haloSalesMicros: sql<string>`sum(u.halo_sales_micros)`.as('fig_halo_sales_micros'),
    soldSkuCount: sql<string>`count(u.sku)`.as('fig_sold_sku_count'),
  };
}
