import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A rollup row's direct sales (decision 0255): its click 7-day sales plus its view 7-day sales, never its
 * halo sales. Attribution (decision 0191) credits a product ad's purchases only as click 7-day sales and a
 * banner's only as view 7-day sales, so the sum is each ad type's own direct sales, for a row, an ad set, a
 * campaign or any sum of them. The one formula the lists, their ROAS and sorts, the SKU report, the campaign
 * sales export and the auction's target-ROAS bids read.
 *
 * `row`: a table with the rollup's columns (`adRollupsHourly`), or the alias of a subquery selecting them.
 */
export function directSales(
  row: { click7SalesMicros: AnyColumn; view7SalesMicros: AnyColumn } | string,
): SQL {
  if (typeof row === 'string') {
    if (!/^[a-z_][a-z0-9_]*$/.test(row)) throw new Error(`not an alias: ${row}`);
    return sql.raw(`(${row}.click7_sales_micros + ${row}.view7_sales_micros)`);
  }
  return sql`(${row.click7SalesMicros} + ${row.view7SalesMicros})`;
}
