import { sponsorAdTypes } from '@portal/domain/sponsor-campaign-form';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Coarse rollups for the dashboard's year-long chart and search terms (decision 0222): the hourly rollup
 * summed over everything the dashboard's company-wide filters (company, catalog, brand, ad type) do not
 * name. Written in the events' transaction with the hourly rows (delivery/store-rollups.ts), so each row is
 * exactly the sum of the hourly rows it covers. No foreign keys: like the halo SKUs, they only ever hold
 * keys copied from hourly rows that have them.
 */

const figures = () => ({
  impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
  clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  costsMicros: bigint('costs_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  purchases: bigint('purchases', { mode: 'number' }).notNull().default(0),
  itemsSold: bigint('items_sold', { mode: 'number' }).notNull().default(0),
  click7SalesMicros: bigint('click7_sales_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  haloItemsSold: bigint('halo_items_sold', { mode: 'number' }).notNull().default(0),
  haloSalesMicros: bigint('halo_sales_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  view7SalesMicros: bigint('view7_sales_micros', { mode: 'bigint' }).notNull().default(sql`0`),
});

const owner = () => ({
  companyId: integer('company_id').notNull(),
  catalogId: integer('catalog_id').notNull(),
  brandId: integer('brand_id').notNull(),
  /** The campaign's ad type (fixed when the campaign is created). */
  adType: text('ad_type', { enum: sponsorAdTypes }).notNull(),
});

/** Per UTC hour, company, catalog, brand and ad type: the chart's hours in any zone (a year: 8,760 per key). */
export const adRollupsBrandHourly = pgTable(
  'ad_rollups_brand_hourly',
  { hour: timestamp('hour', { withTimezone: true }).notNull(), ...owner(), ...figures() },
  (t) => [
    primaryKey({
      name: 'ad_rollups_brand_hourly_pk',
      columns: [t.hour, t.companyId, t.catalogId, t.brandId, t.adType],
    }),
    index('ad_rollups_brand_hourly_company_idx').on(t.companyId, t.hour),
  ],
);

/** Per UTC day and search term ('' none) of company, catalog, brand and ad type: the search terms' whole days. */
export const adRollupsTermDaily = pgTable(
  'ad_rollups_term_daily',
  { day: date('day').notNull(), ...owner(), searchTerm: text('search_term').notNull(), ...figures() },
  (t) => [
    primaryKey({
      name: 'ad_rollups_term_daily_pk',
      columns: [t.day, t.companyId, t.catalogId, t.brandId, t.adType, t.searchTerm],
    }),
    index('ad_rollups_term_daily_company_idx').on(t.companyId, t.day),
  ],
);

/** The same per UTC month (`month` is its first day): the search terms' whole months. */
export const adRollupsTermMonthly = pgTable(
  'ad_rollups_term_monthly',
  { month: date('month').notNull(), ...owner(), searchTerm: text('search_term').notNull(), ...figures() },
  (t) => [
    primaryKey({
      name: 'ad_rollups_term_monthly_pk',
      columns: [t.month, t.companyId, t.catalogId, t.brandId, t.adType, t.searchTerm],
    }),
    index('ad_rollups_term_monthly_company_idx').on(t.companyId, t.month),
  ],
);
