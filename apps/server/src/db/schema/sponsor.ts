import {
  adSetStatuses,
  bidTypes,
  budgetTypes,
  campaignGoals,
  genders,
  scheduleTypes,
  sponsorAdTypes,
} from '@portal/domain/sponsor-campaign-form';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { brands, catalogs } from './catalog';

// The campaign's own lists are the domain's (the forms, the server's validation and the columns agree);
// these are the server's alone.
export const runningStatuses = ['STARTED', 'PAUSED'] as const;
export const historyObjectTypes = ['CAMPAIGN', 'AD_SET', 'AD'] as const;
export const columnListKeys = [
  'SPONSOR_CAMPAIGN',
  'SPONSOR_ADSET',
  'BANNER_CAMPAIGN',
  'BANNER_ADSET',
] as const;

/** Banner slots of the marketplace (reference data): one size each, grouped by `bannerType`. */
export const bannerTypes = pgTable('banner_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  // DESKTOP_HOME, MOBILE_HOME, APP_HOME, DESKTOP_SEARCH, MOBILE_SEARCH, APP_SEARCH, TILE_MOBILE, ...
  bannerType: text('banner_type').notNull().unique(),
  platform: text('platform').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  position: integer('position').notNull().default(0),
});

/** Audience segments a banner can target on a catalog (reference data). */
export const segments = pgTable(
  'segments',
  {
    id: serial('id').primaryKey(),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('segments_catalog_name_idx').on(t.catalogId, t.name)],
);

/** What shoppers search for per catalog (the demo marketplace's search log, rolled up). */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    keyword: text('keyword').notNull(),
    searchCount: integer('search_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.catalogId, t.keyword] })],
);

/** A campaign belongs to one company (the supplier) and one brand; its ad sets carry the rest. */
export const sponsorCampaigns = pgTable(
  'sponsor_campaigns',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    goal: text('goal', { enum: campaignGoals }).notNull(),
    goalOther: text('goal_other'),
    adType: text('ad_type', { enum: sponsorAdTypes }).notNull(),
    isQuickCreate: boolean('is_quick_create').notNull().default(false),
    // Staff review notes (the reject reason).
    notes: text('notes'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sponsor_campaigns_company_idx').on(t.companyId, t.adType, t.createdAt)],
);

/**
 * What the delivery engine serves: status, schedule, budgets, bid and targeting all live on the
 * ad set, so one indexed read of live ad sets per catalog gives the auction its candidates.
 */
export const sponsorAdSets = pgTable(
  'sponsor_ad_sets',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => sponsorCampaigns.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    adType: text('ad_type', { enum: sponsorAdTypes }).notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: adSetStatuses }).notNull(),
    runningStatus: text('running_status', { enum: runningStatuses }).notNull().default('STARTED'),
    // EXCEED_BUDGET_DAILY, EXCEED_BUDGET_TOTAL, EXCEED_BUDGET, WALLET_EXCEED_THRESHOLD (set by the engine).
    effectiveStatus: text('effective_status'),
    budgetType: text('budget_type', { enum: budgetTypes }).notNull(),
    // Wallet-currency micros.
    budgetTotalMicros: bigint('budget_total_micros', { mode: 'bigint' }),
    budgetDailyMicros: bigint('budget_daily_micros', { mode: 'bigint' }),
    scheduleType: text('schedule_type', { enum: scheduleTypes }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    bidType: text('bid_type', { enum: bidTypes }).notNull().default('AUTOMATED'),
    // Wallet-currency micros: CPC for product ads, CPI (per impression) for banners.
    bidMicros: bigint('bid_micros', { mode: 'bigint' }),
    // Percent.
    targetRoas: numeric('target_roas', { precision: 12, scale: 2 }),
    audienceName: text('audience_name'),
    tagIds: text('tag_ids').array().notNull().default(sql`'{}'::text[]`),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    // In match-type notation: [exact], "phrase", broad.
    negativeKeywords: text('negative_keywords').array().notNull().default(sql`'{}'::text[]`),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    gender: text('gender', { enum: genders }).notNull().default('ALL'),
    locations: text('locations').array().notNull().default(sql`'{}'::text[]`),
    trafficControl: integer('traffic_control').notNull().default(100),
    bannerCategoryIds: integer('banner_category_ids').array().notNull().default(sql`'{}'::integer[]`),
    segmentIds: integer('segment_ids').array().notNull().default(sql`'{}'::integer[]`),
    shop: text('shop'),
    notes: text('notes'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sponsor_ad_sets_campaign_idx').on(t.campaignId),
    index('sponsor_ad_sets_company_idx').on(t.companyId),
    index('sponsor_ad_sets_serving_idx').on(t.catalogId, t.adType, t.status),
  ],
);

