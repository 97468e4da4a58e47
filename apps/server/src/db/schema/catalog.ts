import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  // Units of this currency per 1 SGD (the marketplace's reference currency); an exchange rate, not money.
  rate: numeric('rate', { precision: 20, scale: 8 }).notNull(),
  maxFractionDigits: integer('max_fraction_digits').notNull(),
  canWalletUse: boolean('can_wallet_use').notNull().default(true),
});

export const catalogs = pgTable('catalogs', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  baseUrl: text('base_url').notNull(),
  currencyCode: text('currency_code').notNull(),
  // The catalog's IANA zone (docs/decisions/0171): its calendar is the day of delivery, budgets,
  // schedules and reports.
  timeZone: text('time_zone').notNull(),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  color: text('color').notNull(),
});

export const brandCatalogs = pgTable(
  'brand_catalogs',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.catalogId] })],
);

export const sellers = pgTable(
  'sellers',
  {
    id: serial('id').primaryKey(),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    name: text('name').notNull(),
    originalSellerId: text('original_seller_id').notNull(),
    isMpaOnboarded: boolean('is_mpa_onboarded').notNull().default(false),
  },
  (t) => [uniqueIndex('sellers_catalog_original_idx').on(t.catalogId, t.originalSellerId)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    depth: integer('depth').notNull(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    priceMicros: bigint('price_micros', { mode: 'bigint' }).notNull(),
    stock: integer('stock').notNull(),
    sizes: text('sizes').array().notNull(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    link: text('link').notNull(),
  },
  (t) => [
    uniqueIndex('products_catalog_sku_idx').on(t.catalogId, t.sku),
    index('products_brand_catalog_idx').on(t.brandId, t.catalogId),
    index('products_seller_idx').on(t.sellerId),
    index('products_category_idx').on(t.categoryId),
  ],
);

export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    blackPriceMicros: bigint('black_price_micros', { mode: 'bigint' }).notNull(),
    promotionPriceMicros: bigint('promotion_price_micros', { mode: 'bigint' }),
    promotionFrom: timestamp('promotion_from', { withTimezone: true }),
    promotionTo: timestamp('promotion_to', { withTimezone: true }),
    permMarkdownPriceMicros: bigint('perm_markdown_price_micros', { mode: 'bigint' }),
    permMarkdownFrom: timestamp('perm_markdown_from', { withTimezone: true }),
    priceChangeType: text('price_change_type').notNull(),
  },
  (t) => [index('price_history_product_idx').on(t.productId, t.publishedAt)],
);
