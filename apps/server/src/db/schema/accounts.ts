import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands, sellers } from './catalog';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  rank: integer('rank').notNull(),
});

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  address2: text('address2').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  countryCode: text('country_code').notNull().default('SG'),
  phoneNumber: text('phone_number').notNull().default(''),
  timezone: text('timezone').notNull().default('Asia/Singapore'),
  registrationNo: text('registration_no').notNull().default(''),
  authorizedName: text('authorized_name').notNull().default(''),
  size: text('size'),
  reportCurrency: text('report_currency').notNull().default('SGD'),
  walletCurrency: text('wallet_currency').notNull().default('SGD'),
  trackingDepartments: text('tracking_departments').array().notNull().default([]),
  isCluster: boolean('is_cluster').notNull().default(false),
  clusterName: text('cluster_name'),
  isApprovedByStaff: boolean('is_approved_by_staff').notNull().default(false),
  canBeToppedUp: boolean('can_be_topped_up').notNull().default(true),
  canBeUpdated: boolean('can_be_updated').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companyBrands = pgTable(
  'company_brands',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.brandId] })],
);

export const companySellers = pgTable(
  'company_sellers',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.sellerId] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    title: text('title').notNull().default(''),
    language: text('language').notNull().default('en'),
    timezone: text('timezone').notNull().default('Asia/Singapore'),
    enabled2fa: boolean('enabled_2fa').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // E-mails are stored lower-cased; the index keeps them unique.
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

/** A user's place in a company (the spec's "account"): role and ACTIVE/DISABLED status. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    status: text('status', { enum: ['ACTIVE', 'DISABLED'] })
      .notNull()
      .default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_user_company_idx').on(t.userId, t.companyId),
    index('memberships_company_idx').on(t.companyId),
  ],
);
