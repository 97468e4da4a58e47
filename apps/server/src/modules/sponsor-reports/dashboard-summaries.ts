import type { deliveryPlatforms } from '@portal/domain/delivery-api';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { directSales, rollupRowsAs } from '../../db/rollup-direct-sales';
import { bannerTypes, catalogs, sponsorCampaigns } from '../../db/schema/index';
import { type CampaignReport, campaignReport } from '../sponsor-campaigns/campaign-report';
import type { DashboardQuery } from './dashboard-filters';
import { summaryRows } from './rollup-source';
import { searchTermRows } from './totals-source';

/** One group of a dashboard summary: its key, its display name (null: unknown) and its report. */
export type DashboardSummaryRow = CampaignReport & { key: string; name: string | null; currency: string };

export type SummaryGroup = 'country' | 'campaign' | 'platform' | 'searchTerm';

/** Display names of the marketplace's platforms (packages/domain delivery-api.ts); any other code is unknown. */
export const platformNames: Record<(typeof deliveryPlatforms)[number], string> = {
  DESKTOP: 'Desktop',
  MOBILE_WEB: 'Mobile web',
  APP: 'App',
};

/** The grouping column and the name of each group (a join on the grouped rows, never on every rollup). */
function groupingOf(group: SummaryGroup, q: DashboardQuery): { key: SQL; name: SQL } {
  switch (group) {
    case 'country':
      return {
        key: sql`r.catalog_id`,
        name: sql`(select coalesce(${catalogs.name}, ${catalogs.code}) from ${catalogs} where ${catalogs.id} = g.key::int)`,
      };
    case 'campaign':
      return {
        key: sql`r.campaign_id`,
        name: sql`(select ${sponsorCampaigns.name} from ${sponsorCampaigns} where ${sponsorCampaigns.id} = g.key::int)`,
      };
    case 'searchTerm':
      return { key: sql`r.search_term`, name: sql`g.key` };
    case 'platform':
      return q.filters.adType === 'BANNER'
        ? {
            key: sql`r.banner_type`,
            name: sql`(select ${bannerTypes.name} from ${bannerTypes} where ${bannerTypes.bannerType} = g.key)`,
          }
        : { key: sql`r.platform`, name: sql`null` };
  }
}

/** Search terms company-wide from the coarse term rollups (decision 0222), else the rows of rollup-source.ts. */
function rowsOf(q: DashboardQuery, group: SummaryGroup): SQL {
  if (group === 'searchTerm' && q.matchTotals) return searchTermRows(q);
  return summaryRows(q, group === 'searchTerm');
}

/**
 * How many groups `readDashboardSummary` gives without `first`: the same rows, scope, filters and joins,
 * counted (the screen says "the 100 … of 285" and offers the rest, decision 0209).
 */
export async function countDashboardSummary(db: Db, q: DashboardQuery, group: SummaryGroup): Promise<number> {
  const { key } = groupingOf(group, q);
  const result = await db.execute<{ count: string | number }>(sql`
    select count(*) as count from (
      select ${key}::text as key from ${rowsOf(q, group)} as r ${q.join} group by 1
    ) as g`);
  return Number(result.rows[0]?.count ?? 0);
}

type Raw = Record<string, string | number | null>;
const int = (value: string | number | null | undefined) => (value == null ? 0 : Number(value));
const micros = (value: string | number | null | undefined) => (value == null ? 0n : BigInt(value));

/**
 * A dashboard summary in one grouped statement over the rollups in the range (daily rows for whole UTC
 * days, hourly for the rest, rollup-source.ts; search terms from the term rollups, totals-source.ts, or
 * hourly for a campaign or ad set): the groups ranked by costs
 * (then impressions, then key), cut at `first` when given, each with its name and spec 2 §9's metrics from
 * the campaign report's formulas (campaign-report.ts). Direct sales are the ad type's (rollup-direct-sales.ts).
 */
export async function readDashboardSummary(
  db: Db,
  q: DashboardQuery,
  group: SummaryGroup,
  first?: number | null,
): Promise<DashboardSummaryRow[]> {
  const { key, name } = groupingOf(group, q);
  const result = await db.execute<Raw>(sql`
    select g.*, ${name} as name from (
      select ${key}::text as key,
        sum(r.impressions) as impressions, sum(r.clicks) as clicks, ${q.money(sql`r.costs_micros`)} as costs,
        sum(r.purchases) as purchases, sum(r.items_sold) as items_sold,
        ${q.money(directSales(rollupRowsAs('r'), q.filters.adType))} as sales,
        sum(r.halo_items_sold) as halo_items_sold, ${q.money(sql`r.halo_sales_micros`)} as halo_sales
      from ${rowsOf(q, group)} as r ${q.join} group by 1
      order by costs desc, impressions desc, key
      ${first != null ? sql`limit ${first}` : sql``}
    ) as g order by g.costs desc, g.impressions desc, g.key`);
  return result.rows.map((row) => {
    const report = campaignReport(
      {
        impressions: int(row.impressions),
        clicks: int(row.clicks),
        costsMicros: micros(row.costs),
        purchases: int(row.purchases),
        itemsSold: int(row.items_sold),
        click7SalesMicros: micros(row.sales),
        haloItemsSold: int(row.halo_items_sold),
        haloSalesMicros: micros(row.halo_sales),
        soldSkuCount: 0,
      },
      0,
    );
    const groupKey = String(row.key);
    const platformName =
      group === 'platform' && q.filters.adType === 'PRODUCT'
        ? Object.hasOwn(platformNames, groupKey)
          ? platformNames[groupKey as keyof typeof platformNames]
          : null
        : undefined;
    return {
      ...report,
      key: groupKey,
      name: platformName !== undefined ? platformName : row.name == null ? null : String(row.name),
      currency: q.currency,
    };
  });
}
