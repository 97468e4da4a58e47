import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { type AppConfig, packageVersion } from './config/env';
import { webDistDir, webLocalesDir } from './config/paths';
import { type Database, openDatabase } from './db/client';
import { seedDemoBookingCampaigns } from './db/seed/demo-booking-campaigns';
import { seedDemoBookingOffer } from './db/seed/demo-booking-offer';
import { seedDemoMetaAds } from './db/seed/demo-meta-ads';
import { seedDemoSponsorCampaigns } from './db/seed/demo-sponsor-campaigns';
import { seedSponsorReference } from './db/seed/demo-sponsor-reference';
import { seedDemoMarketplace } from './db/seed/seed-demo-marketplace';
import { seedReferenceData } from './db/seed/seed-reference-data';
import { createGraphQLServer } from './graphql/yoga';
import { AccessLogController } from './http/access-log';
import { registerCompression } from './http/compression';
import { registerCors } from './http/cors';
import { registerCsrf } from './http/csrf';
import { registerHealth } from './http/health';
import { registerLocales } from './http/locales';
import { bufferedLogStream } from './http/log-stream';
import { registerOpenApi } from './http/openapi';
import { registerRestErrors } from './http/rest-error';
import { registerSecurityHeaders } from './http/security-headers';
import { defaultHttpTimeouts, type HttpTimeouts, timeoutServerOptions } from './http/timeouts';
import { registerWebApp } from './http/web-app';
import { startSessionCache } from './modules/auth/session-cache-listener';
import { registerMediaRoutes } from './modules/catalog/media-routes';
import { scheduleSpendCharge } from './modules/delivery/charge-spend';
import { startDeliveryIndex } from './modules/delivery/delivery-index';
import { deliveryRouteGroups } from './modules/delivery/delivery-routes';
import { scheduleDemoHistory } from './modules/delivery/demo-history-job';
import { MARKETPLACE_PREFIX, registerMarketplaceApi } from './modules/delivery/marketplace-api';
import { registerDocumentRoutes } from './modules/documents/document-routes';
import { seedDemoDocuments } from './modules/documents/seed-demo-documents';
import { registerExportRoutes } from './modules/exports/export-routes';
import { startJobRunner } from './modules/jobs/job-runner';
import { subscribeJobsToWallet } from './modules/jobs/registry';
import type { Mailer } from './modules/mail/mailer';
import { createOutboxMailer } from './modules/mail/outbox-mailer';
import { registerOutboxRoutes } from './modules/mail/outbox-routes';
import { createSmtpMailer } from './modules/mail/smtp-mailer';
import { seedDemoMarketplaceKey } from './modules/marketplace-keys/seed-demo-marketplace-key';
import { createMetaAds } from './modules/meta-ads/create-meta-ads';
import { registerMetaSandboxRoutes } from './modules/meta-ads/sandbox-backdate';
import { scheduleMetaSpendSync } from './modules/meta-ads/sync-spend-job';
import { chargeMetaSpend, metaWalletBalance } from './modules/mpa-wallet/meta-wallet-ledger';
import { registerPaymentRoutes } from './modules/payments/payment-routes';
import { seedDemoCard } from './modules/payments/seed-demo-card';
import { seedVouchers } from './modules/payments/seed-vouchers';
import { seedDemoBillingConfiguration } from './modules/platform/seed-demo-billing-configuration';
import { seedPlatformDefaults } from './modules/platform/seed-platform-defaults';
import { loadServerSecret } from './modules/platform/server-secret';
import { seedAuthBackends } from './modules/social/seed-auth-backends';
import { registerSocialRoutes } from './modules/social/social-routes';
import { registerUploadRoutes } from './modules/sponsor-catalog/upload-routes';
import { catalogRecommendedBids } from './modules/sponsor-insights/measured-recommended-bid';
import { startSponsorSchedule } from './modules/sponsor-lists/sponsor-schedule-job';
import { storageFor } from './modules/storage/storage-for';
import { scheduleCreditExpiry } from './modules/wallet/credit-expiry-job';
import { seedDemoWallet } from './modules/wallet/seed-demo-wallet';

export type BuildAppOptions = {
  config: AppConfig;
  /** An already open database (tests); otherwise opened from the configuration. */
  database?: Database;
  /** Products in the demo marketplace; tests use fewer. */
  demoProductCount?: number;
  now?: () => Date;
  mailer?: Mailer;
  /** Limits on slow clients (http/timeouts.ts); tests lower them. */
  httpTimeouts?: Partial<HttpTimeouts>;
};

export type BuiltApp = { app: FastifyInstance; deps: AppDeps; database: Database };

