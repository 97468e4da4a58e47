import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env';
import type { Db } from './db/client';
import type { Mailer } from './modules/mail/mailer';

/** What every use case may need, built once per process and shared by requests. */
export type AppDeps = {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** The server's HMAC key (modules/platform/server-secret.ts): signs anti-forgery tokens and device cookies. */
  secret: Buffer;
  /** The clock, replaceable in tests. */
  now: () => Date;
};
