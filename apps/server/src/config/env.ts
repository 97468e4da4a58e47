import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], {
    message: 'must be one of 1, 0, true, false, on, off, yes, no',
  })
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

/** META_TIMEZONE_IDS: `Asia/Singapore=37,Asia/Jakarta=45` (each catalog zone and Meta's timezone_id for it). */
const timezoneIdList = z
  .string()
  .regex(
    /^[A-Za-z_+\-/]+=\d+(,[A-Za-z_+\-/]+=\d+)*$/,
    'must be a list like Asia/Singapore=37,Asia/Jakarta=45',
  )
  .transform((value) =>
    Object.fromEntries(
      value.split(',').map((pair) => {
        const [zone, id] = pair.split('=') as [string, string];
        return [zone, Number(id)];
      }),
    ),
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DEMO_DATA: booleanFlag.optional(),
  DEMO_HISTORY_DAYS: z.coerce.number().int().min(0).max(366).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Marketing Portal <no-reply@portal.local>'),
  PUBLIC_URL: z.string().url().optional(),
  INTERCOM_SECRET: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  DEV_TOOLS: booleanFlag.optional(),
  MARKETPLACE_API_KEY: z.string().min(24, 'must be at least 24 characters').optional(),
  META_ACCESS_TOKEN: z.string().optional(),
  META_BUSINESS_ID: z.string().regex(/^\d+$/, 'must be the numeric id of a Meta business').optional(),
  META_APP_SECRET: z.string().optional(),
  META_GRAPH_URL: z.string().url().optional(),
  META_PRODUCT_CATALOG_ID: z
    .string()
    .regex(/^\d+$/, 'must be the numeric id of a Meta product catalog')
    .optional(),
  META_PAGE_ID: z.string().regex(/^\d+$/, 'must be the numeric id of a Facebook page').optional(),
  META_TIMEZONE_IDS: timezoneIdList.optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*$/,
      'must be a comma-separated list of proxy addresses or CIDRs',
    )
    .optional(),
  ALLOWED_ORIGINS: z
    .string()
    .regex(
      /^https?:\/\/[^/,\s]+(,https?:\/\/[^/,\s]+)*$/,
      'must be a comma-separated list of origins like https://portal.example.com',
    )
    .optional(),
});

export type AppConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections in the database pool; unset keeps the client's default (db/client.ts). */
  databasePoolSize: number | undefined;
  dataDir: string;
  demoData: boolean;
  /**
   * `DEMO_HISTORY_DAYS`: days of past delivery a fresh demo start writes for the demo campaigns (90; 0: none;
   * none under NODE_ENV=test unless set, so API tests stay fast): delivery/demo-history-job.ts.
   */
  demoHistoryDays: number;
  isProduction: boolean;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  intercomSecret: string | undefined;
  webDistDir: string | undefined;
  /** `SECRET_KEY`; unset lets the server generate and keep one in the database. */
  secretKey: string | undefined;
  /** GraphiQL, introspection, field suggestions: only under `npm run dev` (DEV_TOOLS=1), whatever NODE_ENV says. */
  devTools: boolean;
  /** Proxies whose X-Forwarded-* headers are believed; false (the default) believes none. */
  trustProxy: string[] | false;
  /** Origins allowed to call the API from a browser (CORS); the portal's own origin by default. */
  allowedOrigins: string[];
  /** `MARKETPLACE_API_KEY`: one more key for `/v1/ads/*` beside those staff create (simulator, tests). */
  marketplaceApiKey: string | undefined;
  /**
   * Meta's Graph API when META_ACCESS_TOKEN, META_BUSINESS_ID and META_APP_SECRET are all set; null runs the
   * built-in sandbox (modules/meta-ads, docs/decisions/0230). META_GRAPH_URL points the client elsewhere (tests).
   */
  meta: MetaGraphConfig | null;
};

