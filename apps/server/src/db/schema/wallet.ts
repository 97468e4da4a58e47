import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts';
import { brands, catalogs } from './catalog';

export const creditKinds = ['MP_MARKETING', 'TOPUP', 'PROMOTION', 'MANUAL'] as const;
export const creditStatuses = ['REQUESTED', 'PAID', 'IN_USE', 'USED_UP', 'EXPIRED'] as const;
export const creditPaymentMethods = [
  'CARD',
  'WIRE_TRANSFER',
  'MANUAL',
  'SELLER_CENTER',
  'CREDIT_NOTE',
] as const;
// SETTLEMENT: new credit paying off unpaid cost (docs/decisions/0068).
// META_TOP_UP / META_SPEND: into and out of a seller's Meta wallet (docs/decisions/0230).
// BOOKING / BOOKING_PAYMENT / BOOKING_REFUND: a booking cart paid by paid credit, a wire for one confirmed by
// staff, and a cancelled campaign's refund (docs/decisions/0240).
export const ledgerEntryKinds = [
  'CREDIT',
  'SPEND',
  'EXPIRY',
  'REFUND',
  'SETTLEMENT',
  'META_TOP_UP',
  'META_SPEND',
  'BOOKING',
  'BOOKING_PAYMENT',
  'BOOKING_REFUND',
] as const;
export const adTypes = ['PRODUCT', 'BANNER'] as const;
export const walletTransactionStatuses = ['COMPLETED', 'FAILED'] as const;

/**
 * A lot of wallet credit. What is left of it is never stored: it is the sum of the ledger postings
 * on its account (`wallet:<companyId>:lot:<id>`, carried in `ledger_postings.credit_id`).
 */
export const credits = pgTable(
  'credits',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: creditKinds }).notNull(),
    status: text('status', { enum: creditStatuses }).notNull(),
    // Credited amount, and what the customer asked for before a voucher or conversion (equal otherwise).
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    amountOriginal: bigint('amount_original', { mode: 'bigint' }).notNull(),
    isFree: boolean('is_free').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    paymentMethod: text('payment_method', { enum: creditPaymentMethods }).notNull(),
    promotionCode: text('promotion_code'),
    description: text('description').notNull().default(''),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credits_company_expiry_idx').on(t.companyId, t.expiryDate),
    index('credits_status_expiry_idx').on(t.status, t.expiryDate),
  ],
);

/** One balanced movement; append-only. The key makes a retried request land once per company and kind. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: ledgerEntryKinds }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_entries_idempotency_idx').on(t.companyId, t.kind, t.idempotencyKey)],
);

/** The lines of an entry; the amounts of one entry sum to zero. Wallet accounts are positive when the customer holds money. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    account: text('account').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    creditId: integer('credit_id').references(() => credits.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('ledger_postings_entry_idx').on(t.entryId),
    index('ledger_postings_credit_idx').on(t.creditId),
    index('ledger_postings_company_account_idx').on(t.companyId, t.account),
  ],
);

/** The spec's wallet transaction rows: what the billing page lists, one per ledger entry. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    entryId: integer('entry_id')
      .notNull()
      .references(() => ledgerEntries.id)
      .unique(),
    currency: text('currency').notNull(),
    chargeDate: timestamp('charge_date', { withTimezone: true }).notNull(),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    description: text('description').notNull().default(''),
    brandId: integer('brand_id').references(() => brands.id),
    catalogId: integer('catalog_id').references(() => catalogs.id),
    adType: text('ad_type', { enum: adTypes }),
    clicks: integer('clicks').notNull().default(0),
    impressions: integer('impressions').notNull().default(0),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    // Part of a spend no credit covered (also posted to `unpaid:<companyId>`).
    unpaidAmount: bigint('unpaid_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    isIncome: boolean('is_income').notNull(),
    status: text('status', { enum: walletTransactionStatuses }).notNull(),
    statusReason: text('status_reason'),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('wallet_transactions_company_date_idx').on(t.companyId, t.chargeDate)],
);