/** Builds the whole server without listening: tests drive it in-process with `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config } = options;
  const logs = config.logLevel === 'silent' ? null : bufferedLogStream();
  const app = Fastify({
    logger: logs
      ? {
          level: config.logLevel,
          redact: ['req.headers.cookie', 'req.headers["x-csrftoken"]'],
          stream: logs.stream,
        }
      : false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    logController: new AccessLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...timeoutServerOptions({ ...defaultHttpTimeouts, ...options.httpTimeouts }),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before any route: REST refusals (a thrown DomainError) answer a translation key (decision 0170).
  registerRestErrors(app);

  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    }));
  await database.migrate();
  // Before the seeds: the demo wallet's spends queue their auto top-up and alert checks like any spend.
  subscribeJobsToWallet();
  await seedPlatformDefaults(database.db);
  await seedReferenceData(database.db);
  if (config.demoData) {
    // On the calendar of the demo history scheduled below: price changes in the 90 days before this start.
    await seedDemoMarketplace(database.db, {
      productCount: options.demoProductCount,
      now: options.now?.() ?? new Date(),
    });
    // The card first, as before the wallet: the demo company has its card when its history is written.
    await seedDemoCard(database.db, { now: options.now?.() ?? new Date() });
    await seedDemoWallet(database.db, { now: options.now?.() ?? new Date() });
    await seedDemoDocuments(database.db);
    await seedDemoBillingConfiguration(database.db);
    // The README's demo key, so the simulator and a quick try work on a fresh demo start.
    await seedDemoMarketplaceKey(database.db);
  }
  // After the demo data: the sandbox links a demo company to its seller center when that company exists.
  await seedAuthBackends(database.db);
  await seedVouchers(database.db);
  // Banner types and segments always; the demo search log once demo products exist.
  await seedSponsorReference(database.db);
  if (config.demoData)
    await seedDemoSponsorCampaigns(database.db, {
      now: options.now?.() ?? new Date(),
      // Its banners' images are stored files of the company, as uploads are.
      storage: storageFor({ config }),
    });
  if (config.demoData) await seedDemoBookingOffer(database.db, { now: options.now?.() ?? new Date() });
  if (config.demoData) await seedDemoBookingCampaigns(database.db, { now: options.now?.() ?? new Date() });

  const now = options.now ?? (() => new Date());
  const deps: AppDeps = {
    db: database.db,
    config,
    logger: app.log,
    secret: await loadServerSecret(database.db, config.secretKey),
    now,
    metaAds: createMetaAds({ db: database.db, config, now }),
    metaWallet: { balance: metaWalletBalance, charge: chargeMetaSpend },
    mailer:
      options.mailer ??
      (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(database.db)),
  };

  // The Meta ads demo needs the app's MetaAds (the sandbox only): accounts, wallets, a month of campaigns.
  if (config.demoData) await seedDemoMetaAds(deps.db, { metaAds: deps.metaAds, now: deps.now() });

  // Sessions resolved once per process, forgotten on the database's NOTIFY (decision 0177).
  const sessionCache = startSessionCache(deps.db);
  await sessionCache.ready;
  // Eligible ad sets in memory, rebuilt on NOTIFY (decision 0190); tests write effective statuses themselves.
  const deliveryIndex = startDeliveryIndex(deps, {
    writeStatuses: config.nodeEnv !== 'test',
    // AUTOMATED bids start from the measured recommended bid (sponsor-insights reads the clearing prices).
    recommendedBids: (catalogIds, now) => catalogRecommendedBids({ deps, input: { catalogIds, now } }),
  });
  await deliveryIndex.ready;

  // First: compression hooks only the routes declared after it.
  await registerCompression(app);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, { allowedOrigins: config.allowedOrigins, devTools: config.devTools });
  // Foreign origins are refused before the anti-forgery check runs.
  registerCors(app, { allowedOrigins: config.allowedOrigins });
  registerCsrf(app, {
    secret: deps.secret,
    // The marketplace's routes read no cookie: a bearer key is their only credential (marketplace-api.ts).
    exemptPrefixes: ['/sandbox/oauth/', '/v1/payments/webhooks/', MARKETPLACE_PREFIX],
  });
  registerHealth(app, deps);
  registerLocales(app, webLocalesDir);
  registerMediaRoutes(app, deps);
  registerSocialRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerDocumentRoutes(app, deps);
  registerExportRoutes(app, deps);
  await registerUploadRoutes(app, deps);
  // Before the marketplace's routes: the document is made from their schemas as they are added.
  await registerOpenApi(app, packageVersion());
  await registerMarketplaceApi(app, deps, deliveryRouteGroups);
  // The sandbox mailbox exists whenever e-mail stays in the outbox; only staff read it (outbox-routes.ts).
  if (!config.smtpUrl) registerOutboxRoutes(app, deps);
  // The Meta sandbox's test clock, for staff while Meta is the sandbox (sandbox-backdate.ts).
  if (deps.metaAds.name === 'sandbox') registerMetaSandboxRoutes(app, deps);

  const yoga = createGraphQLServer(deps);
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      // Without a preference, answer with the GraphQL-over-HTTP media type, so bad requests get 4xx, not 200.
      const accept = req.headers.accept;
      if (!accept || accept === '*/*')
        req.headers.accept = 'application/graphql-response+json, application/json';
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // A single result is sent as one string, so it has a length: small answers skip compression and
      // large ones are compressed in one call instead of through a stream. Incremental delivery streams.
      const isIncremental = /event-stream|multipart/.test(response.headers.get('content-type') ?? '');
      reply.send(isIncremental ? response.body : await response.text());
      return reply;
    },
  });

  await registerWebApp(app, config.webDistDir ?? webDistDir, packageVersion());
  await scheduleCreditExpiry(deps.db, deps.now());
  await startSponsorSchedule(deps.db, deps.now());
  // Accrued ad spend goes to the wallets every minute (delivery/charge-spend.ts); the job queues its next run.
  await scheduleSpendCharge(deps.db, deps.now());
  // Meta's reported spend is charged to the sellers' Meta wallets every minute (meta-ads/sync-spend.ts).
  await scheduleMetaSpendSync(deps.db, deps.now());
  // A fresh demo start: 90 days of past delivery, written by the engine in the background, once per database.
  if (config.demoData) await scheduleDemoHistory(deps.db, { now: deps.now(), days: config.demoHistoryDays });
  // Tests drive jobs with runJobsOnce; a background runner would race them.
  const jobRunner = config.nodeEnv === 'test' ? null : startJobRunner(deps);
  app.addHook('onClose', async () => {
    await jobRunner?.stop();
    await sessionCache.stop();
    await deliveryIndex.stop();
    if (!options.database) await database.close();
    logs?.close();
  });
  return { app, deps, database };
}