/** The product ad of an ad set: explicit SKUs and/or a dynamic filter (categories, price, sellers). */
export const sponsorProductAds = pgTable(
  'sponsor_product_ads',
  {
    id: serial('id').primaryKey(),
    adSetId: integer('ad_set_id')
      .notNull()
      .references(() => sponsorAdSets.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    skus: text('skus').array().notNull().default(sql`'{}'::text[]`),
    productMinPriceMicros: bigint('product_min_price_micros', { mode: 'bigint' }),
    productMaxPriceMicros: bigint('product_max_price_micros', { mode: 'bigint' }),
    productCategoryIds: integer('product_category_ids').array().notNull().default(sql`'{}'::integer[]`),
    productSellerIds: integer('product_seller_ids').array().notNull().default(sql`'{}'::integer[]`),
    // { [sku]: { url, path, prompt } }
    productImages: jsonb('product_images').notNull().default(sql`'{}'::jsonb`),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sponsor_product_ads_ad_set_idx').on(t.adSetId)],
);

/** The banner ad of an ad set; its creatives are the placements below. */
export const sponsorBannerAds = pgTable(
  'sponsor_banner_ads',
  {
    id: serial('id').primaryKey(),
    adSetId: integer('ad_set_id')
      .notNull()
      .references(() => sponsorAdSets.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sponsor_banner_ads_ad_set_idx').on(t.adSetId)],
);

/** One creative of a banner ad in one banner slot. */
export const sponsorBannerPlacements = pgTable(
  'sponsor_banner_placements',
  {
    id: serial('id').primaryKey(),
    bannerAdId: integer('banner_ad_id')
      .notNull()
      .references(() => sponsorBannerAds.id),
    bannerTypeId: integer('banner_type_id')
      .notNull()
      .references(() => bannerTypes.id),
    imageUrl: text('image_url'),
    landingUrl: text('landing_url'),
    deeplink: text('deeplink'),
    skus: text('skus').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('sponsor_banner_placements_ad_type_idx').on(t.bannerAdId, t.bannerTypeId)],
);

/** Activity log: one row per create ('+'), update ('~') or delete ('-') of a campaign, ad set or ad. */
export const sponsorHistory = pgTable(
  'sponsor_history',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => sponsorCampaigns.id),
    objectType: text('object_type', { enum: historyObjectTypes }).notNull(),
    objectId: integer('object_id').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    impersonatorId: integer('impersonator_id').references(() => users.id),
    // [{ actionType, objectType, field, old, new }]
    changes: jsonb('changes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sponsor_history_object_idx').on(t.objectType, t.objectId, t.createdAt)],
);

/** A user's column order and visibility for one of the four campaign lists. */
export const columnSettings = pgTable(
  'column_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    listKey: text('list_key', { enum: columnListKeys }).notNull(),
    // [{ id, title, show }]
    settings: jsonb('settings').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listKey] })],
);

/** Images uploaded for banners or generated as product backgrounds, kept in object storage. */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    storageKey: text('storage_key').notNull().unique(),
    url: text('url').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    // UPLOAD or GENERATED
    source: text('source').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_images_company_idx').on(t.companyId)],
);

export type SponsorCampaignRow = typeof sponsorCampaigns.$inferSelect;
export type SponsorAdSetRow = typeof sponsorAdSets.$inferSelect;
export type SponsorProductAdRow = typeof sponsorProductAds.$inferSelect;
export type SponsorBannerAdRow = typeof sponsorBannerAds.$inferSelect;
export type SponsorBannerPlacementRow = typeof sponsorBannerPlacements.$inferSelect;
export type BannerTypeRow = typeof bannerTypes.$inferSelect;