export type MetaGraphConfig = {
  accessToken: string;
  businessId: string;
  appSecret: string;
  graphUrl: string;
  /** Where each seller's product set is made (META_PRODUCT_CATALOG_ID); without it no product set. */
  productCatalogId?: string;
  /** The page ads speak as (META_PAGE_ID); without it campaigns get their ad set but no creative nor ad. */
  pageId?: string;
  /** Meta's timezone_id per catalog zone (META_TIMEZONE_IDS); Meta needs one to open an account. */
  timezoneIds?: Record<string, number>;
};

export const META_GRAPH_URL = 'https://graph.facebook.com/v21.0';

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL,
    databasePoolSize: value.DATABASE_POOL_SIZE,
    dataDir: value.DATA_DIR,
    // Demo data is on by default only with the embedded database, so a real server never gets fake companies.
    demoData: value.DEMO_DATA ?? value.DATABASE_URL === undefined,
    demoHistoryDays: value.DEMO_HISTORY_DAYS ?? (value.NODE_ENV === 'test' ? 0 : 90),
    isProduction: value.NODE_ENV === 'production',
    nodeEnv: value.NODE_ENV,
    logLevel: value.LOG_LEVEL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    publicUrl: value.PUBLIC_URL ?? `http://${value.HOST}:${value.PORT}`,
    intercomSecret: value.INTERCOM_SECRET,
    webDistDir: value.WEB_DIST_DIR,
    secretKey: value.SECRET_KEY,
    devTools: value.DEV_TOOLS ?? false,
    trustProxy: value.TRUST_PROXY ? value.TRUST_PROXY.split(',') : false,
    allowedOrigins: value.ALLOWED_ORIGINS
      ? value.ALLOWED_ORIGINS.split(',')
      : [new URL(value.PUBLIC_URL ?? `http://${value.HOST}:${value.PORT}`).origin],
    marketplaceApiKey: value.MARKETPLACE_API_KEY,
    meta:
      value.META_ACCESS_TOKEN && value.META_BUSINESS_ID && value.META_APP_SECRET
        ? {
            accessToken: value.META_ACCESS_TOKEN,
            businessId: value.META_BUSINESS_ID,
            appSecret: value.META_APP_SECRET,
            graphUrl: value.META_GRAPH_URL ?? META_GRAPH_URL,
            productCatalogId: value.META_PRODUCT_CATALOG_ID,
            pageId: value.META_PAGE_ID,
            timezoneIds: value.META_TIMEZONE_IDS,
          }
        : null,
  };
}

const stripeSchema = z.object({
  STRIPE_SECRET_KEY: z.string().min(1),
  STRIPE_WEBHOOK_SECRET: z.string().default(''),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
});

export type StripeConfig = { secretKey: string; webhookSecret: string; publishableKey: string | null };

/**
 * Stripe when STRIPE_SECRET_KEY is set, null for the built-in sandbox. Read where the provider is made rather
 * than in loadConfig: the payment code runs with `{ db, now }` only, and the tests switch it per case.
 */
export function stripeConfig(env: Record<string, string | undefined> = process.env): StripeConfig | null {
  const parsed = stripeSchema.safeParse(env);
  if (!parsed.success) return null;
  return {
    secretKey: parsed.data.STRIPE_SECRET_KEY,
    webhookSecret: parsed.data.STRIPE_WEBHOOK_SECRET,
    publishableKey: parsed.data.STRIPE_PUBLISHABLE_KEY ?? null,
  };
}

/** The whole environment, for the OAuth providers' `OAUTH_<PROVIDER>_*` variables (social/provider-config.ts). */
export const oauthEnvironment = (): Record<string, string | undefined> => process.env;

/** PATH handed to the PostgreSQL programs the embedded server runs. */
export const childProcessPath = (): string => process.env.PATH ?? '/usr/bin:/bin';

/** The user the embedded PostgreSQL runs as when the portal runs as root (`PG_RUN_AS`, else `postgres`). */
export const postgresRunAsUser = (): string => process.env.PG_RUN_AS ?? 'postgres';

/** The version npm sets when the portal is started by `npm start`; 'dev' otherwise. */
export const packageVersion = (): string => process.env.npm_package_version ?? 'dev';
