import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env';
import type { Db } from './db/client';
import type { Mailer } from './modules/mail/mailer';
import type { MetaAds } from './modules/meta-ads/meta-ads';
import type { MetaWalletPort } from './modules/meta-ads/meta-wallet-port';

/** What every use case may need, built once per process and shared by requests. */
export type AppDeps = {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** The server's HMAC key (modules/platform/server-secret.ts): signs anti-forgery tokens and device cookies. */
  secret: Buffer;
  /** Meta's Marketing API: the sandbox, or the Graph API client when META_* is set (modules/meta-ads/create-meta-ads.ts). */
  metaAds: MetaAds;
  /** The sellers' Meta wallets in the ledger (mpa-wallet/meta-wallet-ledger.ts), as the Meta ads module charges them. */
  metaWallet: MetaWalletPort;
  /** The clock, replaceable in tests. */
  now: () => Date;
};
