import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from './config/env';
import { type Database, openDatabase } from './db/client';
import { shutdownOnSignal } from './shutdown-on-signal';
import { describeStartupFailure } from './startup-failure';

/** In-flight requests get this long to finish at shutdown; connections still open then are closed. */
const HTTP_DRAIN_MS = 3_000;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

function fail(line: string): never {
  console.error(`portal: ${line}`);
  process.exit(1);
}

/**
 * Closes HTTP (fastify's onClose hooks then stop the job runner, the LISTEN connections and the delivery
 * index, app.ts), then the pool, then the embedded PostgreSQL; the database is closed even if the app's close
 * failed, whose error is then thrown.
 */
async function stopPortal(app: FastifyInstance | undefined, database: Database | undefined) {
  const drain = setTimeout(() => app?.server.closeAllConnections(), HTTP_DRAIN_MS);
  drain.unref();
  try {
    await app?.close();
  } finally {
    clearTimeout(drain);
    await database?.close();
  }
}

/** Lines before the app's logger exists go out as its JSON lines would (level and msg). */
function startupLogger(app: () => FastifyInstance | undefined) {
  const line = (level: number) => (fields: object, msg: string) => {
    const running = app();
    if (running) running.log[level >= 50 ? 'error' : level >= 40 ? 'warn' : 'info'](fields, msg);
    else console.log(JSON.stringify({ level, time: Date.now(), ...fields, msg }));
  };
  return { info: line(30), warn: line(40), error: line(50) };
}

/**
 * Opens the database here rather than in buildApp so that every way out (a failed start, SIGINT, SIGTERM)
 * closes the pool and then stops the embedded PostgreSQL cleanly. The signal handler is installed before
 * anything starts: a signal during the start (PostgreSQL's initdb, the demo seed) waits for the start to end,
 * then stops what it started, instead of killing node and leaving PostgreSQL running.
 */
async function main() {
  const config = readConfig();
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  const start = (async () => {
    database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    });
    ({ app } = await buildApp({ config, database }));
    await app.listen({ port: config.port, host: config.host });
  })();
  shutdownOnSignal({
    stop: async () => {
      await start.catch(() => {});
      await stopPortal(app, database);
    },
    logger: startupLogger(() => app),
  });
  try {
    await start;
  } catch (error) {
    await stopPortal(app, database).catch(() => {});
    const line = describeStartupFailure(error, config);
    if (line) fail(line);
    throw error;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
