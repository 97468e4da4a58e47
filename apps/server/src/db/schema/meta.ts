import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { invoices } from './billing';
import { sellers } from './catalog';

/*
 * Off-site (Meta) ads, spec 3 §2.2 (docs/decisions/0230). Two halves:
 * - ours (`meta_ad_accounts`, `meta_async_sessions`, `meta_campaigns`, `meta_spend_charges`,
 *   `mpa_top_up_requests`): what the portal knows and charges, scoped to a company;
 * - the sandbox's (`meta_sandbox_*`): the state of the built-in stand-in for the Graph API, kept in the
 *   database so it survives a restart. Only the sandbox implementation of `MetaAds` reads or writes it;
 *   with the real Graph API client these tables stay empty.
 */

export const metaAsyncSessionStatuses = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED'] as const;
export const mpaTopUpMethods = ['CARD', 'PAID_CREDIT', 'WIRE_TRANSFER'] as const;
export const mpaTopUpStatuses = ['REQUESTING', 'APPROVED', 'COMPLETED', 'FAILED'] as const;

/** A seller's Meta ad account, opened by onboarding, one per company and seller; its currency is the company's wallet's. */
export const metaAdAccounts = pgTable(
  'meta_ad_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    // Meta's own id, e.g. act_1234567890.
    accountId: text('account_id').notNull().unique(),
    accountName: text('account_name').notNull(),
    currency: text('currency').notNull(),
    sellerPageUrl: text('seller_page_url').notNull(),
    // The catalog's product set of the seller on Meta, used by every campaign of the account.
    productSetId: text('product_set_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('meta_ad_accounts_company_seller_idx').on(t.companyId, t.sellerId)],
);

/** An onboarding run (spec 3 §4): the web polls it; a job does the work. */
export const metaAsyncSessions = pgTable(
  'meta_async_sessions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    sellerPageUrl: text('seller_page_url').notNull(),
    status: text('status', { enum: metaAsyncSessionStatuses }).notNull(),
    // The provider's user message when FAILED.
    result: text('result'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meta_async_sessions_seller_idx').on(t.companyId, t.sellerId, t.createdAt)],
);

/** Our record of a campaign created on Meta: the form's own values (getCampaign) beside Meta's id. */
export const metaCampaigns = pgTable(
  'meta_campaigns',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    adAccountId: integer('ad_account_id')
      .notNull()
      .references(() => metaAdAccounts.id),
    metaCampaignId: text('meta_campaign_id').notNull().unique(),
    name: text('name').notNull(),
    lifetimeBudgetMicros: bigint('lifetime_budget_micros', { mode: 'bigint' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    creativeText: text('creative_text').notNull().default(''),
    productCategoryIds: integer('product_category_ids').array().notNull().default(sql`'{}'::integer[]`),
    productMinPriceMicros: bigint('product_min_price_micros', { mode: 'bigint' }),
    productMaxPriceMicros: bigint('product_max_price_micros', { mode: 'bigint' }),
    productSkus: text('product_skus').array().notNull().default(sql`'{}'::text[]`),
    customAudienceIds: bigint('custom_audience_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    // Set when the spend sync paused the campaign on Meta because the Meta wallet could not pay (effective
    // status WALLET_EMPTY); cleared when the campaign is set ACTIVE again.
    walletPausedAt: timestamp('wallet_paused_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meta_campaigns_seller_idx').on(t.companyId, t.sellerId, t.createdAt)],
);

/**
 * What the Meta wallet has been charged for a campaign's day: Meta reports cumulative spend per day; the
 * charge of a sync is the reported figure minus this one, under an idempotency key naming both.
 */
export const metaSpendCharges = pgTable(
  'meta_spend_charges',
  {
    metaCampaignId: text('meta_campaign_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    chargedMicros: bigint('charged_micros', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.metaCampaignId, t.day] })],
);

/** A top-up of a seller's Meta wallet (spec 3 §2.2, Wallet Topup; listed on /mpa/credits). */
export const mpaTopUpRequests = pgTable(
  'mpa_top_up_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    method: text('method', { enum: mpaTopUpMethods }).notNull(),
    status: text('status', { enum: mpaTopUpStatuses }).notNull(),
    statusReason: text('status_reason'),
    currency: text('currency').notNull(),
    requestAmountMicros: bigint('request_amount_micros', { mode: 'bigint' }).notNull(),
    // Percent as a decimal string ('9' = 9 %), as mpaTopUpTax answered when the request was made.
    taxRate: text('tax_rate').notNull(),
    taxMicros: bigint('tax_micros', { mode: 'bigint' }).notNull(),
    totalMicros: bigint('total_micros', { mode: 'bigint' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    // The payment provider's reference of a CARD payment.
    paymentReference: text('payment_reference'),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    createdBy: integer('created_by').references(() => users.id),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mpa_top_up_requests_idempotency_idx').on(t.companyId, t.idempotencyKey),
    index('mpa_top_up_requests_seller_idx').on(t.companyId, t.sellerId, t.dateCreated),
    index('mpa_top_up_requests_status_idx').on(t.status, t.dateCreated),
  ],
);

// ---- the sandbox's state (stand-in for Meta's servers) ----

/** An ad account on the sandbox's "Meta": its prepaid balance is what Meta would let it spend. */
export const metaSandboxAdAccounts = pgTable('meta_sandbox_ad_accounts', {
  accountId: text('account_id').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  // Funds Meta holds for the account (our top-ups move here); spend stops at zero.
  balanceMicros: bigint('balance_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  // Meta's timezone_name of the account: its days are the insights' days (the seller's catalog zone).
  timeZone: text('time_zone').notNull().default('UTC'),
  // A sandbox switch for the contract test and journeys: 'EXPIRED_TOKEN' makes every call fail as Meta does.
  fault: text('fault'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Funds added to a sandbox account, one row per idempotency key (a retried top-up adds nothing twice). */
export const metaSandboxFunds = pgTable(
  'meta_sandbox_funds',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => metaSandboxAdAccounts.accountId),
    idempotencyKey: text('idempotency_key').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.idempotencyKey] })],
);

export const metaSandboxCampaigns = pgTable(
  'meta_sandbox_campaigns',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => metaSandboxAdAccounts.accountId),
    name: text('name').notNull(),
    // ACTIVE | PAUSED | DELETED | ARCHIVED (Meta's configured status).
    status: text('status').notNull(),
    objective: text('objective').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    stopTime: timestamp('stop_time', { withTimezone: true }),
    lifetimeBudgetMicros: bigint('lifetime_budget_micros', { mode: 'bigint' }).notNull(),
    productSetId: text('product_set_id').notNull(),
    creativeText: text('creative_text').notNull().default(''),
    customAudienceIds: bigint('custom_audience_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    // Where the simulated delivery has got to: insights are produced up to this moment.
    simulatedUntil: timestamp('simulated_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meta_sandbox_campaigns_account_idx').on(t.accountId, t.createdAt)],
);

/** Daily insights of a sandbox campaign (Meta's time_increment=1 rows), grown as simulated time passes. */
export const metaSandboxInsightsDaily = pgTable(
  'meta_sandbox_insights_daily',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => metaSandboxCampaigns.id),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    spendMicros: bigint('spend_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    purchases: bigint('purchases', { mode: 'number' }).notNull().default(0),
    purchaseValueMicros: bigint('purchase_value_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day] })],
);

export const metaSandboxCustomAudiences = pgTable('meta_sandbox_custom_audiences', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => metaSandboxAdAccounts.accountId),
  name: text('name').notNull(),
});

/** Calls per account per rolling window, for the sandbox's rate limit (Meta's error code 17). */
export const metaSandboxCalls = pgTable(
  'meta_sandbox_calls',
  {
    id: serial('id').primaryKey(),
    accountId: text('account_id').notNull(),
    calledAt: timestamp('called_at', { withTimezone: true }).notNull().defaultNow(),
    detail: jsonb('detail'),
  },
  (t) => [index('meta_sandbox_calls_account_idx').on(t.accountId, t.calledAt)],
);
