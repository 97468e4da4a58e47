import { bookingCampaignStatuses, bookingPaymentStatuses } from '@portal/domain/booking-status';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
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
import { invoices } from './billing';
import { brands, catalogs } from './catalog';
import { ledgerEntries } from './wallet';

/*
 * Standard booking packages, spec 3 §2.3–§2.4 (docs/decisions/0240). The offer (types, tags, segments,
 * placements, packages, pricings, discounts: demo data and staff), what was bought (carts, campaigns, their
 * items, discounts and history), and what holds a placement (bookings: a campaign's, or a staff reservation).
 * `bookings` carries the exclusion constraint that sells a placement-day once (migration 0018).
 */

/** The statuses are the shared rules' (packages/domain booking-status.ts). */
export { bookingCampaignStatuses, bookingPaymentStatuses };

export const bookingPaymentMethods = ['PAID_CREDIT', 'CARD', 'WIRE_TRANSFER'] as const;
export const bookingPaymentTerms = ['IMMEDIATE', 'IN_30_DAYS'] as const;
export const bookingStatuses = ['ACTIVE', 'RELEASED'] as const;

export const bookingPackageTypes = pgTable('booking_package_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const bookingPackageTags = pgTable('booking_package_tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  // A CSS colour, e.g. #e64980.
  color: text('color').notNull(),
});

/** A part of a venture's (catalog's) storefront. */
export const bookingSegments = pgTable(
  'booking_segments',
  {
    id: serial('id').primaryKey(),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('booking_segments_catalog_name_idx').on(t.catalogId, t.name)],
);

/** A slot in a segment, with the fields a buyer fills (`fields`: [{ order, name, guide, rule, type }]). */
export const bookingPlacements = pgTable(
  'booking_placements',
  {
    id: serial('id').primaryKey(),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => bookingSegments.id),
    name: text('name').notNull(),
    category: text('category').notNull(),
    previewImg: text('preview_img').notNull().default(''),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [index('booking_placements_segment_idx').on(t.segmentId)],
);

export const bookingPackages = pgTable('booking_packages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  // The window a campaign of the package must lie in (venture calendar days).
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  maxBookingDays: integer('max_booking_days').notNull(),
  // SGD (the reference currency): the least a campaign of it may cost after discounts.
  minPriceMicros: bigint('min_price_micros', { mode: 'bigint' }).notNull(),
  paidCreditOnly: boolean('paid_credit_only').notNull().default(false),
  customBudget: boolean('custom_budget').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
});

export const bookingPackageTypeLinks = pgTable(
  'booking_package_type_links',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => bookingPackages.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => bookingPackageTypes.id),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.typeId] })],
);

export const bookingPackageTagLinks = pgTable(
  'booking_package_tag_links',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => bookingPackages.id),
    tagId: integer('tag_id')
      .notNull()
      .references(() => bookingPackageTags.id),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.tagId] })],
);

/** The placements a package includes (and so its segments and ventures). */
export const bookingPackagePlacements = pgTable(
  'booking_package_placements',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => bookingPackages.id),
    placementId: integer('placement_id')
      .notNull()
      .references(() => bookingPlacements.id),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.placementId] })],
);

/** The price of one placement-week of a package in a segment, in the venture's currency; tax rates in percent. */
export const bookingSegmentPricings = pgTable(
  'booking_segment_pricings',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => bookingPackages.id),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => bookingSegments.id),
    priceMicros: bigint('price_micros', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 3 }).notNull().default('0'),
    overseasTaxRate: numeric('overseas_tax_rate', { precision: 6, scale: 3 }).notNull().default('0'),
  },
  (t) => [uniqueIndex('booking_segment_pricings_package_segment_idx').on(t.packageId, t.segmentId)],
);

export const bookingDiscounts = pgTable('booking_discounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  note: text('note').notNull().default(''),
  // SGD (the reference currency).
  minAmountMicros: bigint('min_amount_micros', { mode: 'bigint' }).notNull(),
  // Percent, e.g. 5.000.
  discountPercent: numeric('discount_percent', { precision: 6, scale: 3 }).notNull(),
  beforeStartDays: integer('before_start_days').notNull().default(0),
  stackable: boolean('stackable').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
});

