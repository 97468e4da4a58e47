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
import { catalogs } from './catalog';
import { credits, ledgerEntries } from './wallet';

/** Billing details of a company (spec 1 §3 "Billing info"). */
export const billingInfo = pgTable('billing_info', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  name: text('name').notNull(),
  email: text('email').notNull(),
  description: text('description').notNull(),
  topUpAlertAmountMicros: bigint('top_up_alert_amount_micros', { mode: 'bigint' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Auto top-up settings of a company: one charge of `amount` to the default card when a spend crosses `threshold`. */
export const autoTopUpSettings = pgTable('auto_top_up_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  isEnabled: boolean('is_enabled').notNull().default(false),
  thresholdMicros: bigint('threshold_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull().default(sql`100000000`),
  // The balance was above the threshold since the last auto top-up: a new crossing may charge again.
  isArmed: boolean('is_armed').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A saved card: the provider's payment-method id; the order of `position` is the order of the spec (0 = default). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    provider: text('provider').notNull(),
    providerMethodId: text('provider_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_methods_company_idx').on(t.companyId, t.position)],
);

/** The provider's customer for a company (Stripe customer id, or the sandbox's). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.provider] })],
);

export const vouchers = pgTable('vouchers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  // Percent (10 = 10 %) or a fixed amount in the wallet currency; exactly one is set.
  percentage: numeric('percentage', { precision: 7, scale: 4 }),
  fixedPriceMicros: bigint('fixed_price_micros', { mode: 'bigint' }),
  minAmountMicros: bigint('min_amount_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  redeemBy: timestamp('redeem_by', { withTimezone: true }).notNull(),
  // Null: every company may use it.
  eligibleCompanyIds: integer('eligible_company_ids').array(),
  createdById: integer('created_by_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company applied a voucher; used once it is attached to a paid top-up (one use per company). */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status', { enum: ['RESERVED', 'USED', 'RELEASED'] })
      .notNull()
      .default('RESERVED'),
    topUpRequestId: integer('top_up_request_id'),
    // The booking cart the voucher was used for (docs/decisions/0240), instead of a top-up.
    bookingCartId: integer('booking_cart_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('voucher_redemptions_company_idx').on(t.companyId, t.voucherId),
    // One use per company: at most one live (reserved or used) redemption of a voucher.
    uniqueIndex('voucher_redemptions_live_idx').on(t.voucherId, t.companyId).where(sql`status <> 'RELEASED'`),
  ],
);

export const topUpRequestTypes = ['CARD', 'WIRE_TRANSFER', 'SELLER_CENTER', 'CREDIT_NOTE'] as const;
export const topUpRequestStatuses = [
  'PENDING',
  'REQUIRES_CONFIRMATION',
  'PAID',
  'FAILED',
  'CANCELLED',
] as const;

export const topUpRequests = pgTable(
  'top_up_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    type: text('type', { enum: topUpRequestTypes }).notNull(),
    status: text('status', { enum: topUpRequestStatuses }).notNull(),
    statusReason: text('status_reason'),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    discountMicros: bigint('discount_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    taxMicros: bigint('tax_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    totalMicros: bigint('total_micros', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull().default(''),
    provider: text('provider'),
    providerPaymentId: text('provider_payment_id'),
    confirmToken: text('confirm_token'),
    redemptionId: integer('redemption_id').references(() => voucherRedemptions.id),
    creditId: integer('credit_id').references(() => credits.id),
    idempotencyKey: text('idempotency_key').notNull(),
    isAutoTopUp: boolean('is_auto_top_up').notNull().default(false),
    requestedById: integer('requested_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('top_up_requests_key_idx').on(t.companyId, t.idempotencyKey),
    index('top_up_requests_provider_idx').on(t.providerPaymentId),
  ],
);

/** Webhook events already applied (providers deliver at least once, in any order). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Gap-free document numbers: one counter per retailer (catalog) and document kind, bumped in the same transaction. */
export const documentCounters = pgTable(
  'document_counters',
  {
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    kind: text('kind', { enum: ['INVOICE', 'CREDIT_NOTE'] }).notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.catalogId, t.kind] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    invoiceNo: text('invoice_no').notNull(),
    topUpRequestId: integer('top_up_request_id').references(() => topUpRequests.id),
    // The booking cart it bills (docs/decisions/0240); no foreign key: booking.ts imports this file.
    bookingCartId: integer('booking_cart_id'),
    creditId: integer('credit_id').references(() => credits.id),
    currency: text('currency').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    discountMicros: bigint('discount_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    taxMicros: bigint('tax_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    totalMicros: bigint('total_micros', { mode: 'bigint' }).notNull(),
    // What the PDF prints: company and billing details and lines at issue time, so later edits do not rewrite it.
    details: jsonb('details').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_no_idx').on(t.catalogId, t.invoiceNo),
    index('invoices_company_idx').on(t.companyId, t.issuedAt),
    // The credits list dates each lot by its invoice's retailer (list-credits.ts, lotTimeZone).
    index('invoices_credit_idx').on(t.creditId),
  ],
);

export const creditNoteSettlements = ['NONE', 'WALLET_CREDIT', 'REFUND'] as const;

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    creditNoteNo: text('credit_note_no').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    currency: text('currency').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    taxMicros: bigint('tax_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    totalMicros: bigint('total_micros', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    details: jsonb('details').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    // What the note did to the wallet (docs/decisions/0067): NONE (issued before it moved money), WALLET_CREDIT
    // (a paid lot of the net amount), REFUND (unused paid credit given back; the lot's remaining reduced).
    settlement: text('settlement', { enum: creditNoteSettlements }).notNull().default('NONE'),
    // The lot credited (WALLET_CREDIT) or refunded (REFUND), and the ledger entry that moved the money.
    creditId: integer('credit_id').references(() => credits.id),
    ledgerEntryId: integer('ledger_entry_id').references(() => ledgerEntries.id),
    // The payment provider's refund of a card refund (a manual refund has none).
    providerRefundId: text('provider_refund_id'),
  },
  (t) => [
    uniqueIndex('credit_notes_no_idx').on(t.catalogId, t.creditNoteNo),
    index('credit_notes_company_idx').on(t.companyId, t.issuedAt),
    index('credit_notes_credit_idx').on(t.creditId),
  ],
);

/** Background work in PostgreSQL, picked with FOR UPDATE SKIP LOCKED (DESIGN.md). */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] })
      .notNull()
      .default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    // A job with a key is queued once (e.g. one auto top-up per threshold crossing).
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_pick_idx').on(t.status, t.runAt), uniqueIndex('jobs_dedupe_idx').on(t.dedupeKey)],
);

export const exportRequests = pgTable('export_requests', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  fileType: text('file_type', { enum: ['CSV', 'ZIP'] }).notNull(),
  dataType: text('data_type').notNull(),
  params: jsonb('params').notNull(),
  // EXPIRED: the file was deleted after the retention period (docs/decisions/0069).
  status: text('status', { enum: ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'EXPIRED'] })
    .notNull()
    .default('PENDING'),
  statusReason: text('status_reason'),
  fileName: text('file_name'),
  filePath: text('file_path'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
