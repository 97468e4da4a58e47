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
import { companies, users } from './accounts';
import { catalogs } from './catalog';

/** Sign-in providers: seller centers (one per marketplace country) and Google; OAuth 2 authorization code. */
export const authBackends = pgTable('auth_backends', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull().unique(),
  kind: text('kind', { enum: ['SELLER_CENTER', 'GOOGLE'] }).notNull(),
  name: text('name').notNull(),
  catalogId: integer('catalog_id').references(() => catalogs.id),
  iconUrl: text('icon_url'),
  isEnabledLogin: boolean('is_enabled_login').notNull().default(true),
  isEnabledSignUp: boolean('is_enabled_sign_up').notNull().default(true),
  isEnabledTopUp: boolean('is_enabled_top_up').notNull().default(false),
});

/** A user's (and their company's) account at a provider, with the token to call it. */
export const linkedAccounts = pgTable(
  'linked_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    accessToken: text('access_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('linked_accounts_provider_subject_idx').on(t.provider, t.subject),
    uniqueIndex('linked_accounts_user_provider_idx').on(t.userId, t.provider),
    index('linked_accounts_company_idx').on(t.companyId),
  ],
);

/** OAuth `state` values, bound to the browser that started the flow. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  bindingHash: text('binding_hash').notNull(),
  provider: text('provider').notNull(),
  mode: text('mode', { enum: ['login', 'signup', 'link'] }).notNull(),
  redirectUrl: text('redirect_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The built-in sandbox provider's own users (what a seller center knows): a seller with a balance. */
export const sandboxProviderUsers = pgTable(
  'sandbox_provider_users',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    sellerBalanceMicros: bigint('seller_balance_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    currency: text('currency').notNull(),
  },
  (t) => [uniqueIndex('sandbox_provider_users_idx').on(t.provider, t.email)],
);

/** Authorization codes and access tokens the sandbox provider issued (hashed). */
export const sandboxProviderGrants = pgTable(
  'sandbox_provider_grants',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['CODE', 'TOKEN'] }).notNull(),
    valueHash: text('value_hash').notNull(),
    providerUserId: integer('provider_user_id')
      .notNull()
      .references(() => sandboxProviderUsers.id),
    redirectUri: text('redirect_uri'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sandbox_provider_grants_value_idx').on(t.valueHash)],
);