/** One checkout: the campaigns bought together and paid once (amounts in the company's wallet currency). */
export const bookingCarts = pgTable(
  'booking_carts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentMethod: text('payment_method', { enum: bookingPaymentMethods }).notNull(),
    paymentTerms: text('payment_terms', { enum: bookingPaymentTerms }).notNull(),
    paymentStatus: text('payment_status', { enum: bookingPaymentStatuses }).notNull(),
    currency: text('currency').notNull(),
    subtotalMicros: bigint('subtotal_micros', { mode: 'bigint' }).notNull(),
    discountMicros: bigint('discount_micros', { mode: 'bigint' }).notNull(),
    voucherMicros: bigint('voucher_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    taxMicros: bigint('tax_micros', { mode: 'bigint' }).notNull(),
    totalMicros: bigint('total_micros', { mode: 'bigint' }).notNull(),
    voucherRedemptionId: integer('voucher_redemption_id'),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    // The ledger entry that paid it (PAID_CREDIT at checkout; a wire when staff mark it paid).
    ledgerEntryId: integer('ledger_entry_id').references(() => ledgerEntries.id),
    providerPaymentId: text('provider_payment_id'),
    dueDate: date('due_date', { mode: 'string' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_carts_company_key_idx').on(t.companyId, t.idempotencyKey),
    index('booking_carts_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** One package bought for one date range; amounts in the wallet currency. */
export const bookingCampaigns = pgTable(
  'booking_campaigns',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => bookingCarts.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => bookingPackages.id),
    name: text('name').notNull(),
    status: text('status', { enum: bookingCampaignStatuses }).notNull(),
    paymentStatus: text('payment_status', { enum: bookingPaymentStatuses }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    trackingCode: text('tracking_code').notNull().unique(),
    currency: text('currency').notNull(),
    subtotalMicros: bigint('subtotal_micros', { mode: 'bigint' }).notNull(),
    discountMicros: bigint('discount_micros', { mode: 'bigint' }).notNull(),
    voucherMicros: bigint('voucher_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    taxMicros: bigint('tax_micros', { mode: 'bigint' }).notNull(),
    totalMicros: bigint('total_micros', { mode: 'bigint' }).notNull(),
    chargedMicros: bigint('charged_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    refundedMicros: bigint('refunded_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    cancelReason: text('cancel_reason'),
    rejectReason: text('reject_reason'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_campaigns_company_idx').on(t.companyId, t.createdAt),
    index('booking_campaigns_cart_idx').on(t.cartId),
    index('booking_campaigns_status_idx').on(t.status),
  ],
);

/** A campaign's money per venture (and segment): venture currency, with the rate into the wallet currency. */
export const bookingCampaignItems = pgTable(
  'booking_campaign_items',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bookingCampaigns.id),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => bookingSegments.id),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 3 }).notNull(),
    discountPercent: numeric('discount_percent', { precision: 6, scale: 3 }).notNull().default('0'),
    subtotalMicros: bigint('subtotal_micros', { mode: 'bigint' }).notNull(),
    discountMicros: bigint('discount_micros', { mode: 'bigint' }).notNull(),
    taxMicros: bigint('tax_micros', { mode: 'bigint' }).notNull(),
    totalMicros: bigint('total_micros', { mode: 'bigint' }).notNull(),
    totalWalletMicros: bigint('total_wallet_micros', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('booking_campaign_items_campaign_idx').on(t.campaignId)],
);

export const bookingCampaignDiscounts = pgTable(
  'booking_campaign_discounts',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bookingCampaigns.id),
    discountId: integer('discount_id')
      .notNull()
      .references(() => bookingDiscounts.id),
    discountPercent: numeric('discount_percent', { precision: 6, scale: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.discountId] })],
);

export const bookingCampaignHistory = pgTable(
  'booking_campaign_history',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bookingCampaigns.id),
    status: text('status', { enum: bookingCampaignStatuses }).notNull(),
    userId: integer('user_id').references(() => users.id),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_campaign_history_campaign_idx').on(t.campaignId, t.createdAt)],
);

/**
 * A placement held for a range of venture days: a campaign's (campaign_id) or a staff reservation (reason).
 * Migration 0018 adds `exclude using gist (placement_id with =, daterange(start_date, end_date, '[]') with &&)
 * where (status = 'ACTIVE')`: a placement-day is held once.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id').references(() => bookingCampaigns.id),
    companyId: integer('company_id').references(() => companies.id),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => bookingSegments.id),
    placementId: integer('placement_id')
      .notNull()
      .references(() => bookingPlacements.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('ACTIVE'),
    reserveReason: text('reserve_reason'),
    reservedBy: integer('reserved_by').references(() => users.id),
    landingUrl: text('landing_url'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_campaign_idx').on(t.campaignId),
    index('bookings_placement_dates_idx').on(t.placementId, t.startDate),
    index('bookings_dates_idx').on(t.startDate, t.endDate),
  ],
);

/** What a buyer filled for a booked placement: per field and language, the draft and the published value. */
export const bookingFieldValues = pgTable(
  'booking_field_values',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    fieldName: text('field_name').notNull(),
    languageCode: text('language_code').notNull(),
    draftValue: text('draft_value'),
    publishedValue: text('published_value'),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('booking_field_values_key_idx').on(t.bookingId, t.fieldName, t.languageCode)],
);
