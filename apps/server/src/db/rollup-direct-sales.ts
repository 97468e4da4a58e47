import type { SponsorAdType } from '@portal/domain/sponsor-campaign-form';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { adRollupsHourly } from './schema/delivery';

/**
 * Rows aliased `name` that carry the rollup's figure columns under their own names (`rollupFigureNames`): a
 * subquery over any rollup table (hourly, daily, brand or term totals), so `directSales` can name its columns.
 */
export function rollupRowsAs(name: string) {
  return alias(adRollupsHourly, name);
}

/**
 * A rollup row's direct sales (decision 0255): its click 7-day sales plus its view 7-day sales, never its
 * halo sales. Attribution (decision 0191) credits a product ad's purchases only as click 7-day sales and a
 * banner's only as view 7-day sales, so the sum is each ad type's own direct sales, for a row, an ad set, a
 * campaign or any sum of them. The one formula the lists, their ROAS and sorts, the SKU report, the campaign
 * sales export, the dashboard and the auction's target-ROAS bids read.
 *
 * `row`: a rollup table (`adRollupsHourly`) or rows aliased so (`rollupRowsAs`). `adType`: rows of that ad
 * type only (the dashboard, decision 0200), which read its own column alone: view 7-day sales for banners,
 * click 7-day sales for product ads.
 */
export function directSales(
  row: { click7SalesMicros: AnyColumn; view7SalesMicros: AnyColumn },
  adType?: SponsorAdType,
): SQL {
  if (adType === undefined) return sql`(${row.click7SalesMicros} + ${row.view7SalesMicros})`;
  return adType === 'BANNER' ? sql`${row.view7SalesMicros}` : sql`${row.click7SalesMicros}`;
}
