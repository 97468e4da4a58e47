import {
  boolean,
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
import { companies, roles, users } from './accounts';

/** Reset and setup links: single use, with expiry; only the SHA-256 of the token is stored. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['RESET', 'SETUP'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_tokens_hash_idx').on(t.tokenHash),
    index('password_tokens_user_idx').on(t.userId),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    email: text('email').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    // SHA-256 of the e-mailed token (decision 0100): the token itself only ever goes to the invitee's mailbox.
    token: text('token').notNull(),
    status: text('status', { enum: ['PENDING', 'ACCEPTED', 'EXPIRED', 'CANCELLED'] })
      .notNull()
      .default('PENDING'),
    invitedById: integer('invited_by_id').references(() => users.id),
    acceptedUserId: integer('accepted_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_token_idx').on(t.token),
    index('invitations_company_idx').on(t.companyId, t.email),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    kind: text('kind').notNull(),
    messageHtml: text('message_html').notNull(),
    /** The message as a key of the web's `notifications` namespace and its values; null on rows from before. */
    message: jsonb('message').$type<{ key: string; values: Record<string, unknown> }>(),
    link: text('link'),
    thumbnail: text('thumbnail'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.isRead, t.createdAt)],
);

/** Onboarding steps a company ticked off by hand (the rest are computed from its real state). */
export const onboardingProgress = pgTable(
  'onboarding_progress',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    stepId: text('step_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.stepId] })],
);

/** Hits counted by rate limits: one row per attempt, keyed by bucket (operation) and key (e-mail or address). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_idx').on(t.bucket, t.key, t.createdAt)],
);

/** Every operation run while a staff member impersonates a user, with both identities. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    impersonatorId: integer('impersonator_id').references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    operation: text('operation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_user_idx').on(t.userId, t.createdAt)],
);
