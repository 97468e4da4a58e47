import { dayRangeInstants } from '@portal/domain/zoned-day';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { directSales } from '../../db/rollup-direct-sales';
import { adRollupsHourly, products } from '../../db/schema/index';
import type { SponsorScope } from '../sponsor-lists/sponsor-scope';
import { dayRange, ownerArgs } from './sku-report-args';
import { resolveSkuReportTarget } from './sku-report-target';

/** The most rows one sales file holds (a day × SKU each). */
export const CAMPAIGN_SALES_MAX_ROWS = 100_000;

/**
 * The campaign sales of one ad set (spec 2 §7 "campaign sales", decision 0213): per day of its catalog
 * (decision 0171) and advertised SKU with any delivery (banners: an empty SKU), the rollups' impressions,
 * clicks, costs, purchases, items sold and sales, direct and halo, from `ad_rollups_hourly`; `sales` is the
 * direct sales, click 7-day plus view 7-day (decision 0255: a banner's purchases are view 7-day sales).
 * Orders are not in the rollups, so a row is a day × SKU, not an order. Days in order, then SKUs; empty
 * outside the scope.
 */
export async function campaignSales(
  deps: Pick<AppDeps, 'db'>,
  scope: SponsorScope,
  input: { adSetId: string | number | null; fromDate: string; toDate: string },
) {
  const owner = ownerArgs({ adSetId: input.adSetId });
  const range = dayRange(input.fromDate, input.toDate);
  const target = await resolveSkuReportTarget(deps, scope, owner);
  if (!target) return { currency: null, rows: [] };
  const instants = dayRangeInstants(range, target.timeZone);
  const r = adRollupsHourly;
  const day = sql<string>`to_char(${r.hour} at time zone ${target.timeZone}, 'YYYY-MM-DD')`;
  const rows = await deps.db
    .select({
      day,
      sku: r.sku,
      name: sql<string | null>`min(${products.name})`,
      impressions: sql<string>`sum(${r.impressions})`,
      clicks: sql<string>`sum(${r.clicks})`,
      costsMicros: sql<string>`sum(${r.costsMicros})`,
      purchases: sql<string>`sum(${r.purchases})`,
      itemsSold: sql<string>`sum(${r.itemsSold})`,
      salesMicros: sql<string>`sum(${directSales(r)})`,
      haloItemsSold: sql<string>`sum(${r.haloItemsSold})`,
      haloSalesMicros: sql<string>`sum(${r.haloSalesMicros})`,
    })
    .from(r)
    .leftJoin(products, and(eq(products.catalogId, r.catalogId), eq(products.sku, r.sku)))
    .where(
      and(
        inArray(r.campaignId, target.campaignIds),
        inArray(r.adSetId, target.adSetIds),
        eq(r.companyId, target.companyId),
        gte(r.hour, instants.startDate!),
        lte(r.hour, instants.endDate!),
      ),
    )
    // By position: the day expression carries a parameter, which PostgreSQL would not match twice.
    .groupBy(sql`1`, r.sku)
    .orderBy(sql`1`, r.sku)
    .limit(CAMPAIGN_SALES_MAX_ROWS + 1);
  return {
    currency: target.walletCurrency,
    rows: rows.map((row) => ({
      day: row.day,
      sku: row.sku,
      name: row.name,
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      costsMicros: BigInt(row.costsMicros),
      purchases: Number(row.purchases),
      itemsSold: Number(row.itemsSold),
      salesMicros: BigInt(row.salesMicros),
      haloItemsSold: Number(row.haloItemsSold),
      haloSalesMicros: BigInt(row.haloSalesMicros),
    })),
  };
}
