import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { catalogs } from './catalog';
import { sponsorAdSets, sponsorCampaigns } from './sponsor';

/**
 * The delivery engine's tables (issue 13, docs/delivery-api.md). Events are append-only and partitioned
 * by the day they happened (migration 0012 declares the partitioning Drizzle cannot); spend accrues per
 * ad set and is charged to the wallet in batches; reports read the hourly rollup, never the events.
 */

/** Keys the marketplace calls `/v1/ads/*` with. Only a hash is kept; the key is shown once, to staff. */
export const marketplaceApiKeys = pgTable('marketplace_api_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  // The first characters of the key, to tell keys apart in the staff list ("mk_live_3f9a…").
  prefix: text('prefix').notNull(),
  // SHA-256 of the whole key, hex: keys are long random strings, so a fast hash is enough.
  keyHash: text('key_hash').notNull().unique(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedBy: integer('revoked_by').references(() => users.id),
});

/** Every event id ever accepted: the same id twice counts once (not partitioned, so unique is global). */
export const adEventIds = pgTable('ad_event_ids', {
  eventId: text('event_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per impression, click, or purchased order item (a purchase of three SKUs is three rows with
 * the same event id and `item_index` 0..2). Dimensions are copied from the signed token (impressions,
 * clicks) or from the attributed click/impression (purchases), so a rollup is a plain GROUP BY.
 */
export const adEvents = pgTable(
  'ad_events',
  {
    seq: bigserial('seq', { mode: 'bigint' }).notNull(),
    eventId: text('event_id').notNull(),
    itemIndex: integer('item_index').notNull().default(0),
    // IMPRESSION, CLICK, PURCHASE
    kind: text('kind').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    shopperId: text('shopper_id').notNull(),
    catalogId: integer('catalog_id').notNull(),
    // The ad the event belongs to; null on a purchase no ad is credited with.
    companyId: integer('company_id'),
    campaignId: integer('campaign_id'),
    adSetId: integer('ad_set_id'),
    brandId: integer('brand_id'),
    decisionId: text('decision_id'),
    sku: text('sku').notNull().default(''),
    platform: text('platform').notNull().default(''),
    pageType: text('page_type').notNull().default(''),
    searchTerm: text('search_term').notNull().default(''),
    bannerType: text('banner_type').notNull().default(''),
    // What the event cost the advertiser (wallet-currency micros; 0 when not charged).
    costMicros: bigint('cost_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    // Purchases: the order, the item, and how it was credited (DIRECT, HALO, VIEW or NONE).
    orderId: text('order_id'),
    quantity: integer('quantity').notNull().default(0),
    // Item value (unit price × quantity), wallet-currency micros.
    salesMicros: bigint('sales_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    attribution: text('attribution'),
    attributedEventId: text('attributed_event_id'),
    // Purchases: the SKU bought (`sku` is the credited ad's, which differs for HALO and VIEW items).
    itemSku: text('item_sku'),
  },
  (t) => [
    primaryKey({ columns: [t.occurredAt, t.seq] }),
    index('ad_events_shopper_idx').on(t.shopperId, t.kind, t.occurredAt),
    index('ad_events_ad_set_idx').on(t.adSetId, t.occurredAt),
  ],
);

/**
 * Spend an ad set owes but the wallet has not been charged yet, plus the ad set's spend so far (for its
 * total budget). The charger takes `pending_micros` and resets it in the same transaction as the wallet
 * spend, under the idempotency key `adspend:<adSetId>:<batchNo>`.
 */
export const adSetSpend = pgTable('ad_set_spend', {
  adSetId: integer('ad_set_id')
    .primaryKey()
    .references(() => sponsorAdSets.id),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  pendingMicros: bigint('pending_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  pendingClicks: integer('pending_clicks').notNull().default(0),
  pendingImpressions: integer('pending_impressions').notNull().default(0),
  // Charged to the wallet so far, and owed in all (charged + pending): the total budget's measure.
  chargedMicros: bigint('charged_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  totalMicros: bigint('total_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  batchNo: integer('batch_no').notNull().default(0),
  oldestPendingAt: timestamp('oldest_pending_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An ad set's spend per day of its catalog (the daily budget's measure and pacing's input). */
export const adSetDailySpend = pgTable(
  'ad_set_daily_spend',
  {
    adSetId: integer('ad_set_id')
      .notNull()
      .references(() => sponsorAdSets.id),
    day: date('day').notNull(),
    spentMicros: bigint('spent_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    clicks: integer('clicks').notNull().default(0),
    impressions: integer('impressions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adSetId, t.day] })],
);

/**
 * When an ad set started serving on a day of its catalog (decision 0264): its daily budget's pace starts
 * there, with what it had spent that day by then. Written by the delivery index when it sees a start, read
 * by a process's first index so a restart (or a second process) keeps the window instead of pacing the
 * whole day. Not a trigger's table: writing it rebuilds nothing.
 */
export const deliveryPaceStarts = pgTable(
  'delivery_pace_starts',
  {
    adSetId: integer('ad_set_id')
      .notNull()
      .references(() => sponsorAdSets.id, { onDelete: 'cascade' }),
    dayStart: timestamp('day_start', { withTimezone: true }).notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    spentBeforeMicros: bigint('spent_before_micros', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.adSetId, t.dayStart] })],
);

/**
 * Hourly figures per ad set, SKU, platform, banner type and search term (empty text when a dimension
 * does not apply); campaign, company, catalog and brand ride along for grouping. Updated in the same
 * transaction as the events, so a figure is in the rollup as soon as its event is stored.
 */
export const adRollupsHourly = pgTable(
  'ad_rollups_hourly',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    adSetId: integer('ad_set_id')
      .notNull()
      .references(() => sponsorAdSets.id),
    sku: text('sku').notNull().default(''),
    platform: text('platform').notNull().default(''),
    bannerType: text('banner_type').notNull().default(''),
    searchTerm: text('search_term').notNull().default(''),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => sponsorCampaigns.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    brandId: integer('brand_id').notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    costsMicros: bigint('costs_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    purchases: bigint('purchases', { mode: 'number' }).notNull().default(0),
    itemsSold: bigint('items_sold', { mode: 'number' }).notNull().default(0),
    click7SalesMicros: bigint('click7_sales_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    haloItemsSold: bigint('halo_items_sold', { mode: 'number' }).notNull().default(0),
    haloSalesMicros: bigint('halo_sales_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    view7SalesMicros: bigint('view7_sales_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.hour, t.adSetId, t.sku, t.platform, t.bannerType, t.searchTerm] }),
    index('ad_rollups_campaign_idx').on(t.campaignId, t.hour),
    index('ad_rollups_company_idx').on(t.companyId, t.hour),
    // The rows with items sold, for the lists' sold-SKU count (decision 0251): a few percent of the rows.
    index('ad_rollups_sold_idx')
      .on(t.campaignId, t.hour, t.adSetId, t.companyId, t.sku)
      .where(sql`${t.itemsSold} > 0`),
  ],
);

/**
 * The hourly rollup summed per UTC day, ad set, platform and banner type (no SKU, no search term), for the
 * dashboard's long ranges (decision 0220): added in the same transaction as the hourly rows, so for every
 * UTC day its sums equal the hourly rows' of that day. `day` is the UTC date of the hours it sums.
 */
export const adRollupsDaily = pgTable(
  'ad_rollups_daily',
  {
    day: date('day').notNull(),
    adSetId: integer('ad_set_id')
      .notNull()
      .references(() => sponsorAdSets.id),
    platform: text('platform').notNull().default(''),
    bannerType: text('banner_type').notNull().default(''),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => sponsorCampaigns.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    brandId: integer('brand_id').notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    costsMicros: bigint('costs_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    purchases: bigint('purchases', { mode: 'number' }).notNull().default(0),
    itemsSold: bigint('items_sold', { mode: 'number' }).notNull().default(0),
    click7SalesMicros: bigint('click7_sales_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    haloItemsSold: bigint('halo_items_sold', { mode: 'number' }).notNull().default(0),
    haloSalesMicros: bigint('halo_sales_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    view7SalesMicros: bigint('view7_sales_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.adSetId, t.platform, t.bannerType] }),
    index('ad_rollups_daily_campaign_idx').on(t.campaignId, t.day),
    index('ad_rollups_daily_company_idx').on(t.companyId, t.day),
  ],
);

/**
 * Halo sales per advertised SKU and the SKU actually bought (spec 2 §3 "reportHaloAttributedSku"): the
 * rollup keys halo sales by the credited ad's SKU; this says which other SKUs of the brand they were.
 */
export const adHaloSkusHourly = pgTable(
  'ad_halo_skus_hourly',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    adSetId: integer('ad_set_id')
      .notNull()
      .references(() => sponsorAdSets.id),
    sku: text('sku').notNull(),
    itemSku: text('item_sku').notNull(),
    campaignId: integer('campaign_id').notNull(),
    companyId: integer('company_id').notNull(),
    catalogId: integer('catalog_id').notNull(),
    brandId: integer('brand_id').notNull(),
    haloSalesMicros: bigint('halo_sales_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    haloItemsSold: bigint('halo_items_sold', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.hour, t.adSetId, t.sku, t.itemSku] }),
    index('ad_halo_skus_campaign_idx').on(t.campaignId, t.hour),
  ],
);

/**
 * The marketplace's traffic as the decision endpoint saw it, per hour, catalog, platform, page type,
 * category (0: none) and search term ('': none; lower-cased, trimmed): the opportunities forecasts and
 * diagnostics read. Counted in memory by each server process and added here every few seconds.
 */
export const adTrafficHourly = pgTable(
  'ad_traffic_hourly',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    catalogId: integer('catalog_id').notNull(),
    platform: text('platform').notNull(),
    pageType: text('page_type').notNull(),
    categoryId: integer('category_id').notNull().default(0),
    searchTerm: text('search_term').notNull().default(''),
    requests: bigint('requests', { mode: 'number' }).notNull().default(0),
    productSlots: bigint('product_slots', { mode: 'number' }).notNull().default(0),
    productAdsServed: bigint('product_ads_served', { mode: 'number' }).notNull().default(0),
    bannerSlots: bigint('banner_slots', { mode: 'number' }).notNull().default(0),
    bannerAdsServed: bigint('banner_ads_served', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.hour, t.catalogId, t.platform, t.pageType, t.categoryId, t.searchTerm] }),
    index('ad_traffic_catalog_idx').on(t.catalogId, t.hour),
  ],
);

export type MarketplaceApiKeyRow = typeof marketplaceApiKeys.$inferSelect;
export type AdEventRow = typeof adEvents.$inferSelect;
export type AdRollupRow = typeof adRollupsHourly.$inferSelect;
